import {
  addMinutesToClock,
  clockToMinutes,
  createShiftFormSchema,
  DEFAULT_LUNCH_MINUTES,
  DEFAULT_SHIFT_MINUTES,
  LUNCH_OPTIONS,
  managesLocation,
  SHIFT_POSITIONS,
  shiftPayloadFromForm,
  SPECIALTIES,
  SPECIALTY_SHIFT_POSITION,
  type CreateShiftForm as CreateShiftValues,
  type ShiftDetail,
} from '@chairside/domain';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/forms/form-field.tsx';
import { DialogFormFooter, type SubmitLabels } from '@/components/forms/dialog-form-footer.tsx';
import { ChoiceFormField } from '@/components/forms/choice-form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';
import { useLocationOptions } from '@/lib/pickers/location-options.ts';
import { submitThrough } from '@/components/forms/submit-through.ts';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { useCreateShift } from '../api/create-shift.ts';
import { ShiftTimeFields } from './shift-time-fields.tsx';

const CREATE_LABELS: SubmitLabels = { idle: 'Create Shift', busy: 'Creating...' };

const POSITION_OPTIONS = SHIFT_POSITIONS.map((position) => ({ value: position, label: position }));
const SPECIALTY_OPTIONS = SPECIALTIES.map((specialty) => ({ value: specialty, label: specialty }));
const LUNCH_CHOICES = LUNCH_OPTIONS.map((option) => ({
  value: String(option.value),
  label: option.label,
}));
const DEFAULT_START = '09:00';

function emptyShift(date: string): CreateShiftValues {
  return {
    position: undefined as never,
    specialty: '',
    date,
    startTime: DEFAULT_START,
    endTime: addMinutesToClock(DEFAULT_START, DEFAULT_SHIFT_MINUTES),
    locationId: '',
    lunchMinutes: String(DEFAULT_LUNCH_MINUTES),
    notes: '',
    internalNotes: '',
  };
}

interface CreateShiftFormProps {
  defaultDate: string;
  onCreated: (shift: ShiftDetail) => void;
}

/**
 * The Add Shift form (SPEC §5 messages from the domain schema). Until End is touched it
 * follows Start, keeping the shift's length (default 120 minutes). It lives inside the
 * dialog's content, so every opening starts afresh; server errors show above the buttons.
 * Two columns of pairs (Position and Specialty, Date and Lunch length, Start and End time),
 * then the wide fields: Specialty is always there, enabled for Dental Assistant-Specialty
 * only, so choosing that position moves no field.
 */
export function CreateShiftForm({ defaultDate, onCreated }: CreateShiftFormProps) {
  const user = useSignedInUser();
  const locations = useLocationOptions('all');
  // A location manager may post shifts only at the locations they manage (docs/API.md).
  const locationOptions = (locations.data ?? [])
    .filter((option) => managesLocation(user, option.value))
    .map((option) => ({ value: String(option.value), label: option.label }));
  const mutation = useCreateShift();
  const form = useSchemaForm(createShiftFormSchema, emptyShift(defaultDate));
  const endTouched = useRef(false);
  const position = useWatch({ control: form.control, name: 'position' });
  const specialtyApplies = position === SPECIALTY_SHIFT_POSITION;
  // A specialty chosen for another position is dropped from the post; clear it from sight too.
  useEffect(() => {
    if (!specialtyApplies && form.getValues('specialty')) form.setValue('specialty', '');
  }, [specialtyApplies, form]);

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

  const onSubmit = submitThrough(
    form,
    (values) => mutation.mutateAsync(shiftPayloadFromForm(values)),
    (shift) => {
      toast.success('Shift Created', {
        description: `${shift.position} at ${shift.locationName} was posted.`,
      });
      onCreated(shift);
    },
  );

  const { isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceFormField
          control={form.control}
          name="position"
          label="Position"
          options={POSITION_OPTIONS}
          placeholder="Select a position"
        />
        <ChoiceFormField
          control={form.control}
          name="specialty"
          label="Specialty"
          options={SPECIALTY_OPTIONS}
          disabled={!specialtyApplies}
          placeholder={
            specialtyApplies ? 'Select a specialty' : `Only for ${SPECIALTY_SHIFT_POSITION}`
          }
        />
        <FormField control={form.control} name="date" label="Date">
          {(field) => <Input type="date" {...field} />}
        </FormField>
        <ChoiceFormField
          control={form.control}
          name="lunchMinutes"
          label="Lunch length"
          options={LUNCH_CHOICES}
          placeholder="Select a lunch length"
        />
        <ShiftTimeFields
          control={form.control}
          onChange={{
            startTime: changeStart,
            endTime: (end, set) => {
              endTouched.current = true;
              set(end);
            },
          }}
        />
        <ChoiceFormField
          control={form.control}
          name="locationId"
          label="Location"
          className="sm:col-span-2"
          fallbackError={locations.error?.message}
          options={locationOptions}
          placeholder={locations.isPending ? 'Loading locations...' : 'Select a location'}
          search={{ placeholder: 'Search locations...', emptyText: 'No location found.' }}
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
      <DialogFormFooter error={mutation.error} submitting={isSubmitting} labels={CREATE_LABELS} />
    </form>
  );
}
