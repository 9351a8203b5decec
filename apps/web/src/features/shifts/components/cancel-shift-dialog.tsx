import { REQUEST_LABELS } from '@chairside/domain';
import { CalendarX2 } from 'lucide-react';
import { ButtonDialog } from '@/components/button-dialog.tsx';
import { lazyWithPreload } from '@/lib/lazy-with-preload.ts';

/* The form loads when the dialog is about to open, as Assign's does (DESIGN §10 shell budget). */
const CancelForm = lazyWithPreload(
  () => import('./cancel-shift-form.tsx'),
  (module) => module.CancelShiftForm,
);

interface CancelShiftDialogProps {
  shiftId: number;
  requestId: number;
  /** Whose assignment: the person's own ('your shift') or someone's, cancelled by a manager. */
  employeeName: string | null;
}

/** Cancel Shift on a confirmed request (issue #14): a reason, then the shift is open again. */
export function CancelShiftDialog({ shiftId, requestId, employeeName }: CancelShiftDialogProps) {
  return (
    <ButtonDialog
      icon={CalendarX2}
      variant="outline"
      preload={CancelForm.preload}
      title={REQUEST_LABELS.cancelShift}
      description={
        employeeName
          ? `${employeeName} is told, and the shift is open again for others to request.`
          : 'Your manager is told, and the shift is open again for others to request. Within 48 hours of the start it counts as a late cancellation.'
      }
    >
      {(close) => (
        <CancelForm.Component shiftId={shiftId} requestId={requestId} onCancelled={close} />
      )}
    </ButtonDialog>
  );
}
