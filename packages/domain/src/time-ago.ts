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
 * How soon `at` comes, in whole hours, or minutes within the hour: 'in 20 hours',
 * 'in 1 hour', 'in 45 minutes'. A time already past reads 'in 0 minutes'.
 */
export function formatTimeUntil(at: Date, now: Date): string {
  const ahead = Math.max(0, at.getTime() - now.getTime());
  const [count, unit] =
    ahead < HOUR_MS
      ? [Math.floor(ahead / MINUTE_MS), 'minute']
      : [Math.floor(ahead / HOUR_MS), 'hour'];
  return `in ${count} ${unit}${count === 1 ? '' : 's'}`;
}
