import {
  addDaysToDate,
  COPY_WEEK_MESSAGES,
  copyWeekPayloadSchema,
  formatTime12,
  formatWeekRange,
  managesLocation,
  weekStartOf,
  type CopyWeekPayload,
} from '@chairside/domain';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Combobox } from '@/components/ui/combobox.tsx';
import { Field } from '@/components/ui/field.tsx';
import { OptionSelect } from '@/components/ui/select.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';
import { useLocationOptions } from '@/lib/pickers/location-options.ts';
import { useCopyWeek, usePreviewCopyWeek } from '../api/copy-week.ts';
import { PostingPreview, type PreviewItem } from './posting-preview.tsx';

const ALL_LOCATIONS = 'all';
/** The weeks offered either side of the board's week. */
const WEEKS_AROUND = 12;
const PREVIEW_LABELS = { idle: 'Preview Shifts', busy: 'Checking...' };

interface CopyWeekFormProps {
  /** The board's week, 'YYYY-MM-DD' (its Sunday): copied from by default, to the next one. */
  week: string;
  /** Today, 'YYYY-MM-DD': a copy goes to this week or a later one. */
  today: string;
  /** The board's location filter, chosen ahead when the user manages it. */
  locationId: number | null;
  /** After a copy, with the week copied to. */
  onCopied: (week: string) => void;
}

/** The later of two dates 'YYYY-MM-DD'. */
const later = (a: string, b: string) => (a > b ? a : b);

/** The weeks from the one starting on `first` to the one starting on `last`, as options. */
function weekOptions(first: string, last: string) {
  const options = [];
  for (let sunday = first; sunday <= last; sunday = addDaysToDate(sunday, 7))
    options.push({ value: sunday, label: formatWeekRange(sunday) });
  return options;
}

/** The preview of a copy, with the payload it was made from. */
interface PreviewStep {
  payload: CopyWeekPayload;
  items: PreviewItem[];
}

/**
 * Copy Week (issue #16 §1): the shifts of one week, at a location or at every location the
 * manager manages, posted again on the same weekdays and clocks in another week, after a
 * preview marking those that cannot be (a DST gap, the past, already posted).
 */
export function CopyWeekForm({ week, today, locationId, onCopied }: CopyWeekFormProps) {
  const id = useId();
  const user = useSignedInUser();
  const locations = useLocationOptions('all');
  const [from, setFrom] = useState(week);
  const thisWeek = weekStartOf(today);
  const [to, setTo] = useState(later(addDaysToDate(week, 7), thisWeek));
  const [location, setLocation] = useState(
    locationId !== null && managesLocation(user, locationId) ? String(locationId) : ALL_LOCATIONS,
  );
  const [includeFilled, setIncludeFilled] = useState(false);
  const [toError, setToError] = useState<string>();
  const [nothingToCopy, setNothingToCopy] = useState(false);
  const [step, setStep] = useState<PreviewStep | null>(null);
  const preview = usePreviewCopyWeek();
  const copy = useCopyWeek();

  const fromWeeks = weekOptions(
    addDaysToDate(week, -7 * WEEKS_AROUND),
    addDaysToDate(week, 7 * WEEKS_AROUND),
  );
  // Shifts are posted from now on: the weeks gone by are no place to copy to.
  const toWeeks = weekOptions(
    later(thisWeek, addDaysToDate(week, -7 * WEEKS_AROUND)),
    addDaysToDate(later(thisWeek, week), 7 * WEEKS_AROUND),
  );
  const locationOptions = [
    { value: ALL_LOCATIONS, label: 'All my locations' },
    ...(locations.data ?? [])
      .filter((option) => managesLocation(user, option.value))
      .map((option) => ({ value: String(option.value), label: option.label })),
  ];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = copyWeekPayloadSchema.safeParse({
      fromWeekStart: from,
      toWeekStart: to,
      locationId: location === ALL_LOCATIONS ? undefined : Number(location),
      includeFilled,
    });
    setToError(parsed.error?.issues[0]?.message);
    if (!parsed.success) return;
    const answer = await preview.mutateAsync(parsed.data).catch(() => null);
    if (!answer) return;
    setNothingToCopy(answer.shifts.length === 0);
    if (answer.shifts.length === 0) return;
    const items = answer.shifts.map((shift) => ({
      key: String(shift.sourceShiftId),
      date: shift.date,
      hours: `${formatTime12(shift.startsAt, shift.timezone)} – ${formatTime12(shift.endsAt, shift.timezone)}`,
      detail: `${shift.position} · ${shift.locationName}`,
      status: shift.status,
    }));
    setStep({ payload: parsed.data, items });
  };

  const post = async () => {
    if (!step) return;
    const answer = await copy.mutateAsync(step.payload).catch(() => null);
    if (!answer) return;
    const count = answer.shiftIds.length;
    toast.success('Week Copied', {
      description: `${count} ${count === 1 ? 'shift was' : 'shifts were'} posted for ${formatWeekRange(step.payload.toWeekStart)}.`,
    });
    onCopied(step.payload.toWeekStart);
  };

  if (step) {
    return (
      <PostingPreview
        items={step.items}
        posting={copy.isPending}
        error={copy.error}
        onBack={() => setStep(null)}
        onPost={() => void post()}
      />
    );
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Copy from">
          <OptionSelect options={fromWeeks} value={from} onValueChange={setFrom} />
        </Field>
        <Field label="Copy to" error={toError}>
          <OptionSelect options={toWeeks} value={to} onValueChange={setTo} />
        </Field>
        <Field label="Location" className="sm:col-span-2">
          <Combobox
            options={locationOptions}
            value={location}
            onChange={setLocation}
            searchPlaceholder="Search locations..."
            emptyText="No location found."
          />
        </Field>
      </div>
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${id}-filled`}
          checked={includeFilled}
          onCheckedChange={(checked) => setIncludeFilled(checked === true)}
          className="mt-0.5"
        />
        <div className="grid gap-1">
          <label htmlFor={`${id}-filled`} className="cursor-pointer text-sm font-medium">
            Also copy filled shifts
          </label>
          <p className="text-sm text-muted-foreground">
            Their copies are open shifts; nobody is assigned to them.
          </p>
        </div>
      </div>
      {nothingToCopy ? (
        <p role="status" className="rounded-md border bg-muted/50 px-3 py-2 text-sm">
          {COPY_WEEK_MESSAGES.nothingToCopy}
        </p>
      ) : null}
      <DialogFormFooter
        error={preview.error}
        submitting={preview.isPending}
        labels={PREVIEW_LABELS}
      />
    </form>
  );
}
