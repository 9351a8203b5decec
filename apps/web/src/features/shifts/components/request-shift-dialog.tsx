import { HandHelping } from 'lucide-react';
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
import { formatLongDate } from '@/lib/format-date.ts';
import type { ShiftDetail } from '../api/get-shift.ts';

/*
 * The form (react-hook-form, zod and the domain schemas) loads when the dialog is about to open,
 * not with the shift's page (DESIGN §10 shell budget): from the button's hover or focus, and at
 * the latest on the click. The dialog appears once the form is there (useLazyDialogOpen).
 */
const loadRequestShiftDialogForm = () => import('./request-shift-dialog-form.tsx');
const RequestShiftDialogForm = lazy(async () => ({
  default: (await loadRequestShiftDialogForm()).RequestShiftDialogForm,
}));

/** The Request Shift button and its dialog; the form starts empty on every opening. */
export function RequestShiftDialog({ shift }: { shift: ShiftDetail }) {
  const [open, setOpen] = useLazyDialogOpen();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          type="button"
          onPointerEnter={() => void loadRequestShiftDialogForm()}
          onFocus={() => void loadRequestShiftDialogForm()}
        >
          <HandHelping aria-hidden />
          Request Shift
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Request Shift</DialogTitle>
          <DialogDescription>
            {shift.position} at {shift.locationName} on {formatLongDate(shift.date, shift.timezone)}
            .
          </DialogDescription>
        </DialogHeader>
        <RequestShiftDialogForm shift={shift} onRequested={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
