/** Conversions between a wall-clock time in an IANA timezone and a UTC instant, DST included. */

function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wallClockAsUtc = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return Math.round((wallClockAsUtc - instant) / 60_000);
}

/**
 * The instant at which the clocks of `timeZone` show `local` ('YYYY-MM-DDTHH:MM').
 * A time skipped by a spring-forward change moves forward by the gap; a repeated fall-back
 * time takes its first occurrence.
 */
export function zonedLocalToInstant(local: string, timeZone: string): Date {
  const [datePart, timePart] = local.split('T');
  const [year, month, day] = datePart.split('-').map(Number);
  const [hours, minutes] = timePart.split(':').map(Number);
  const naive = Date.UTC(year, month - 1, day, hours, minutes);
  const firstGuess = naive - zoneOffsetMinutes(naive, timeZone) * 60_000;
  const offset = zoneOffsetMinutes(firstGuess, timeZone);
  const secondGuess = naive - offset * 60_000;
  const earlier = Math.min(firstGuess, secondGuess);
  const laterOffset = zoneOffsetMinutes(earlier, timeZone);
  return new Date(
    naive - laterOffset * 60_000 === earlier ? earlier : Math.max(firstGuess, secondGuess),
  );
}

/** The calendar date ('YYYY-MM-DD') of an instant on the clocks of `timeZone`. */
export function localDateOf(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

/** The wall-clock time ('HH:MM', 24 h) of an instant on the clocks of `timeZone`. */
export function localClockOf(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
}
