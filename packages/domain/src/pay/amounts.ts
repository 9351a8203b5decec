import { partShiftLunchMinutes } from '../report-times.ts';
import { shiftEnd } from '../time.ts';

const MINUTE_MS = 60_000;
const MINUTES_PER_HOUR = 60;

/** When a person worked a shift: two instants and the minutes of lunch between them. */
export interface WorkedTimes {
  startTime: Date | string;
  endTime: Date | string;
  lunchMinutes: number;
}

/** The minutes that really pass from `start` to `end`, seconds left out. */
export function elapsedMinutes(start: Date | string, end: Date | string): number {
  const elapsedMs = new Date(end).getTime() - new Date(start).getTime();
  return Math.trunc(elapsedMs / MINUTE_MS);
}

/**
 * The minutes worked (docs/PAY.md): the real time between the instants less lunch. On a DST
 * night the clocks move but the hours do not: 10:00 PM to 6:00 AM is 7 or 9 hours worked, as
 * the person really was there.
 */
export function timesheetWorkedMinutes(times: WorkedTimes): number {
  return elapsedMinutes(times.startTime, times.endTime) - times.lunchMinutes;
}

/**
 * The amount of a shift in cents: the hourly rate times the minutes worked, over 60, rounded
 * half up to the cent once per shift, in integer arithmetic (no floating-point money): 5500
 * cents an hour for 465 minutes is 42625 cents, $426.25.
 */
export function amountCents(rateCents: number, workedMinutes: number): number {
  if (!Number.isSafeInteger(rateCents) || !Number.isSafeInteger(workedMinutes)) {
    throw new RangeError('A rate and worked minutes are whole numbers');
  }
  if (rateCents < 0 || workedMinutes < 0) {
    throw new RangeError('A rate and worked minutes are never negative');
  }
  const halfUp = rateCents * workedMinutes + MINUTES_PER_HOUR / 2;
  return (halfUp - (halfUp % MINUTES_PER_HOUR)) / MINUTES_PER_HOUR;
}

/** A posted shift as the timesheet reads it: its start, wall-clock length, lunch and zone. */
export interface ScheduledShift {
  date: Date | string;
  totalMinutes: number;
  lunchMinutes: number;
  timezone: string;
}

/** A part-shift confirmation's window (both ends or neither). */
export interface ConfirmedWindow {
  startTime: Date | string | null;
  endTime: Date | string | null;
}

/**
 * The times a confirmed person was scheduled for (docs/PAY.md): the confirmed part-shift window,
 * else the whole shift, with the posted lunch (a part has it when it spans the shift's middle,
 * as reports count it: partShiftLunchMinutes). A 'due' timesheet is prefilled with them, and
 * their worked minutes are the scheduled worked time.
 */
export function scheduledTimes(
  shift: ScheduledShift,
  window: ConfirmedWindow | null,
): { startTime: Date; endTime: Date; lunchMinutes: number } {
  const posted = {
    start: new Date(shift.date),
    end: shiftEnd(shift.date, shift.totalMinutes, shift.timezone),
  };
  if (!window?.startTime || !window.endTime) {
    return { startTime: posted.start, endTime: posted.end, lunchMinutes: shift.lunchMinutes };
  }
  const part = { start: new Date(window.startTime), end: new Date(window.endTime) };
  return {
    startTime: part.start,
    endTime: part.end,
    lunchMinutes: partShiftLunchMinutes(posted, shift.lunchMinutes, part),
  };
}
