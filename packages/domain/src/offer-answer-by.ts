import { formatTime12, timezoneLabel } from './time.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** How long until `at`: 'in 45 minutes', 'in 5 hours', 'in 3 days'; 'time is up' once past. */
function timeLeft(at: Date, now: Date): string {
  const left = at.getTime() - now.getTime();
  if (left <= 0) return 'time is up';
  if (left < HOUR_MS) return `in ${plural(Math.max(1, Math.floor(left / MINUTE_MS)), 'minute')}`;
  if (left < 2 * DAY_MS) return `in ${plural(Math.floor(left / HOUR_MS), 'hour')}`;
  return `in ${plural(Math.floor(left / DAY_MS), 'day')}`;
}

/**
 * Issue #26 §6/§7: an offer's deadline as the person can act on it, on the shift's clocks:
 * 'Answer by Sun, Nov 29, 2:28 AM PST (in 5 hours)'.
 */
export function formatAnswerBy(at: Date | string, timeZone: string, now: Date): string {
  const deadline = new Date(at);
  const day = deadline.toLocaleDateString('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  const time = `${formatTime12(deadline, timeZone)} ${timezoneLabel(timeZone, deadline)}`;
  return `Answer by ${day}, ${time} (${timeLeft(deadline, now)})`;
}
