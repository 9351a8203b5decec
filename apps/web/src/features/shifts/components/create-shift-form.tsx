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
} from '@chairside/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormError } from '@/components/forms/form-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Combobox } from '@/components/ui/combobox.tsx';
import { DialogClose, DialogFooter } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { OptionSelect } from '@/components/ui/select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';
import { useCreateShift, type CreatedShift } from '../api/create-shift.ts';
import { useAllLocationOptions } from '../api/get-location-options.ts';
import { TimePicker } from './time-picker.tsx';

type ValidShift = z.output<typeof createShiftFormSchema>;

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
  onCreated: (shift: CreatedShift) => void;
}

/**
 * The Add Shift form (SPEC §5 messages from the domain schema). Until End is touched it
 * follows Start, keeping the shift's length (default 120 minutes). It lives inside the
 * dialog's content, so every opening starts afresh; server errors show above the buttons.
 */
export function CreateShiftForm({ defaultDate, onCreated }: CreateShiftFormProps) {
  const user = useSignedInUser();
  const locations = useAllLocationOptions();
  // A location manager may post shifts only at the locations they manage (docs/API.md).
  const locationOptions = (locations.data ?? [])
    .filter((option) => managesLocation(user, option.value))
    .map((option) => ({ value: String(option.value), label: option.label }));
  const mutation = useCreateShift();
  const form = useForm<CreateShiftValues, unknown, ValidShift>({
    resolver: zodResolver(createShiftFormSchema),
    defaultValues: emptyShift(defaultDate),
    // SPEC §5: checked on submit, then each field again as it changes.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
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
        <Controller
          control={form.control}
          name="position"
          render={({ field, fieldState }) => (
            <Field label="Position" error={fieldState.error?.message}>
              <OptionSelect
                options={POSITION_OPTIONS}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="Select a position"
              />
            </Field>
          )}
        />
        {position === SPECIALTY_SHIFT_POSITION ? (
          <Controller
            control={form.control}
            name="specialty"
            render={({ field, fieldState }) => (
              <Field label="Specialty" error={fieldState.error?.message}>
                <OptionSelect
                  options={SPECIALTY_OPTIONS}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder="Select a specialty"
                />
              </Field>
            )}
          />
        ) : null}
        <Controller
          control={form.control}
          name="date"
          render={({ field, fieldState }) => (
            <Field label="Date" error={fieldState.error?.message}>
              <Input type="date" {...field} />
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="startTime"
          render={({ field, fieldState }) => (
            <Field label="Start time" error={fieldState.error?.message}>
              <TimePicker
                aria-label="Start time"
                value={field.value ?? ''}
                onChange={(start) => changeStart(start, field.onChange)}
              />
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="endTime"
          render={({ field, fieldState }) => (
            <Field label="End time" error={fieldState.error?.message}>
              <TimePicker
                aria-label="End time"
                value={field.value ?? ''}
                onChange={(end) => {
                  endTouched.current = true;
                  field.onChange(end);
                }}
              />
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="locationId"
          render={({ field, fieldState }) => (
            <Field
              label="Location"
              error={fieldState.error?.message ?? locations.error?.message}
              className="sm:col-span-2"
            >
              <Combobox
                options={locationOptions}
                value={field.value == null ? '' : String(field.value)}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder={locations.isPending ? 'Loading locations...' : 'Select a location'}
                searchPlaceholder="Search locations..."
                emptyText="No location found."
              />
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="lunchMinutes"
          render={({ field, fieldState }) => (
            <Field label="Lunch length" error={fieldState.error?.message}>
              <OptionSelect
                options={LUNCH_CHOICES}
                value={field.value == null ? '' : String(field.value)}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="Select a lunch length"
              />
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="notes"
          render={({ field, fieldState }) => (
            <Field label="Notes" error={fieldState.error?.message} className="sm:col-span-2">
              <Textarea rows={3} {...field} value={field.value ?? ''} />
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="internalNotes"
          render={({ field, fieldState }) => (
            <Field
              label="Internal Notes"
              error={fieldState.error?.message}
              className="sm:col-span-2"
            >
              <Textarea rows={3} {...field} value={field.value ?? ''} />
            </Field>
          )}
        />
      </div>
      <FormError error={mutation.error} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Creating...' : 'Create Shift'}
        </Button>
      </DialogFooter>
    </form>
  );
}
