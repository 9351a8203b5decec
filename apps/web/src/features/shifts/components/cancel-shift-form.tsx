import {
  CANCEL_REASON_MAX_LENGTH,
  cancelRequestPayloadSchema,
  REQUEST_LABELS,
  type CancelRequestPayload,
} from '@chairside/domain';
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
  onCancelled: () => void;
}

/** The Cancel Shift form: a required one-line reason (the domain's rule); refusals above the buttons. */
export function CancelShiftForm({ shiftId, requestId, onCancelled }: CancelShiftFormProps) {
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
      />
    </form>
  );
}
