import {
  addMinutesToClock,
  createShiftFormSchema,
  DEFAULT_LUNCH_MINUTES,
  DEFAULT_SHIFT_MINUTES,
  managesLocation,
  shiftPayloadFromForm,
  type CreateShiftForm as CreateShiftValues,
  type ShiftDetail,
} from '@chairside/domain';
import { toast } from 'sonner';
import { ChoiceFormField } from '@/components/forms/choice-form-field.tsx';
import { DialogFormFooter, type SubmitLabels } from '@/components/forms/dialog-form-footer.tsx';
import { submitThrough } from '@/components/forms/submit-through.ts';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { useSignedInUser } from '@/lib/current-user.ts';
import { useLocationOptions } from '@/lib/pickers/location-options.ts';
import { useCreateShift } from '../api/create-shift.ts';
import { ShiftFormFields } from './shift-form-fields.tsx';
import { TemplatePicker } from './template-picker.tsx';

const CREATE_LABELS: SubmitLabels = { idle: 'Create Shift', busy: 'Creating...' };
const DEFAULT_START = '09:00';

function emptyShift(date: string, locationId = ''): CreateShiftValues {
  return {
    position: undefined as never,
    specialty: '',
    date,
    startTime: DEFAULT_START,
    endTime: addMinutesToClock(DEFAULT_START, DEFAULT_SHIFT_MINUTES),
    locationId,
    lunchMinutes: String(DEFAULT_LUNCH_MINUTES),
    notes: '',
    internalNotes: '',
  };
}

interface CreateShiftFormProps {
  defaultDate: string;
  /** The week board's cell: the location chosen ahead (issue #16 §3). */
  defaultLocationId?: number;
  onCreated: (shift: ShiftDetail) => void;
}

/**
 * The Add Shift form. It lives inside the dialog's content, so every opening starts afresh;
 * server errors show above the buttons.
 */
export function CreateShiftForm({
  defaultDate,
  defaultLocationId,
  onCreated,
}: CreateShiftFormProps) {
  const user = useSignedInUser();
  const locations = useLocationOptions('all');
  // A location manager may post shifts only at the locations they manage (docs/API.md).
  const locationOptions = (locations.data ?? [])
    .filter((option) => managesLocation(user, option.value))
    .map((option) => ({ value: String(option.value), label: option.label }));
  const mutation = useCreateShift();
  const form = useSchemaForm(
    createShiftFormSchema,
    emptyShift(defaultDate, defaultLocationId === undefined ? '' : String(defaultLocationId)),
  );

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
      <TemplatePicker form={form} />
      <ShiftFormFields
        form={form}
        location={
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
        }
      />
      <DialogFormFooter error={mutation.error} submitting={isSubmitting} labels={CREATE_LABELS} />
    </form>
  );
}
