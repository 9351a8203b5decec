import { HandHelping } from 'lucide-react';
import { lazy } from 'react';
import { ButtonDialog } from '@/components/button-dialog.tsx';
import { formatLongDate } from '@/lib/format-date.ts';
import type { ShiftDetail } from '../api/get-shift.ts';

/*
 * The form (react-hook-form, zod and the domain schemas) loads when the dialog is about to open,
 * not with the shift's page (DESIGN §10 shell budget): from the button's hover or focus, and at
 * the latest on the click.
 */
const loadRequestShiftDialogForm = () => import('./request-shift-dialog-form.tsx');
const RequestShiftDialogForm = lazy(async () => ({
  default: (await loadRequestShiftDialogForm()).RequestShiftDialogForm,
}));

/** The Request Shift button and its dialog; the form starts empty on every opening. */
export function RequestShiftDialog({ shift }: { shift: ShiftDetail }) {
  return (
    <ButtonDialog
      icon={HandHelping}
      label="Request Shift"
      preload={() => void loadRequestShiftDialogForm()}
      title="Request Shift"
      description={
        <>
          {shift.position} at {shift.locationName} on {formatLongDate(shift.date, shift.timezone)}.
        </>
      }
    >
      {(close) => <RequestShiftDialogForm shift={shift} onRequested={close} />}
    </ButtonDialog>
  );
}
