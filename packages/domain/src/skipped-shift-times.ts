import { skippedTimeMessage } from './messages/general.ts';
import { formatClock12 } from './time.ts';
import { addMinutesToLocal, skippedClocks } from './zoned-time.ts';

/**
 * DESIGN §8: a shift's local start ('YYYY-MM-DDTHH:MM') and its wall-clock end (the start plus
 * totalMinutes) must exist in its timezone. A time inside a spring-forward gap is refused with
 * the skipped stretch, rather than moved silently to a time nobody entered.
 */
export function skippedShiftTimeMessages(
  date: string,
  totalMinutes: number,
  timeZone: string,
): string[] {
  const edges = [
    ['start', skippedClocks(date, timeZone)],
    ['end', skippedClocks(addMinutesToLocal(date, totalMinutes), timeZone)],
  ] as const;
  return edges.flatMap(([edge, skipped]) =>
    skipped
      ? [skippedTimeMessage(edge, formatClock12(skipped.from), formatClock12(skipped.to))]
      : [],
  );
}
