import { Button } from '@/components/ui/button.tsx';
import { DialogClose, DialogFooter } from '@/components/ui/dialog.tsx';
import { FormError } from './form-error.tsx';

export interface SubmitLabels {
  idle: string;
  /** While the call runs. */
  busy: string;
  /** The close button's words when 'Cancel' would read as the action itself ('Keep Shift'). */
  dismiss?: string;
}

interface DialogFormFooterProps {
  /** The server's refusal, shown in red above the buttons (SPEC §8). */
  error?: Error | null;
  submitting: boolean;
  /** The submit button's words, e.g. { idle: 'Create Location', busy: 'Creating...' }. */
  labels: SubmitLabels;
  /** Holds the submit back for another reason than submitting. */
  blocked?: boolean;
  /** Cancel waits for the call too. */
  lockCancel?: boolean;
  /** The submit ends something that cannot be taken back (Cancel Shift): the red button. */
  destructive?: boolean;
}

/** A dialog form's end: its server error, then Cancel (closes the dialog, or `labels.dismiss`) and submit. */
export function DialogFormFooter({
  error = null,
  submitting,
  labels,
  blocked = false,
  lockCancel = false,
  destructive = false,
}: DialogFormFooterProps) {
  return (
    <>
      <FormError error={error} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={lockCancel && submitting}>
            {labels.dismiss ?? 'Cancel'}
          </Button>
        </DialogClose>
        <Button
          type="submit"
          variant={destructive ? 'destructive' : 'default'}
          disabled={submitting || blocked}
        >
          {submitting ? labels.busy : labels.idle}
        </Button>
      </DialogFooter>
    </>
  );
}
