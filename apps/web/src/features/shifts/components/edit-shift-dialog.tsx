import type { ShiftDetail } from '@chairside/domain';
import { Pencil } from 'lucide-react';
import { ButtonDialog } from '@/components/button-dialog.tsx';
import { lazyWithPreload } from '@/lib/lazy-with-preload.ts';

// Like Add Shift's, the form loads when the dialog is about to open (DESIGN §10).
const EditForm = lazyWithPreload(() => import('./edit-shift-form.tsx'), 'EditShiftForm');

interface EditShiftDialogProps {
  shift: ShiftDetail;
  /** Someone is confirmed: only the notes may change. */
  notesOnly: boolean;
  /** The page's main action for its manager (issue #26 §10): when there is nobody to assign. */
  primary: boolean;
}

/** The shift page's Edit Shift button and its dialog (issue #16 §2). */
export function EditShiftDialog({ shift, notesOnly, primary }: EditShiftDialogProps) {
  return (
    <ButtonDialog
      icon={Pencil}
      variant={primary ? 'default' : 'outline'}
      preload={EditForm.preload}
      title="Edit Shift"
      description="Change the shift; those who asked for it are told. Times are on the location's clock."
      className="sm:max-w-2xl"
    >
      {(close) => <EditForm.Component shift={shift} notesOnly={notesOnly} onSaved={close} />}
    </ButtonDialog>
  );
}
