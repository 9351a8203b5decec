import type { ShiftDetail } from '@chairside/domain';
import { UserPlus } from 'lucide-react';
import { ButtonDialog } from '@/components/button-dialog.tsx';
import { lazyWithPreload } from '@/lib/lazy-with-preload.ts';

/*
 * The form (react-hook-form, zod and the domain schemas) loads when the dialog is about to open,
 * not with the shift's page (DESIGN §10 shell budget): from the button's hover or focus, and at
 * the latest on the click.
 */
const AssignForm = lazyWithPreload(
  () => import('./assign-shift-dialog-form.tsx'),
  'AssignShiftDialogForm',
);

/**
 * The Assign to User button and the 'Assign Shift to User' dialog; the form resets on opening.
 * `primary`: the page's main action for its manager (issue #26 §10).
 */
export function AssignShiftDialog({ shift, primary }: { shift: ShiftDetail; primary: boolean }) {
  return (
    <ButtonDialog
      icon={UserPlus}
      label="Assign to User"
      variant={primary ? 'default' : 'outline'}
      preload={AssignForm.preload}
      title="Assign Shift to User"
      description="Confirm the person at once (other requests are declined), or offer them the shift with the time to answer your organization gives."
    >
      {(close) => <AssignForm.Component shift={shift} onAssigned={close} />}
    </ButtonDialog>
  );
}
