import {
  CANCEL_REASON_MAX_LENGTH,
  cancelRequestPayloadSchema,
  lateCancellationWarning,
  REQUEST_LABELS,
  type CancelRequestPayload,
} from '@chairside/domain';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { DialogFormFooter, type SubmitLabels } from '@/components/forms/dialog-form-footer.tsx';
import { FormField } from '@/components/forms/form-field.tsx';
import { submitThrough } from '@/components/forms/submit-through.ts';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { Input } from '@/components/ui/input.tsx';
import { useCancelRequest } from '../api/cancel-request.ts';

const CANCEL_LABELS: SubmitLabels = {
  idle: REQUEST_LABELS.cancelShift,
  busy: 'Cancelling...',
  dismiss: REQUEST_LABELS.keepShift,
};

const NO_REASON: CancelRequestPayload = { reason: '' };

interface CancelShiftFormProps {
  shiftId: number;
  requestId: number;
  /** The shift's start when the person cancels their own: a late cancellation says so. */
  lateFrom: string | null;
  onCancelled: () => void;
}

/** The Cancel Shift form: a required one-line reason (the domain's rule); refusals above the buttons. */
export function CancelShiftForm({
  shiftId,
  requestId,
  lateFrom,
  onCancelled,
}: CancelShiftFormProps) {
  // Read once as the dialog opens: 'Late cancellation: this shift starts in 20 hours.'
  const [late] = useState(() =>
    lateFrom ? lateCancellationWarning(new Date(), new Date(lateFrom)) : null,
  );
  const mutation = useCancelRequest(shiftId, requestId);
  const form = useSchemaForm(cancelRequestPayloadSchema, NO_REASON);
  const reason = useWatch({ control: form.control, name: 'reason' });
  const onSubmit = submitThrough(
    form,
    (values) => mutation.mutateAsync(values),
    () => {
      toast.success(REQUEST_LABELS.shiftCancelled, {
        description: REQUEST_LABELS.shiftCancelledBody,
      });
      onCancelled();
    },
  );
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {late ? (
        <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {late}
        </p>
      ) : null}
      <FormField
        control={form.control}
        name="reason"
        label="Reason"
        hint={`Required. ${(reason ?? '').length}/${CANCEL_REASON_MAX_LENGTH} characters`}
      >
        {(field) => <Input autoComplete="off" maxLength={CANCEL_REASON_MAX_LENGTH} {...field} />}
      </FormField>
      <DialogFormFooter
        error={mutation.error}
        submitting={form.formState.isSubmitting}
        labels={CANCEL_LABELS}
        destructive
      />
    </form>
  );
}
