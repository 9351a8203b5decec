import { REQUEST_LABELS } from '@chairside/domain';
import { CalendarX2 } from 'lucide-react';
import { ButtonDialog } from '@/components/button-dialog.tsx';
import { lazyWithPreload } from '@/lib/lazy-with-preload.ts';

/* The form loads when the dialog is about to open, as Assign's does (DESIGN §10 shell budget). */
const CancelForm = lazyWithPreload(() => import('./cancel-shift-form.tsx'), 'CancelShiftForm');

interface CancelShiftDialogProps {
  shiftId: number;
  /** The shift's start (UTC instant): within 48 hours the person is told it is late. */
  startsAt: string;
  requestId: number;
  /** Whose assignment: the person's own ('your shift') or someone's, cancelled by a manager. */
  employeeName: string | null;
}

/** Cancel Shift on a confirmed request (issue #14): a reason, then the shift is open again. */
export function CancelShiftDialog({
  shiftId,
  startsAt,
  requestId,
  employeeName,
}: CancelShiftDialogProps) {
  return (
    <ButtonDialog
      icon={CalendarX2}
      variant="destructiveOutline"
      preload={CancelForm.preload}
      title={REQUEST_LABELS.cancelShift}
      description={
        employeeName
          ? `${employeeName} is told, and the shift is open again for others to request.`
          : 'Your manager is told, and the shift is open again for others to request. Within 48 hours of the start it counts as a late cancellation.'
      }
    >
      {(close) => (
        <CancelForm.Component
          shiftId={shiftId}
          requestId={requestId}
          // Only the person's own cancellation counts as late (SPEC §11), so only they are warned.
          lateFrom={employeeName ? null : startsAt}
          onCancelled={close}
        />
      )}
    </ButtonDialog>
  );
}
