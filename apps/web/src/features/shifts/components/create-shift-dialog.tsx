import { Plus } from 'lucide-react';
import { lazy } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { useLazyDialogOpen } from '@/components/ui/use-lazy-dialog-open.ts';
import type { CreatedShift } from '../api/create-shift.ts';

/*
 * The form (react-hook-form, zod and the domain schemas) is most of the page's code, so it loads
 * when the dialog is about to open rather than with the calendar (DESIGN §10 shell budget):
 * from the button's hover or focus, and at the latest on the click. The dialog appears once the
 * form is there (useLazyDialogOpen).
 */
const loadCreateShiftForm = () => import('./create-shift-form.tsx');
const CreateShiftForm = lazy(async () => ({
  default: (await loadCreateShiftForm()).CreateShiftForm,
}));

interface CreateShiftDialogProps {
  /** The day chosen on the calendar ('YYYY-MM-DD'), offered as the shift's date. */
  defaultDate: string;
  onCreated: (shift: CreatedShift) => void;
}

/** The Create Shift button and its 'Add Shift' dialog; the form resets on every open and close. */
export function CreateShiftDialog({ defaultDate, onCreated }: CreateShiftDialogProps) {
  const [open, setOpen] = useLazyDialogOpen();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          type="button"
          onPointerEnter={() => void loadCreateShiftForm()}
          onFocus={() => void loadCreateShiftForm()}
        >
          <Plus aria-hidden />
          Create Shift
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add Shift</DialogTitle>
          <DialogDescription>
            Post an open shift; times are on the location&apos;s clock.
          </DialogDescription>
        </DialogHeader>
        <CreateShiftForm
          defaultDate={defaultDate}
          onCreated={(shift) => {
            setOpen(false);
            onCreated(shift);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
