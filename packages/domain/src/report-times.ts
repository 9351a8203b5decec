import type { ReportRow } from './contracts/reports.ts';
import { formatDuration, formatTime12, shiftEnd } from './time.ts';

/**
 * A report row's times (SPEC §3): start and end on the shift's own clock, and the durations
 * that really pass from start to end, which is what is paid. Across a DST change a shift lasts
 * an hour less or more than its wall-clock totalMinutes (docs/API.md); Total Duration stays
 * Working plus Lunch.
 */
export function reportTimes(
  start: Date,
  totalMinutes: number,
  lunchMinutes: number,
  timeZone: string,
): Pick<ReportRow, 'startTime' | 'endTime' | 'workingDuration' | 'lunchDuration' | 'duration'> {
  const end = shiftEnd(start, totalMinutes, timeZone);
  const elapsedMinutes = (end.getTime() - start.getTime()) / 60_000;
  return {
    startTime: formatTime12(start, timeZone),
    endTime: formatTime12(end, timeZone),
    workingDuration: formatDuration(elapsedMinutes - lunchMinutes),
    lunchDuration: formatDuration(lunchMinutes),
    duration: formatDuration(elapsedMinutes),
  };
}
