import {
  addMinutesToClock,
  createShiftFormSchema,
  DEFAULT_ENGAGEMENT,
  DEFAULT_LUNCH_MINUTES,
  DEFAULT_PAYMENT_TERMS,
  DEFAULT_SHIFT_MINUTES,
  formatClock12,
  managesLocation,
  repeatSchema,
  shiftPayloadFromForm,
  type RepeatShiftPayload,
  type CreateShiftForm as CreateShiftValues,
  type ShiftDetail,
} from '@chairside/domain';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { DialogFormFooter, type SubmitLabels } from '@/components/forms/dialog-form-footer.tsx';
import { submitThrough } from '@/components/forms/submit-through.ts';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { useSignedInUser } from '@/lib/current-user.ts';
import { useLocationOptions } from '@/lib/pickers/location-options.ts';
import { useCreateShift } from '../api/create-shift.ts';
import { getShift } from '../api/get-shift.ts';
import { usePostSeries, usePreviewRepeat } from '../api/repeat-shifts.ts';
import { NO_REPEAT, RepeatFields, repeatOf, type RepeatDraft } from './repeat-fields.tsx';
import { PostingPreview, type PreviewItem } from './posting-preview.tsx';
import { ShiftFormFields } from './shift-form-fields.tsx';
import { TemplatePicker } from './template-picker.tsx';

const CREATE_LABELS: SubmitLabels = { idle: 'Create Shift', busy: 'Creating...' };
const PREVIEW_LABELS: SubmitLabels = { idle: 'Preview Shifts', busy: 'Checking...' };

/** A repeat's preview, with the payload it was made from. */
interface PreviewStep {
  payload: RepeatShiftPayload;
  items: PreviewItem[];
}
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
    hourlyRate: '',
    engagement: DEFAULT_ENGAGEMENT,
    paymentTerms: DEFAULT_PAYMENT_TERMS,
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

  const firstDate = useWatch({ control: form.control, name: 'date' });
  const [repeat, setRepeat] = useState<RepeatDraft>(NO_REPEAT);
  const [repeatError, setRepeatError] = useState<string>();
  const [step, setStep] = useState<PreviewStep | null>(null);
  const preview = usePreviewRepeat();
  const series = usePostSeries();

  const announce = (shift: ShiftDetail, count = 1) => {
    toast.success(count > 1 ? 'Shifts Created' : 'Shift Created', {
      description:
        count > 1
          ? `${count} ${shift.position} shifts at ${shift.locationName} were posted.`
          : `${shift.position} at ${shift.locationName} was posted.`,
    });
    onCreated(shift);
  };

  const onSubmit = submitThrough(
    form,
    async (values) => {
      const shift = shiftPayloadFromForm(values);
      if (repeat.kind === 'none') return { created: await mutation.mutateAsync(shift) };
      const parsed = repeatSchema.safeParse(repeatOf(repeat));
      setRepeatError(parsed.error?.issues[0]?.message);
      if (!parsed.success) throw parsed.error;
      const payload = { shift, repeat: parsed.data };
      const { occurrences } = await preview.mutateAsync(payload);
      // Every shift of a repeat is at the form's clock.
      const hours = `${formatClock12(values.startTime)} – ${formatClock12(values.endTime)}`;
      const items = occurrences.map((occurrence) => ({
        ...occurrence,
        key: occurrence.date,
        hours,
      }));
      return { step: { payload, items } };
    },
    (answer: { created?: ShiftDetail; step?: PreviewStep }) => {
      if (answer.created) announce(answer.created);
      if (answer.step) setStep(answer.step);
    },
  );

  const postSeries = async () => {
    if (!step) return;
    const answer = await series.mutateAsync(step.payload).catch(() => null);
    if (answer) announce(await getShift(answer.shiftIds[0]), answer.shiftIds.length);
  };

  if (step) {
    return (
      <PostingPreview
        items={step.items}
        posting={series.isPending}
        error={series.error}
        onBack={() => setStep(null)}
        onPost={() => void postSeries()}
      />
    );
  }

  const { isSubmitting } = form.formState;
  return (
    <>
      <TemplatePicker form={form} locations={locationOptions} />
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <ShiftFormFields
          form={form}
          location={{
            fallbackError: locations.error?.message,
            options: locationOptions,
            placeholder: locations.isPending ? 'Loading locations...' : 'Select a location',
            search: { placeholder: 'Search locations...', emptyText: 'No location found.' },
          }}
        />
        <RepeatFields
          draft={repeat}
          onChange={setRepeat}
          firstDate={firstDate}
          error={repeatError}
        />
        <DialogFormFooter
          error={repeat.kind === 'none' ? mutation.error : preview.error}
          submitting={isSubmitting}
          labels={repeat.kind === 'none' ? CREATE_LABELS : PREVIEW_LABELS}
          sticky
        />
      </form>
    </>
  );
}
