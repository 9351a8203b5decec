import { HandHelping } from 'lucide-react';
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
import { formatLongDate } from '@/lib/format-date.ts';
import type { ShiftDetail } from '../api/get-shift.ts';
import { RequestShiftDialogForm } from './request-shift-dialog-form.tsx';

/** The Request Shift button and its dialog; the form starts empty on every opening. */
export function RequestShiftDialog({ shift }: { shift: ShiftDetail }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button">
          <HandHelping aria-hidden />
          Request Shift
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Request Shift</DialogTitle>
          <DialogDescription>
            {shift.position} at {shift.locationName} on {formatLongDate(shift.date, shift.timezone)}
            .
          </DialogDescription>
        </DialogHeader>
        <RequestShiftDialogForm shift={shift} onRequested={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
