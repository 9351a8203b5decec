import { formatPay, type ShiftPay } from './pay/rates.ts';
import { addMinutesToLocal, localClockOf, localDateOf, zonedLocalToInstant } from './zoned-time.ts';

/** Issue #14 §2: new shifts posted this soon after a person's last alert reach them as one message. */
export const NEW_SHIFT_BATCH_WINDOW_MINUTES = 10;

/** Issue #14 §2: "never more than a few texts a day per person", counted per local day. */
export const NEW_SHIFT_TEXTS_PER_DAY = 3;

/** The local time the daily digest of new shifts leaves, on the person's clocks. */
export const NEW_SHIFT_DIGEST_TIME = '07:00';

/** When a batching window opened by an alert sent at `sentAt` closes. */
export function batchWindowEnd(sentAt: Date): Date {
  return new Date(sentAt.getTime() + NEW_SHIFT_BATCH_WINDOW_MINUTES * 60_000);
}

/** Whether an alert at `now` falls in a window that closes at `windowEnd` (null: none open). */
export function isInBatchWindow(now: Date, windowEnd: Date | null): boolean {
  return windowEnd !== null && now < windowEnd;
}

/** The person's local day around `now`, as instants [start, end): 23 or 25 hours across DST. */
export function localDayBounds(now: Date, timeZone: string): { start: Date; end: Date } {
  const today = localDateOf(now, timeZone);
  const tomorrow = addMinutesToLocal(`${today}T00:00`, 24 * 60).slice(0, 10);
  return {
    start: zonedLocalToInstant(`${today}T00:00`, timeZone),
    end: zonedLocalToInstant(`${tomorrow}T00:00`, timeZone),
  };
}

/** Whether one more new-shift text may go to a person who got `textsToday` on their local day. */
export function mayTextNewShift(textsToday: number): boolean {
  return textsToday < NEW_SHIFT_TEXTS_PER_DAY;
}

/** The next digest time strictly after `now` on the person's clocks (today's, else tomorrow's). */
export function nextDigestAt(now: Date, timeZone: string): Date {
  const today = localDateOf(now, timeZone);
  if (localClockOf(now, timeZone) < NEW_SHIFT_DIGEST_TIME) {
    return zonedLocalToInstant(`${today}T${NEW_SHIFT_DIGEST_TIME}`, timeZone);
  }
  const tomorrow = addMinutesToLocal(`${today}T00:00`, 24 * 60).slice(0, 10);
  return zonedLocalToInstant(`${tomorrow}T${NEW_SHIFT_DIGEST_TIME}`, timeZone);
}

/** How a batched alert or digest names its shifts: '3 new shifts near you'. */
export function newShiftsCountLabel(count: number): string {
  return count === 1 ? '1 new shift near you' : `${count} new shifts near you`;
}

const MONTH_DAY = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
  });

/** A span of local dates as the bell says it: 'Dec 3', 'Dec 3-6', 'Nov 29-Dec 2'. */
export function localDateSpan(dates: string[]): string {
  const sorted = [...dates].sort();
  const [first, last] = [sorted[0], sorted.at(-1)!];
  if (first === last) return MONTH_DAY(first);
  const end =
    first.slice(0, 7) === last.slice(0, 7) ? String(Number(last.slice(8))) : MONTH_DAY(last);
  return `${MONTH_DAY(first)}-${end}`;
}

/**
 * Issue #26 §7: the one alert a person gets for the shifts of one posting that fit them (a
 * repeat, a copied week, uncovered hours): '4 new Hygienist shifts at SF Clinic, Dec 3-6'. The
 * position and the location are named when the shifts share them, and so is the pay (issue #28
 * §1: '…, Dec 3-6 · $52.50/h · 1099 · Net 7') when they share one.
 */
export function newShiftsPostingLabel(
  shifts: ({ position: string; locationName: string; startsAt: Date; timezone: string } & (
    ShiftPay | { hourlyRateCents?: undefined }
  ))[],
): string {
  const positions = new Set(shifts.map((shift) => shift.position));
  const locations = new Set(shifts.map((shift) => shift.locationName));
  const what = positions.size === 1 ? `${shifts[0].position} ` : '';
  const noun = shifts.length === 1 ? 'shift' : 'shifts';
  const where = locations.size === 1 ? `at ${shifts[0].locationName}` : 'near you';
  const span = localDateSpan(shifts.map((shift) => localDateOf(shift.startsAt, shift.timezone)));
  const pays = new Set(
    shifts.map((shift) => (shift.hourlyRateCents === undefined ? null : formatPay(shift))),
  );
  const [pay] = pays;
  const paid = pays.size === 1 && pay ? ` · ${pay}` : '';
  return `${shifts.length} new ${what}${noun} ${where}, ${span}${paid}`;
}
