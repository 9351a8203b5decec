import {
  addMinutesToClock,
  centsToDollars,
  createShiftFormSchema,
  editPayloadFromForm,
  localClockOf,
  type CreateShiftForm as ShiftFormValues,
  type ShiftDetail,
} from '@chairside/domain';
import { toast } from 'sonner';
import { DialogFormFooter, type SubmitLabels } from '@/components/forms/dialog-form-footer.tsx';
import { submitThrough } from '@/components/forms/submit-through.ts';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { useEditShift } from '../api/edit-shift.ts';
import { ShiftFormFields } from './shift-form-fields.tsx';

const SAVE_LABELS: SubmitLabels = { idle: 'Save Changes', busy: 'Saving...' };

/** The shift as Add Shift's form holds it, on its location's clock. */
function shiftValues(shift: ShiftDetail): ShiftFormValues {
  const startTime = localClockOf(shift.date, shift.timezone);
  return {
    position: shift.position,
    specialty: shift.specialty ?? '',
    date: shift.localDate,
    startTime,
    endTime: addMinutesToClock(startTime, shift.totalMinutes),
    locationId: String(shift.locationId),
    lunchMinutes: String(shift.lunchMinutes),
    notes: shift.notes ?? '',
    internalNotes: shift.internalNotes ?? '',
    hourlyRate: centsToDollars(shift.hourlyRateCents),
    engagement: shift.engagement,
    paymentTerms: shift.paymentTerms,
  };
}

interface EditShiftFormProps {
  shift: ShiftDetail;
  /** Someone is confirmed: only the notes may change. */
  notesOnly: boolean;
  onSaved: () => void;
}

/** The Edit Shift form (issue #16 §2): Add Shift's fields and messages, the location fixed. */
export function EditShiftForm({ shift, notesOnly, onSaved }: EditShiftFormProps) {
  const mutation = useEditShift(shift.id);
  const form = useSchemaForm(createShiftFormSchema, shiftValues(shift));

  const onSubmit = submitThrough(
    form,
    (values) => mutation.mutateAsync(editPayloadFromForm(values, notesOnly)),
    (saved) => {
      toast.success('Shift Updated', {
        description: `${saved.position} at ${saved.locationName} was updated.`,
      });
      onSaved();
    },
  );

  const { isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {notesOnly ? (
        <p role="note" className="rounded-md border bg-muted/50 px-3 py-2 text-sm">
          Someone is confirmed for this shift, so only its notes can be edited.
        </p>
      ) : null}
      <ShiftFormFields
        form={form}
        notesOnly={notesOnly}
        location={{
          options: [{ value: String(shift.locationId), label: shift.locationName }],
          disabled: true,
          placeholder: shift.locationName,
        }}
      />
      <DialogFormFooter error={mutation.error} submitting={isSubmitting} labels={SAVE_LABELS} />
    </form>
  );
}
