import type { ShiftDetail } from '@chairside/domain';
import { Plus } from 'lucide-react';
import { ButtonDialog } from '@/components/button-dialog.tsx';
import { DialogShell } from '@/components/dialog-shell.tsx';
import { lazyWithPreload } from '@/lib/lazy-with-preload.ts';

/*
 * The form (react-hook-form, zod and the domain schemas) is most of the page's code, so it loads
 * when the dialog is about to open rather than with the calendar (DESIGN §10 shell budget):
 * from the button's hover or focus, and at the latest on the click.
 */
const CreateForm = lazyWithPreload(() => import('./create-shift-form.tsx'), 'CreateShiftForm');

/** Starts loading the Add Shift form, e.g. when the week board with its '+' buttons shows. */
export const preloadCreateShiftForm = CreateForm.preload;

const DIALOG = {
  title: 'Add Shift',
  description: "Post an open shift; times are on the location's clock.",
  className: 'sm:max-w-2xl',
};

interface CreateShiftDialogProps {
  /** The day chosen on the calendar ('YYYY-MM-DD'), offered as the shift's date. */
  defaultDate: string;
  onCreated: (shift: ShiftDetail) => void;
}

/** The Create Shift button and its 'Add Shift' dialog; the form resets on every open and close. */
export function CreateShiftDialog({ defaultDate, onCreated }: CreateShiftDialogProps) {
  return (
    <ButtonDialog icon={Plus} label="Create Shift" preload={CreateForm.preload} {...DIALOG}>
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

/** Where a week board cell adds a shift: its location and day ('YYYY-MM-DD'). */
export interface AddShiftAt {
  locationId: number;
  date: string;
}

interface AddShiftAtDialogProps {
  /** Open while set; the board's cell '+' buttons set it. */
  at: AddShiftAt | null;
  onClose: () => void;
  onCreated: (shift: ShiftDetail) => void;
}

/**
 * The same 'Add Shift' dialog opened from a week board cell, with the cell's location and day
 * filled in (issue #16 §3). One dialog for the whole board, not one per cell: 420 cells.
 */
export function AddShiftAtDialog({ at, onClose, onCreated }: AddShiftAtDialogProps) {
  return (
    <DialogShell open={at !== null} onOpenChange={(open) => (open ? null : onClose())} {...DIALOG}>
      {at ? (
        <CreateForm.Component
          defaultDate={at.date}
          defaultLocationId={at.locationId}
          onCreated={(shift) => {
            onClose();
            onCreated(shift);
          }}
        />
      ) : null}
    </DialogShell>
  );
}
