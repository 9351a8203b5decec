import type { ReportRow } from './contracts/reports.ts';
import { formatDuration, formatTime12, shiftEnd } from './time.ts';

/** The hours of a shift that its confirmed person asked for, when they took only part of it. */
export interface ConfirmedPart {
  start: Date;
  end: Date;
}

/** A confirmed request's part-shift instants (both or neither are stored) as a part, or null. */
export function confirmedPart(start: Date | null, end: Date | null): ConfirmedPart | null {
  return start && end ? { start, end } : null;
}

/**
 * The lunch of a part shift. The posted shift says how long its lunch is, not when: it is taken
 * at the shift's middle, so a part that spans the middle has the whole posted lunch (never more
 * than the part lasts) and a part before or after it has none. A payroll export then neither
 * pays a morning-only person's lunch as work nor takes a lunch they never had from them.
 */
export function partShiftLunchMinutes(
  shift: ConfirmedPart,
  lunchMinutes: number,
  part: ConfirmedPart,
): number {
  const middle = (shift.start.getTime() + shift.end.getTime()) / 2;
  const spansMiddle = part.start.getTime() <= middle && middle < part.end.getTime();
  const partMinutes = (part.end.getTime() - part.start.getTime()) / 60_000;
  return spansMiddle ? Math.min(lunchMinutes, partMinutes) : 0;
}

/**
 * A report row's times (SPEC §3): start and end on the shift's own clock, and the durations
 * that really pass from start to end, which is what is paid. Across a DST change a shift lasts
 * an hour less or more than its wall-clock totalMinutes (docs/API.md); Total Duration stays
 * Working plus Lunch. A shift confirmed for only part of it (#13 item 1) reports the confirmed
 * hours, their length and their share of lunch (partShiftLunchMinutes).
 */
export function reportTimes(
  start: Date,
  totalMinutes: number,
  lunchMinutes: number,
  timeZone: string,
  part: ConfirmedPart | null = null,
): Pick<ReportRow, 'startTime' | 'endTime' | 'workingDuration' | 'lunchDuration' | 'duration'> {
  const posted = { start, end: shiftEnd(start, totalMinutes, timeZone) };
  const worked = part ?? posted;
  const lunch = part ? partShiftLunchMinutes(posted, lunchMinutes, part) : lunchMinutes;
  const elapsedMinutes = (worked.end.getTime() - worked.start.getTime()) / 60_000;
  return {
    startTime: formatTime12(worked.start, timeZone),
    endTime: formatTime12(worked.end, timeZone),
    workingDuration: formatDuration(elapsedMinutes - lunch),
    lunchDuration: formatDuration(lunch),
    duration: formatDuration(elapsedMinutes),
  };
}
