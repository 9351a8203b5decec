import { WEEKDAY_NAMES, weeklyRepeatDefaults, type Repeat } from '@chairside/domain';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import { ChoiceRadios } from './choice-radios.tsx';

/** What the Repeat section holds while it is edited; repeatOf reads it as the API's repeat. */
export interface RepeatDraft {
  kind: Repeat['kind'];
  weekdays: number[];
  end: 'until' | 'count';
  until: string;
  count: string;
  dates: string[];
}

export const NO_REPEAT: RepeatDraft = {
  kind: 'none',
  weekdays: [],
  end: 'until',
  until: '',
  count: '',
  dates: [],
};

/** The draft as POST /shifts/preview's `repeat`; repeatSchema checks it with its messages. */
export function repeatOf(draft: RepeatDraft): unknown {
  if (draft.kind === 'none') return { kind: 'none' };
  if (draft.kind === 'dates') return { kind: 'dates', dates: draft.dates };
  return {
    kind: 'weekly',
    weekdays: draft.weekdays,
    ...(draft.end === 'until'
      ? { until: draft.until || undefined }
      : { count: draft.count === '' ? undefined : Number(draft.count) }),
  };
}

const KINDS: { value: Repeat['kind']; label: string }[] = [
  { value: 'none', label: 'Does not repeat' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'dates', label: 'Chosen dates' },
];

function WeeklyFields({
  draft,
  onChange,
}: {
  draft: RepeatDraft;
  onChange: (d: RepeatDraft) => void;
}) {
  const id = useId();
  const toggle = (day: number) =>
    onChange({
      ...draft,
      weekdays: draft.weekdays.includes(day)
        ? draft.weekdays.filter((chosen) => chosen !== day)
        : [...draft.weekdays, day].sort(),
    });
  return (
    <div className="grid gap-3">
      <div role="group" aria-label="Weekdays" className="flex flex-wrap gap-1.5">
        {WEEKDAY_NAMES.map((name, index) => (
          <Button
            key={name}
            type="button"
            size="sm"
            variant={draft.weekdays.includes(index) ? 'default' : 'outline'}
            aria-pressed={draft.weekdays.includes(index)}
            aria-label={name}
            onClick={() => toggle(index)}
            className="w-12"
          >
            {name.slice(0, 3)}
          </Button>
        ))}
      </div>
      <ChoiceRadios
        label="Ends"
        value={draft.end}
        choices={[
          { value: 'until', label: 'Until' },
          { value: 'count', label: 'Occurrences' },
        ]}
        onChange={(end) => onChange({ ...draft, end })}
      />
      {draft.end === 'until' ? (
        <div className="grid gap-1.5 sm:max-w-xs">
          <label htmlFor={`${id}-until`} className="text-sm font-medium">
            Until date
          </label>
          <Input
            id={`${id}-until`}
            type="date"
            value={draft.until}
            onChange={(event) => onChange({ ...draft, until: event.target.value })}
          />
        </div>
      ) : (
        <div className="grid gap-1.5 sm:max-w-xs">
          <label htmlFor={`${id}-count`} className="text-sm font-medium">
            Number of occurrences
          </label>
          <Input
            id={`${id}-count`}
            type="number"
            min={1}
            max={366}
            inputMode="numeric"
            value={draft.count}
            onChange={(event) => onChange({ ...draft, count: event.target.value })}
          />
        </div>
      )}
    </div>
  );
}

function DateList({ draft, onChange }: { draft: RepeatDraft; onChange: (d: RepeatDraft) => void }) {
  const id = useId();
  const [day, setDay] = useState('');
  const add = () => {
    if (day && !draft.dates.includes(day))
      onChange({ ...draft, dates: [...draft.dates, day].sort() });
    setDay('');
  };
  return (
    <div className="grid gap-2">
      <label htmlFor={`${id}-date`} className="text-sm font-medium">
        Add a date
      </label>
      <div className="flex gap-2 sm:max-w-sm">
        <Input
          id={`${id}-date`}
          type="date"
          value={day}
          onChange={(event) => setDay(event.target.value)}
        />
        <Button type="button" variant="outline" onClick={add}>
          Add Date
        </Button>
      </div>
      {draft.dates.length > 0 ? (
        <ul aria-label="Chosen dates" className="flex flex-wrap gap-1.5">
          {draft.dates.map((chosen) => (
            <li key={chosen}>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                aria-label={`Remove ${chosen}`}
                onClick={() =>
                  onChange({ ...draft, dates: draft.dates.filter((date) => date !== chosen) })
                }
              >
                {chosen} ×
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The draft when `kind` is chosen: a first weekly repeat starts on the shift's weekday and ends
 * four weeks on (issue #26 §8); one already edited keeps what was chosen.
 */
function withKind(draft: RepeatDraft, kind: Repeat['kind'], firstDate: string): RepeatDraft {
  const untouched = draft.weekdays.length === 0 && draft.until === '' && draft.count === '';
  if (kind !== 'weekly' || !untouched) return { ...draft, kind };
  return { ...draft, kind, end: 'until', ...weeklyRepeatDefaults(firstDate) };
}

/** Add Shift's 'Repeat' section (issue #16 §1); `firstDate` is the form's Date. */
export function RepeatFields({
  draft,
  onChange,
  firstDate,
  error,
}: {
  draft: RepeatDraft;
  onChange: (draft: RepeatDraft) => void;
  firstDate: string;
  error?: string;
}) {
  return (
    <fieldset className={cn('grid gap-3 rounded-md border p-4', error && 'border-destructive')}>
      <legend className="px-1 text-sm font-semibold">Repeat</legend>
      <ChoiceRadios
        label="Repeat"
        value={draft.kind}
        choices={KINDS}
        onChange={(kind) => onChange(withKind(draft, kind, firstDate))}
      />
      {draft.kind === 'weekly' ? <WeeklyFields draft={draft} onChange={onChange} /> : null}
      {draft.kind === 'dates' ? <DateList draft={draft} onChange={onChange} /> : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
