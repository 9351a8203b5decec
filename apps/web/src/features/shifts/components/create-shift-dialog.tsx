import type { ShiftDetail } from '@chairside/domain';
import { Plus } from 'lucide-react';
import { ButtonDialog } from '@/components/button-dialog.tsx';
import { lazyWithPreload } from '@/lib/lazy-with-preload.ts';

/*
 * The form (react-hook-form, zod and the domain schemas) is most of the page's code, so it loads
 * when the dialog is about to open rather than with the calendar (DESIGN §10 shell budget):
 * from the button's hover or focus, and at the latest on the click.
 */
const CreateForm = lazyWithPreload(
  () => import('./create-shift-form.tsx'),
  (module) => module.CreateShiftForm,
);

interface CreateShiftDialogProps {
  /** The day chosen on the calendar ('YYYY-MM-DD'), offered as the shift's date. */
  defaultDate: string;
  onCreated: (shift: ShiftDetail) => void;
}

/** The Create Shift button and its 'Add Shift' dialog; the form resets on every open and close. */
export function CreateShiftDialog({ defaultDate, onCreated }: CreateShiftDialogProps) {
  return (
    <ButtonDialog
      icon={Plus}
      label="Create Shift"
      preload={CreateForm.preload}
      title="Add Shift"
      description="Post an open shift; times are on the location's clock."
      className="sm:max-w-2xl"
    >
      {(close) => (
        <CreateForm.Component
          defaultDate={defaultDate}
          onCreated={(shift) => {
            close();
            onCreated(shift);
          }}
        />
      )}
    </ButtonDialog>
  );
}
