import * as rruleModule from 'rrule';
import { MAX_SHIFTS_PER_POSTING } from './constants.ts';
import type { Repeat } from './schemas/repeat.ts';
import { addDaysToDate } from './calendar-range.ts';
import { skippedShiftTimeMessages } from './skipped-shift-times.ts';
import { addWallClockMinutes, zonedLocalToInstant } from './zoned-time.ts';

/**
 * rrule ships CommonJS for Node (whose ESM import sees only a default export) and an ES module
 * for bundlers (named exports only); this reads RRule from whichever the runtime loaded.
 */
const { RRule } = (
  'RRule' in rruleModule ? rruleModule : (rruleModule as { default: typeof rruleModule }).default
) as typeof rruleModule;

/** JavaScript's weekday (0 Sunday) as rrule counts it (0 Monday). */
const rruleWeekday = (weekday: number) => (weekday + 6) % 7;

/** A calendar date as the UTC midnight rrule counts with: a floating date, never zoned. */
const floating = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The local calendar dates a repeat posts on, ascending, from the first shift's date (issue #16
 * §1). rrule expands weekly rules over floating UTC dates, so no DST change moves a date; the
 * clock is applied in the location's timezone afterwards. At most one more than
 * MAX_SHIFTS_PER_POSTING is returned, which is enough to refuse a posting over the limit.
 */
export function expandRepeat(firstDate: string, repeat: Repeat): string[] {
  const cap = MAX_SHIFTS_PER_POSTING + 1;
  if (repeat.kind === 'none') return [firstDate];
  // The shift's own date is the first chosen one, as the form's Date field shows it.
  if (repeat.kind === 'dates')
    return [...new Set([firstDate, ...repeat.dates])].sort().slice(0, cap);
  const rule = new RRule({
    freq: RRule.WEEKLY,
    dtstart: floating(firstDate),
    byweekday: repeat.weekdays.map(rruleWeekday),
    ...(repeat.until ? { until: floating(repeat.until) } : { count: repeat.count }),
  });
  return rule.all((_, index) => index < cap).map((day) => day.toISOString().slice(0, 10));
}

/** How far a weekly repeat runs when Add Shift first offers it (issue #26 §8). */
export const WEEKLY_REPEAT_DEFAULT_WEEKS = 4;

/**
 * Where a weekly repeat starts in Add Shift (issue #26 §8): on the shift's own weekday, until the
 * same weekday four weeks on. Without a date yet, nothing is chosen.
 */
export function weeklyRepeatDefaults(firstDate: string): { weekdays: number[]; until: string } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(firstDate)) return { weekdays: [], until: '' };
  return {
    weekdays: [new Date(`${firstDate}T00:00:00Z`).getUTCDay()],
    until: addDaysToDate(firstDate, WEEKLY_REPEAT_DEFAULT_WEEKS * 7),
  };
}

/** A previewed shift's mark: only 'ok' ones are posted. */
export const OCCURRENCE_STATUSES = ['ok', 'dstGap', 'duplicate', 'past'] as const;
export type OccurrenceStatus = (typeof OCCURRENCE_STATUSES)[number];

export interface Occurrence {
  date: string;
  startsAt: string;
  endsAt: string;
  status: OccurrenceStatus;
}

/** The key an existing open shift and an occurrence share when one duplicates the other. */
export function occurrenceKey(startsAt: Date | string, endsAt: Date | string): string {
  return `${new Date(startsAt).toISOString()}/${new Date(endsAt).toISOString()}`;
}

/**
 * The preview (issue #16 §1): each date at the shift's clock in its timezone, marked when its
 * start or end falls in a spring-forward gap (refused, as for one shift), when it starts before
 * `now`, or when an open shift at the same location and position already has its start and end
 * (`taken`, keys from occurrenceKey).
 */
export function previewOccurrences(input: {
  dates: readonly string[];
  clock: string;
  totalMinutes: number;
  timeZone: string;
  taken: ReadonlySet<string>;
  now: Date;
}): Occurrence[] {
  return input.dates.map((date) => {
    const local = `${date}T${input.clock}`;
    const start = zonedLocalToInstant(local, input.timeZone);
    const end = addWallClockMinutes(start, input.totalMinutes, input.timeZone);
    const status: OccurrenceStatus =
      skippedShiftTimeMessages(local, input.totalMinutes, input.timeZone).length > 0
        ? 'dstGap'
        : start.getTime() <= input.now.getTime()
          ? 'past'
          : input.taken.has(occurrenceKey(start, end))
            ? 'duplicate'
            : 'ok';
    return { date, startsAt: start.toISOString(), endsAt: end.toISOString(), status };
  });
}

const occurrenceDayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A preview's calendar date, 'Tue, Mar 2, 2027': a floating date, so read in UTC. */
export function formatOccurrenceDay(date: string): string {
  return occurrenceDayFormat.format(floating(date));
}
