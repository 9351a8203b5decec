import {
  formatPay,
  formatTime12,
  PAY_LABELS,
  NOTES_MAX_LENGTH,
  requestShiftFormSchema,
  requiresExperience,
  shiftEnd,
  zonedLocalToInstant,
  type RequestShiftForm,
  type RequestShiftPayload,
  type ShiftDetail,
} from '@chairside/domain';
import { useId, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormField } from '@/components/forms/form-field.tsx';
import { DialogFormFooter, type SubmitLabels } from '@/components/forms/dialog-form-footer.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { formatZonedTime } from '@/lib/format-date.ts';
import { submitThrough } from '@/components/forms/submit-through.ts';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { useRequestShift } from '../api/request-shift.ts';
import { ShiftTimeFields } from './shift-time-fields.tsx';

const REQUEST_LABELS: SubmitLabels = { idle: 'Request Shift', busy: 'Requesting...' };

type RequestShiftValues = z.output<ReturnType<typeof requestShiftFormSchema>>;

const EMPTY_REQUEST: RequestShiftForm = {
  partial: false,
  startTime: '',
  endTime: '',
  experience: undefined,
  notes: '',
  proposedRate: '',
};

const EXPERIENCE_CHOICES = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/** Part-shift clock times are read on the shift's local date, in its timezone (DESIGN §8). */
function toInstant(shift: ShiftDetail, clock: string): string {
  return zonedLocalToInstant(`${shift.localDate}T${clock}`, shift.timezone).toISOString();
}

function payloadOf(shift: ShiftDetail, values: RequestShiftValues): RequestShiftPayload {
  // Issue #28 §2: a rate proposed goes out in cents; none proposed sends nothing.
  const proposed = values.proposedRate === null ? {} : { proposedRateCents: values.proposedRate };
  if (!values.partial || !values.startTime || !values.endTime)
    return { notes: values.notes, ...proposed };
  return {
    startTime: toInstant(shift, values.startTime),
    endTime: toInstant(shift, values.endTime),
    notes: values.notes,
    ...proposed,
  };
}

interface RequestShiftDialogFormProps {
  shift: ShiftDetail;
  onRequested: () => void;
}

/**
 * The Request Shift form (SPEC §5): part-shift times, the experience question on specialty
 * shifts (answering No blocks the request), a proposed rate (issue #28 §2) and notes. Server refusals show above the buttons.
 */
export function RequestShiftDialogForm({ shift, onRequested }: RequestShiftDialogFormProps) {
  const id = useId();
  const needsExperience = requiresExperience(shift);
  const schema = useMemo(() => requestShiftFormSchema(needsExperience), [needsExperience]);
  const mutation = useRequestShift(shift.id);
  const form = useSchemaForm(schema, EMPTY_REQUEST);
  const [partial, experience, notes] = useWatch({
    control: form.control,
    name: ['partial', 'experience', 'notes'],
  });
  const lacksExperience = needsExperience && experience === 'no';

  const onSubmit = submitThrough(
    form,
    (values) => mutation.mutateAsync(payloadOf(shift, values)),
    () => {
      toast.success('Shift Requested', {
        description: `Your request for the ${shift.position} shift at ${shift.locationName} was sent.`,
      });
      onRequested();
    },
  );

  const questionId = `${id}-experience`;
  const experienceErrorId = `${id}-experience-error`;
  const specialtyName = shift.specialty ?? shift.position;
  const endsAt = formatZonedTime(
    shiftEnd(shift.date, shift.totalMinutes, shift.timezone),
    shift.timezone,
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <Controller
        control={form.control}
        name="partial"
        render={({ field }) => (
          <div className="flex items-start gap-3">
            <Checkbox
              id={`${id}-partial`}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              className="mt-0.5"
            />
            <div className="grid gap-1">
              <label htmlFor={`${id}-partial`} className="cursor-pointer text-sm font-medium">
                I can only work part of this shift
              </label>
              <p className="text-sm text-muted-foreground">
                The shift runs {formatTime12(shift.date, shift.timezone)} to {endsAt}.
              </p>
            </div>
          </div>
        )}
      />
      {partial ? (
        // One picker a row: the dialog is too narrow for two whole ones side by side.
        <div className="grid gap-4">
          <ShiftTimeFields control={form.control} />
        </div>
      ) : null}
      {needsExperience ? (
        <Controller
          control={form.control}
          name="experience"
          render={({ field, fieldState }) => (
            <div className="grid gap-2">
              <p id={questionId} className="text-sm font-medium">
                Do you have {specialtyName} experience?
              </p>
              <RadioGroup
                aria-labelledby={questionId}
                aria-describedby={fieldState.error ? experienceErrorId : undefined}
                aria-invalid={fieldState.error ? true : undefined}
                value={field.value ?? ''}
                onValueChange={(value) => {
                  field.onChange(value);
                  // Answering No blocks the request: say so at once, not on submit.
                  void form.trigger('experience');
                }}
                className="flex flex-wrap gap-3"
              >
                {EXPERIENCE_CHOICES.map((choice) => {
                  const itemId = `${id}-experience-${choice.value}`;
                  return (
                    <div
                      key={choice.value}
                      className="relative flex min-w-24 items-center gap-2 rounded-md border px-3 py-2 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent"
                    >
                      <RadioGroupItem id={itemId} value={choice.value} />
                      <label
                        htmlFor={itemId}
                        className="text-sm font-medium after:absolute after:inset-0 after:cursor-pointer"
                      >
                        {choice.label}
                      </label>
                    </div>
                  );
                })}
              </RadioGroup>
              {fieldState.error ? (
                <p id={experienceErrorId} className="text-sm text-destructive">
                  {fieldState.error.message}
                </p>
              ) : null}
            </div>
          )}
        />
      ) : null}
      <FormField
        control={form.control}
        name="proposedRate"
        label={`${PAY_LABELS.proposeRate} ($)`}
        hint={`Optional. Posted: ${formatPay(shift)}`}
      >
        {(field) => (
          <Input {...field} value={field.value ?? ''} inputMode="decimal" placeholder="55.00" />
        )}
      </FormField>
      <FormField
        control={form.control}
        name="notes"
        label="Notes"
        hint={`Optional. ${(notes ?? '').length}/${NOTES_MAX_LENGTH} characters`}
      >
        {(field) => (
          <Textarea
            rows={3}
            placeholder="Anything the manager should know"
            {...field}
            value={field.value ?? ''}
          />
        )}
      </FormField>
      <DialogFormFooter
        error={mutation.error}
        submitting={form.formState.isSubmitting}
        blocked={lacksExperience}
        labels={REQUEST_LABELS}
      />
    </form>
  );
}
