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
