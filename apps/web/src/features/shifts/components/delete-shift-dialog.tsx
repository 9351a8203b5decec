import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormError } from '@/components/forms/form-error.tsx';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useDeleteShift } from '../api/delete-shift.ts';
import type { ShiftDetail } from '../api/get-shift.ts';

/**
 * The Delete Shift button and its confirmation (SPEC §2). Once deleted, the calendar opens on
 * the shift's day (SPEC §4: back to /dashboard/shifts); a refusal is shown in the dialog.
 */
export function DeleteShiftDialog({ shift }: { shift: ShiftDetail }) {
  const [open, setOpen] = useState(false);
  const mutation = useDeleteShift();
  const navigate = useNavigate();

  function handleOpenChange(next: boolean) {
    if (mutation.isPending) return;
    mutation.reset();
    setOpen(next);
  }

  function confirm() {
    mutation.mutate(shift.id, {
      onSuccess: () => {
        toast.success('Shift Deleted', {
          description: `The ${shift.position} shift at ${shift.locationName} was removed.`,
        });
        void navigate(`/dashboard/shifts?date=${shift.localDate}`);
      },
    });
  }

  return (
    <AlertDialog open={open} onOpenChange={handleOpenChange}>
      <AlertDialogTrigger asChild>
        <Button
          type="button"
          variant="outline"
          className="border-destructive/50 text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 aria-hidden />
          Delete Shift
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Shift</AlertDialogTitle>
          <AlertDialogDescription>
            This action cannot be undone. The shift will be permanently removed.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <FormError error={mutation.error} />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={mutation.isPending}>Cancel</AlertDialogCancel>
          {/* Not an AlertDialogAction: that would close the dialog before the call answers. */}
          <Button
            type="button"
            variant="destructive"
            onClick={confirm}
            disabled={mutation.isPending}
          >
            {mutation.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
