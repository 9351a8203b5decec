import { UserPlus } from 'lucide-react';
import { lazy } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { useLazyDialogOpen } from '@/components/ui/use-lazy-dialog-open.ts';
import type { ShiftDetail } from '../api/get-shift.ts';

/*
 * The form (react-hook-form, zod and the domain schemas) loads when the dialog is about to open,
 * not with the shift's page (DESIGN §10 shell budget): from the button's hover or focus, and at
 * the latest on the click. The dialog appears once the form is there (useLazyDialogOpen).
 */
const loadAssignShiftDialogForm = () => import('./assign-shift-dialog-form.tsx');
const AssignShiftDialogForm = lazy(async () => ({
  default: (await loadAssignShiftDialogForm()).AssignShiftDialogForm,
}));

/** The Assign to User button and the 'Assign Shift to User' dialog; the form resets on opening. */
export function AssignShiftDialog({ shift }: { shift: ShiftDetail }) {
  const [open, setOpen] = useLazyDialogOpen();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          type="button"
          variant="outline"
          onPointerEnter={() => void loadAssignShiftDialogForm()}
          onFocus={() => void loadAssignShiftDialogForm()}
        >
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
