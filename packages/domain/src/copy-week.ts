import { addDaysToDate } from './calendar-range.ts';
import type { ShiftPosition } from './constants.ts';
import { occurrenceKey, previewOccurrences, type Occurrence } from './repeat-shifts.ts';
import { localClockOf, localDateOf } from './zoned-time.ts';

/** A shift of the week being copied. */
export interface CopySource {
  id: number;
  locationId: number;
  locationName: string;
  position: ShiftPosition;
  startsAt: Date | string;
  totalMinutes: number;
  timezone: string;
}

/** An open shift already in the week copied to, which a copy at its hours would duplicate. */
export interface CopyTarget {
  locationId: number;
  position: ShiftPosition;
  startsAt: Date | string;
  endsAt: Date | string;
}

/** A shift a copy would post: its source, where, and when, marked like a repeat's occurrence. */
export interface CopiedShift extends Occurrence {
  sourceShiftId: number;
  locationId: number;
  locationName: string;
  position: ShiftPosition;
  timezone: string;
}

const slotKey = (shift: { locationId: number; position: string }, hours: string) =>
  `${shift.locationId}|${shift.position}|${hours}`;

/**
 * Copy a week (issue #16 §1): each source shift on the same weekday of the week from
 * `toWeekStart`, at the same clock on its location's wall clock (so across a DST change it keeps
 * its local hours), marked as a repeat marks its shifts: a spring-forward gap, a start before
 * `now`, or a duplicate of an open shift already there. Each existing shift absorbs one copy,
 * so a week that had two hygienists at 8:00 still gets a second one where one is posted. Each
 * copy comes with its source, whose other fields (lunch, specialty, notes) the posting copies.
 */
export function copyWeekOccurrences<Source extends CopySource>(input: {
  sources: readonly Source[];
  fromWeekStart: string;
  toWeekStart: string;
  existing: readonly CopyTarget[];
  now: Date;
}): { copy: CopiedShift; source: Source }[] {
  const days = Math.round(
    (Date.parse(`${input.toWeekStart}T00:00Z`) - Date.parse(`${input.fromWeekStart}T00:00Z`)) /
      86_400_000,
  );
  const free = new Map<string, number>();
  for (const shift of input.existing) {
    const key = slotKey(shift, occurrenceKey(shift.startsAt, shift.endsAt));
    free.set(key, (free.get(key) ?? 0) + 1);
  }
  const copies = input.sources.map((source) => {
    const [occurrence] = previewOccurrences({
      dates: [addDaysToDate(localDateOf(source.startsAt, source.timezone), days)],
      clock: localClockOf(source.startsAt, source.timezone),
      totalMinutes: source.totalMinutes,
      timeZone: source.timezone,
      taken: new Set(),
      now: input.now,
    }) as [Occurrence];
    const key = slotKey(source, occurrenceKey(occurrence.startsAt, occurrence.endsAt));
    const taken = free.get(key) ?? 0;
    const duplicate = occurrence.status === 'ok' && taken > 0;
    if (duplicate) free.set(key, taken - 1);
    const copy: CopiedShift = {
      ...occurrence,
      status: duplicate ? 'duplicate' : occurrence.status,
      sourceShiftId: source.id,
      locationId: source.locationId,
      locationName: source.locationName,
      position: source.position,
      timezone: source.timezone,
    };
    return { copy, source };
  });
  return copies.sort(
    ({ copy: a }, { copy: b }) =>
      a.startsAt.localeCompare(b.startsAt) || a.locationName.localeCompare(b.locationName),
  );
}
