import type { ShiftDetail } from '@chairside/domain';
import { Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useDeleteShift } from '../api/delete-shift.ts';

/**
 * The Delete Shift button and its confirmation (SPEC §2). Once deleted, the calendar opens on
 * the shift's day (SPEC §4: back to /dashboard/shifts); a refusal is shown in the dialog.
 */
export function DeleteShiftDialog({ shift }: { shift: ShiftDetail }) {
  const mutation = useDeleteShift();
  const navigate = useNavigate();
  return (
    <ConfirmActionDialog
      trigger={
        <Button
          type="button"
          variant="outline"
          className="border-destructive/50 text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 aria-hidden />
          Delete Shift
        </Button>
      }
      title="Delete Shift"
      description="This action cannot be undone. The shift will be permanently removed."
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      action={mutation}
      variables={shift.id}
      boxedError
      onDone={() => {
        toast.success('Shift Deleted', {
          description: `The ${shift.position} shift at ${shift.locationName} was removed.`,
        });
        void navigate(paths.shifts.href({ date: shift.localDate }));
      }}
    />
  );
}
