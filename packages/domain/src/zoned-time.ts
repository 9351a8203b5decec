/**
 * Conversions between a wall-clock time in an IANA timezone and a UTC instant, DST included.
 * Inside, a wall clock is kept as the milliseconds it would be if it were UTC.
 */

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Formats are cached per zone: a report converts thousands of times in one answer, and a new
 * shift's audience checks each person's credentials against the shift's local date (building a
 * format costs a hundred times what formatting does).
 */
function cachedFormat(
  formats: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  make: () => { locale: string; options: Intl.DateTimeFormatOptions },
): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    const { locale, options } = make();
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(timeZone, format);
  }
  return format;
}

function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  return cachedFormat(offsetFormats, timeZone, () => ({
    locale: 'en-US',
    options: { timeZone, timeZoneName: 'longOffset' },
  }));
}

/** The UTC offset of `timeZone` at an instant, in minutes east of UTC (New York in winter: -300). */
export function utcOffsetMinutes(instant: number, timeZone: string): number {
  // 'GMT-05:00', or 'GMT' alone at offset zero; seconds of historical offsets are left out.
  const match = /GMT([+\-\u2212])(\d{2}):(\d{2})/.exec(offsetFormat(timeZone).format(instant));
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '+' ? minutes : -minutes;
}

/** 'YYYY-MM-DDTHH:MM' as a wall clock (setUTCFullYear, unlike Date.UTC, keeps years 0 to 99). */
function parseWallClock(local: string): number {
  const [datePart, timePart] = local.split('T');
  const [year, month, day] = datePart.split('-').map(Number);
  const [hours, minutes] = timePart.split(':').map(Number);
  const wallClock = new Date(0);
  wallClock.setUTCFullYear(year, month - 1, day);
  wallClock.setUTCHours(hours, minutes);
  return wallClock.getTime();
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function clockOf(wallClock: number): string {
  const value = new Date(wallClock);
  return `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
}

function formatWallClock(wallClock: number): string {
  const value = new Date(wallClock);
  const day = `${pad(value.getUTCFullYear(), 4)}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  return `${day}T${clockOf(wallClock)}`;
}

function wallClockAt(instant: number, timeZone: string): number {
  return instant + utcOffsetMinutes(instant, timeZone) * 60_000;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * The instant at which the clocks of `timeZone` show `wallClock`, read as RFC 5545 reads a
 * local time: one repeated by a fall-back change takes its first occurrence, one skipped by a
 * spring-forward change moves forward by the gap. The wall clock is read with the zone's offset
 * of a day before and of a day after, which bracket any change near it: the first reading is
 * the answer when it shows `wallClock` (the first occurrence) or when neither does (the gap).
 * The database's zoned_local_to_instant (migration 0003) is this function in SQL, so that the
 * stored shift ends agree with shiftEnd.
 */
function instantOfWallClock(wallClock: number, timeZone: string): number {
  const readBefore = wallClock - utcOffsetMinutes(wallClock - DAY_MS, timeZone) * 60_000;
  const readAfter = wallClock - utcOffsetMinutes(wallClock + DAY_MS, timeZone) * 60_000;
  if (readBefore === readAfter || wallClockAt(readBefore, timeZone) === wallClock) {
    return readBefore;
  }
  return wallClockAt(readAfter, timeZone) === wallClock ? readAfter : readBefore;
}

/** The instant at which the clocks of `timeZone` show `local` ('YYYY-MM-DDTHH:MM'). */
export function zonedLocalToInstant(local: string, timeZone: string): Date {
  return new Date(instantOfWallClock(parseWallClock(local), timeZone));
}

/**
 * The instant `minutes` later than `instant` on the clocks of `timeZone`: a DST change in
 * between does not count, so 22:00 plus 480 minutes is 6:00 AM local whether 7, 8 or 9 hours
 * pass.
 */
export function addWallClockMinutes(
  instant: Date | string,
  minutes: number,
  timeZone: string,
): Date {
  const start = wallClockAt(new Date(instant).getTime(), timeZone);
  return new Date(instantOfWallClock(start + minutes * 60_000, timeZone));
}

/**
 * The minutes from `start` to `end` on the clocks of `timeZone`: the length a shift from one to
 * the other is stored with, since a shift's end is its start plus its length on the wall clock.
 */
export function wallClockMinutesBetween(
  start: Date | string,
  end: Date | string,
  timeZone: string,
): number {
  const startClock = wallClockAt(new Date(start).getTime(), timeZone);
  return (wallClockAt(new Date(end).getTime(), timeZone) - startClock) / 60_000;
}

/** 'YYYY-MM-DDTHH:MM' moved by `minutes` on the wall clock. */
export function addMinutesToLocal(local: string, minutes: number): string {
  return formatWallClock(parseWallClock(local) + minutes * 60_000);
}

/** The wall clocks a spring-forward change skips: from `from` the clocks jump to `to` ('HH:MM'). */
export interface SkippedClocks {
  from: string;
  to: string;
}

/** The skipped stretch of wall clock that `local` lies in, or null when `local` exists. */
export function skippedClocks(local: string, timeZone: string): SkippedClocks | null {
  const wallClock = parseWallClock(local);
  const movedForward = instantOfWallClock(wallClock, timeZone);
  if (wallClockAt(movedForward, timeZone) === wallClock) return null;
  // Read with the offset before the change, `local` is `movedForward`; with the offset after
  // it, `local` is an instant before the change. The change lies between: find its minute.
  const offsetBefore = wallClock - movedForward;
  const offsetAfterMinutes = utcOffsetMinutes(movedForward, timeZone);
  let before = wallClock - offsetAfterMinutes * 60_000;
  let change = movedForward;
  while (change - before > 60_000) {
    const middle = before + Math.floor((change - before) / 120_000) * 60_000;
    if (utcOffsetMinutes(middle, timeZone) === offsetAfterMinutes) change = middle;
    else before = middle;
  }
  return {
    from: clockOf(change + offsetBefore),
    to: clockOf(change + offsetAfterMinutes * 60_000),
  };
}

/** The calendar date ('YYYY-MM-DD') of an instant on the clocks of `timeZone`. */
export function localDateOf(instant: Date | string, timeZone: string): string {
  return cachedFormat(dateFormats, timeZone, () => ({
    locale: 'en-CA',
    options: { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' },
  })).format(new Date(instant));
}

/** The wall-clock time ('HH:MM', 24 h) of an instant on the clocks of `timeZone`. */
export function localClockOf(instant: Date | string, timeZone: string): string {
  return cachedFormat(clockFormats, timeZone, () => ({
    locale: 'en-GB',
    options: { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  })).format(new Date(instant));
}
