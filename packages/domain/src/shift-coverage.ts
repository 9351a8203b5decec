import { formatTime12, shiftEnd } from './time.ts';

/** A stretch of time between two instants. */
export interface TimeSpan {
  start: Date;
  end: Date;
}

/** The hours a part-shift confirmation covers, and the hours of the shift still open. */
export interface ShiftCoverage {
  covered: TimeSpan;
  /** Soonest first; empty when the confirmed hours span the whole shift. */
  gaps: TimeSpan[];
}

/** What coverage reads of a shift: its start, its length on the wall clock, its zone. */
export interface CoverableShift {
  date: Date | string;
  totalMinutes: number;
  timezone: string;
}

/** The confirmed request's part-shift hours; null for a whole-shift confirmation. */
export interface ConfirmedHours {
  startTime: Date | string | null;
  endTime: Date | string | null;
}

/**
 * The covered window and the open gaps of a shift from its confirmed request's part-shift
 * hours, or null when nobody is confirmed for part of it (no confirmation, or one for the whole
 * shift without times). The hours are clamped to the shift, which they always lie in (DESIGN §8).
 */
export function shiftCoverage(
  shift: CoverableShift,
  confirmed: ConfirmedHours | null,
): ShiftCoverage | null {
  if (!confirmed?.startTime || !confirmed.endTime) return null;
  const shiftStart = new Date(shift.date).getTime();
  const shiftStop = shiftEnd(shift.date, shift.totalMinutes, shift.timezone).getTime();
  const start = Math.max(shiftStart, new Date(confirmed.startTime).getTime());
  const end = Math.min(shiftStop, new Date(confirmed.endTime).getTime());
  const gaps: TimeSpan[] = [];
  if (start > shiftStart) gaps.push({ start: new Date(shiftStart), end: new Date(start) });
  if (end < shiftStop) gaps.push({ start: new Date(end), end: new Date(shiftStop) });
  return { covered: { start: new Date(start), end: new Date(end) }, gaps };
}

/** The coverage of a shift as GET /shifts answers it (its confirmed part-shift hours beside it). */
export function coverageOfShift(
  shift: CoverableShift & { confirmedStartTime: string | null; confirmedEndTime: string | null },
): ShiftCoverage | null {
  return shiftCoverage(shift, {
    startTime: shift.confirmedStartTime,
    endTime: shift.confirmedEndTime,
  });
}

/** A shift confirmed for part of its hours, with hours left open. */
export function isPartlyCovered(coverage: ShiftCoverage | null): coverage is ShiftCoverage {
  return (coverage?.gaps.length ?? 0) > 0;
}

/**
 * A span on the clocks of `timeZone`, the meridiem said once when both ends share it:
 * '8:00 to 10:00 AM', '10:00 AM to 2:30 PM'.
 */
export function formatTimeSpan(span: TimeSpan, timeZone: string): string {
  const start = formatTime12(span.start, timeZone);
  const end = formatTime12(span.end, timeZone);
  const startMeridiem = start.slice(-2);
  const sameMeridiem = startMeridiem === end.slice(-2);
  return `${sameMeridiem ? start.slice(0, -3) : start} to ${end}`;
}

/**
 * The coverage of a shift in words, e.g.
 * 'Covered 10:00 AM to 2:30 PM; 8:00 to 10:00 AM and 2:30 to 4:30 PM open'.
 */
export function formatShiftCoverage(coverage: ShiftCoverage, timeZone: string): string {
  const covered = `Covered ${formatTimeSpan(coverage.covered, timeZone)}`;
  if (coverage.gaps.length === 0) return covered;
  const gaps = coverage.gaps.map((gap) => formatTimeSpan(gap, timeZone)).join(' and ');
  return `${covered}; ${gaps} open`;
}

/** An open shift posted for one of a shift's uncovered stretches (issue #26 §4). */
export interface UncoveredShift {
  id: number;
  start: Date | string;
  end: Date | string;
}

/**
 * Each open stretch of a partly covered shift with the open shift posted for it (the one at
 * the same hours), or null while it is still to post (issue #26 §4).
 */
export function gapsWithPostings(
  coverage: ShiftCoverage,
  posted: readonly UncoveredShift[],
): { gap: TimeSpan; shiftId: number | null }[] {
  const time = (at: Date | string) => new Date(at).getTime();
  return coverage.gaps.map((gap) => {
    const shift = posted.find(
      (one) => time(one.start) === gap.start.getTime() && time(one.end) === gap.end.getTime(),
    );
    return { gap, shiftId: shift?.id ?? null };
  });
}

/** The open stretches of a partly covered shift not yet posted as open shifts (issue #26 §4). */
export function gapsToPost(coverage: ShiftCoverage, posted: readonly UncoveredShift[]): TimeSpan[] {
  return gapsWithPostings(coverage, posted)
    .filter((one) => one.shiftId === null)
    .map((one) => one.gap);
}

/** After the stretches' spans: 'posted as an open shift', 'posted as open shifts'. */
export function postedAsOpenShifts(count: number): string {
  return count === 1 ? 'posted as an open shift' : 'posted as open shifts';
}
