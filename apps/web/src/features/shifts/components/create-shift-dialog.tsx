import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import type { CreatedShift } from '../api/create-shift.ts';
import { CreateShiftForm } from './create-shift-form.tsx';

interface CreateShiftDialogProps {
  /** The day chosen on the calendar ('YYYY-MM-DD'), offered as the shift's date. */
  defaultDate: string;
  onCreated: (shift: CreatedShift) => void;
}

/** The Create Shift button and its 'Add Shift' dialog; the form resets on every open and close. */
export function CreateShiftDialog({ defaultDate, onCreated }: CreateShiftDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button">
          <Plus aria-hidden />
          Create Shift
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add Shift</DialogTitle>
          <DialogDescription>
            Post an open shift; times are on the location&apos;s clock.
          </DialogDescription>
        </DialogHeader>
        <CreateShiftForm
          defaultDate={defaultDate}
          onCreated={(shift) => {
            setOpen(false);
            onCreated(shift);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
