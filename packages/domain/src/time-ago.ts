const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/**
 * How long ago `at` was, as a notification list says it: 'Just now', '5 min ago', '3 h ago',
 * '2 d ago', then the date ('Mar 4') from a week on. A time ahead of `now` (clock skew between
 * server and browser) reads as 'Just now'.
 */
export function formatTimeAgo(at: Date, now: Date): string {
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} min ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)} h ago`;
  if (elapsed < 7 * DAY_MS) return `${Math.floor(elapsed / DAY_MS)} d ago`;
  return dayFormat.format(at);
}

/**
 * How soon `at` comes, rounded down so that it never promises more time than there is:
 * 'in 40 minutes' (at least one), 'in 20 hours' (up to two days), 'in 3 days'.
 */
export function formatTimeUntil(at: Date | string, now: Date): string {
  const minutes = Math.max(1, Math.floor((new Date(at).getTime() - now.getTime()) / MINUTE_MS));
  if (minutes < 60) return `in ${plural(minutes, 'minute')}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `in ${plural(hours, 'hour')}`;
  return `in ${plural(Math.floor(hours / 24), 'day')}`;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
