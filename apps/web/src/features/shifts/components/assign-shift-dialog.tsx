import { UserPlus } from 'lucide-react';
import { lazy } from 'react';
import { ButtonDialog } from '@/components/button-dialog.tsx';
import type { ShiftDetail } from '../api/get-shift.ts';

/*
 * The form (react-hook-form, zod and the domain schemas) loads when the dialog is about to open,
 * not with the shift's page (DESIGN §10 shell budget): from the button's hover or focus, and at
 * the latest on the click.
 */
const loadAssignShiftDialogForm = () => import('./assign-shift-dialog-form.tsx');
const AssignShiftDialogForm = lazy(async () => ({
  default: (await loadAssignShiftDialogForm()).AssignShiftDialogForm,
}));

/** The Assign to User button and the 'Assign Shift to User' dialog; the form resets on opening. */
export function AssignShiftDialog({ shift }: { shift: ShiftDetail }) {
  return (
    <ButtonDialog
      icon={UserPlus}
      label="Assign to User"
      variant="outline"
      preload={() => void loadAssignShiftDialogForm()}
      title="Assign Shift to User"
      description="The person is confirmed for this shift at once; other requests are declined."
    >
      {(close) => <AssignShiftDialogForm shift={shift} onAssigned={close} />}
    </ButtonDialog>
  );
}
