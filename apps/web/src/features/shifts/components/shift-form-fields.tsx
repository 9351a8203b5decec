import {
  addMinutesToClock,
  clockToMinutes,
  DEFAULT_SHIFT_MINUTES,
  LUNCH_OPTIONS,
  type createShiftFormSchema,
  type CreateShiftForm as ShiftFormValues,
} from '@chairside/domain';
import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  ChoiceFormField,
  type ChoiceFormFieldProps,
} from '@/components/forms/choice-form-field.tsx';
import { FormField } from '@/components/forms/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { ShiftPayFields } from './shift-pay-fields.tsx';
import { ShiftPositionFields } from './shift-position-fields.tsx';
import { ShiftTimeFields } from './shift-time-fields.tsx';

/** Add Shift's lunch lengths, which the Shift Templates form offers too. */
export const LUNCH_CHOICES = LUNCH_OPTIONS.map((option) => ({
  value: String(option.value),
  label: option.label,
}));

export type ShiftForm = UseFormReturn<
  ShiftFormValues,
  unknown,
  z.output<typeof createShiftFormSchema>
>;

/** What the Location field offers: a choice in Add Shift, fixed in Edit Shift. */
type LocationField = Pick<
  ChoiceFormFieldProps<ShiftFormValues, 'locationId', unknown, unknown>,
  'options' | 'placeholder' | 'disabled' | 'fallbackError' | 'search'
>;

interface ShiftFormFieldsProps {
  form: ShiftForm;
  location: LocationField;
  /** Someone is confirmed (issue #16 §2): only the notes stay editable. */
  notesOnly?: boolean;
}

/**
 * The fields of Add Shift and Edit Shift (SPEC §5 messages from the domain schema). Until End is
 * touched it follows Start, keeping the shift's length (default 120 minutes). Two columns of
 * pairs (Position and Specialty, Date and Lunch length, Start and End time, the pay: issue #28),
 * then the wide fields.
 */
export function ShiftFormFields({ form, location, notesOnly = false }: ShiftFormFieldsProps) {
  const endTouched = useRef(false);

  function changeStart(start: string, onChange: (value: string) => void) {
    const { startTime, endTime } = form.getValues();
    onChange(start);
    if (endTouched.current || !start) return;
    const length = startTime && endTime ? clockToMinutes(endTime) - clockToMinutes(startTime) : 0;
    form.setValue(
      'endTime',
      addMinutesToClock(start, length > 0 ? length : DEFAULT_SHIFT_MINUTES),
      {
        shouldValidate: form.formState.isSubmitted,
      },
    );
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ShiftPositionFields form={form} disabled={notesOnly} />
      <FormField control={form.control} name="date" label="Date">
        {(field) => <Input type="date" {...field} disabled={notesOnly} />}
      </FormField>
      <ChoiceFormField
        control={form.control}
        name="lunchMinutes"
        label="Lunch length"
        options={LUNCH_CHOICES}
        disabled={notesOnly}
        placeholder="Select a lunch length"
      />
      <ShiftTimeFields
        control={form.control}
        disabled={notesOnly}
        onChange={{
          startTime: changeStart,
          endTime: (end, set) => {
            endTouched.current = true;
            set(end);
          },
        }}
      />
      <ShiftPayFields form={form} disabled={notesOnly} />
      <ChoiceFormField
        control={form.control}
        name="locationId"
        label="Location"
        className="sm:col-span-2"
        {...location}
      />
      <FormField control={form.control} name="notes" label="Notes" className="sm:col-span-2">
        {(field) => <Textarea rows={3} {...field} value={field.value ?? ''} />}
      </FormField>
      <FormField
        control={form.control}
        name="internalNotes"
        label="Internal Notes"
        className="sm:col-span-2"
      >
        {(field) => <Textarea rows={3} {...field} value={field.value ?? ''} />}
      </FormField>
    </div>
  );
}
