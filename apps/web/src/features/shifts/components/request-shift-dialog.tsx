import type { ShiftDetail } from '@chairside/domain';
import { HandHelping } from 'lucide-react';
import { ButtonDialog } from '@/components/button-dialog.tsx';
import { lazyWithPreload } from '@/lib/lazy-with-preload.ts';
import { formatLongDate } from '@/lib/format-date.ts';

/*
 * The form (react-hook-form, zod and the domain schemas) loads when the dialog is about to open,
 * not with the shift's page (DESIGN §10 shell budget): from the button's hover or focus, and at
 * the latest on the click.
 */
const RequestForm = lazyWithPreload(
  () => import('./request-shift-dialog-form.tsx'),
  'RequestShiftDialogForm',
);

/** The Request Shift button and its dialog; the form starts empty on every opening. */
export function RequestShiftDialog({ shift }: { shift: ShiftDetail }) {
  return (
    <ButtonDialog
      icon={HandHelping}
      preload={RequestForm.preload}
      title="Request Shift"
      description={
        <>
          {shift.position} at {shift.locationName} on {formatLongDate(shift.date, shift.timezone)}.
        </>
      }
    >
      {(close) => <RequestForm.Component shift={shift} onRequested={close} />}
    </ButtonDialog>
  );
}
