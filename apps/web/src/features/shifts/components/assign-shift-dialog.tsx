import { UserPlus } from 'lucide-react';
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
import type { ShiftDetail } from '../api/get-shift.ts';
import { AssignShiftDialogForm } from './assign-shift-dialog-form.tsx';

/** The Assign to User button and the 'Assign Shift to User' dialog; the form resets on opening. */
export function AssignShiftDialog({ shift }: { shift: ShiftDetail }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <UserPlus aria-hidden />
          Assign to User
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Assign Shift to User</DialogTitle>
          <DialogDescription>
            The person is confirmed for this shift at once; other requests are declined.
          </DialogDescription>
        </DialogHeader>
        <AssignShiftDialogForm shift={shift} onAssigned={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
