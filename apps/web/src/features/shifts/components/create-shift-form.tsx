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
import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/forms/form-field.tsx';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer.tsx';
import { Combobox } from '@/components/ui/combobox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { OptionSelect } from '@/components/ui/select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';
import { useLocationOptions } from '@/lib/pickers/location-options.ts';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { useCreateShift } from '../api/create-shift.ts';
import { ShiftTimeFields } from './shift-time-fields.tsx';

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

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutateAsync(shiftPayloadFromForm(values)).then(
      (shift) => {
        toast.success('Shift Created', {
          description: `${shift.position} at ${shift.locationName} was posted.`,
        });
        onCreated(shift);
      },
      // The message is shown in the form (mutation.error); nothing else to do.
      () => undefined,
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="position" label="Position">
          {(field) => (
            <OptionSelect
              options={POSITION_OPTIONS}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              placeholder="Select a position"
            />
          )}
        </FormField>
        {position === SPECIALTY_SHIFT_POSITION ? (
          <FormField control={form.control} name="specialty" label="Specialty">
            {(field) => (
              <OptionSelect
                options={SPECIALTY_OPTIONS}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="Select a specialty"
              />
            )}
          </FormField>
        ) : null}
        <FormField control={form.control} name="date" label="Date">
          {(field) => <Input type="date" {...field} />}
        </FormField>
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
        <FormField
          control={form.control}
          name="locationId"
          label="Location"
          className="sm:col-span-2"
          fallbackError={locations.error?.message}
        >
          {(field) => (
            <Combobox
              options={locationOptions}
              value={field.value == null ? '' : String(field.value)}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={locations.isPending ? 'Loading locations...' : 'Select a location'}
              searchPlaceholder="Search locations..."
              emptyText="No location found."
            />
          )}
        </FormField>
        <FormField control={form.control} name="lunchMinutes" label="Lunch length">
          {(field) => (
            <OptionSelect
              options={LUNCH_CHOICES}
              value={field.value == null ? '' : String(field.value)}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              placeholder="Select a lunch length"
            />
          )}
        </FormField>
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
      <DialogFormFooter
        error={mutation.error}
        submitting={form.formState.isSubmitting}
        submitLabel="Create Shift"
        submittingLabel="Creating..."
      />
    </form>
  );
}
