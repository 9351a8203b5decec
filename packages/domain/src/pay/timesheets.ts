import { MESSAGES } from '../messages/general.ts';
import { formatOfferDeadline } from '../offers.ts';
import { formatDuration } from '../time.ts';
import { formatWorkedHours } from '../worked-hours.ts';
import { TIMESHEET_MESSAGES } from '../messages/timesheets.ts';
import { addMinutesToLocal, localDateOf, zonedLocalToInstant } from '../zoned-time.ts';
import { elapsedMinutes, timesheetWorkedMinutes, type WorkedTimes } from './amounts.ts';

/**
 * A timesheet's states (issue #28 §3): 'due' from the shift's end until the person submits it,
 * 'submitted' while it waits for a manager, 'approved' once a manager approved it, and locked.
 */
export const TIMESHEET_STATUSES = ['due', 'submitted', 'approved'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

/** The person submits a timesheet within this many days after the shift's end. */
export const TIMESHEET_SUBMISSION_DAYS = 7;
/** Worked times may lie this many hours before the confirmed start or after its end. */
export const TIMESHEET_WINDOW_SLACK_HOURS = 6;
/** The person is reminded the morning after the shift and on this day after it if not submitted. */
export const TIMESHEET_LAST_REMINDER_DAY = 5;
/** The location's clock time at which the person's reminders go out. */
export const TIMESHEET_REMINDER_CLOCK = '08:00';
/** The managers are reminded once a timesheet has waited this many days for approval. */
export const TIMESHEET_APPROVAL_REMINDER_DAYS = 3;

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const MINUTES_PER_DAY = 24 * 60;

/** The last moment the person may submit: TIMESHEET_SUBMISSION_DAYS after the shift's end. */
export function submissionDeadline(shiftEndsAt: Date): Date {
  return new Date(shiftEndsAt.getTime() + TIMESHEET_SUBMISSION_DAYS * DAY_MS);
}

/** A timesheet as the rules read it: its state and, once submitted, the person's times. */
export interface TimesheetState {
  status: TimesheetStatus;
  submitted: WorkedTimes | null;
}

/** Neither the person nor a manager acts before the shift's end, nor once it is approved. */
function closedRefusal(status: TimesheetStatus, shiftEndsAt: Date, now: Date): string | null {
  if (now < shiftEndsAt) return TIMESHEET_MESSAGES.notEnded;
  return status === 'approved' ? TIMESHEET_MESSAGES.approved : null;
}

/**
 * Why the person may not submit (a 409), or null: not before the shift's end, not once approved
 * (resubmitting is allowed until then), not after the deadline.
 */
export function submissionRefusal(
  timesheet: TimesheetState,
  shiftEndsAt: Date,
  now: Date,
): string | null {
  const closed = closedRefusal(timesheet.status, shiftEndsAt, now);
  if (closed) return closed;
  return now > submissionDeadline(shiftEndsAt) ? TIMESHEET_MESSAGES.deadlinePassed : null;
}

/**
 * Why a manager may not approve (a 409), or null: not before the shift's end, not twice, and a
 * timesheet still due only once the person's time to submit it is over (the manager enters the
 * hours).
 */
export function approvalRefusal(
  timesheet: TimesheetState,
  shiftEndsAt: Date,
  now: Date,
): string | null {
  const closed = closedRefusal(timesheet.status, shiftEndsAt, now);
  if (closed) return closed;
  const stillDue = timesheet.status === 'due' && now <= submissionDeadline(shiftEndsAt);
  return stillDue ? TIMESHEET_MESSAGES.notSubmitted : null;
}

export interface TimesRefusal {
  path: 'endTime' | 'lunchMinutes' | 'startTime';
  message: string;
}

/**
 * What is wrong with worked times (400s), against the confirmed window: the end after the start,
 * the lunch shorter than the time between them, and both within TIMESHEET_WINDOW_SLACK_HOURS of
 * the window (a little early, late or long, never another day's work).
 */
export function timesRefusals(
  times: WorkedTimes,
  window: { startTime: Date; endTime: Date },
): TimesRefusal[] {
  const start = new Date(times.startTime).getTime();
  const end = new Date(times.endTime).getTime();
  const earliest = window.startTime.getTime() - TIMESHEET_WINDOW_SLACK_HOURS * HOUR_MS;
  const latest = window.endTime.getTime() + TIMESHEET_WINDOW_SLACK_HOURS * HOUR_MS;
  const refusals: TimesRefusal[] = [];
  if (start < earliest || start > latest) {
    refusals.push({ path: 'startTime', message: TIMESHEET_MESSAGES.outsideWindow });
  } else if (end < earliest || end > latest) {
    refusals.push({ path: 'endTime', message: TIMESHEET_MESSAGES.outsideWindow });
  }
  const elapsed = elapsedMinutes(times.startTime, times.endTime);
  if (elapsed <= 0) {
    refusals.push({ path: 'endTime', message: MESSAGES.endAfterStart });
  } else if (times.lunchMinutes >= elapsed) {
    refusals.push({ path: 'lunchMinutes', message: TIMESHEET_MESSAGES.lunchTooLong });
  }
  return refusals;
}

/** Approved times differ from those submitted (to the minute): the approval is a correction. */
export function isCorrection(submitted: WorkedTimes | null, approved: WorkedTimes): boolean {
  if (!submitted) return false;
  const sameInstant = (one: Date | string, other: Date | string) =>
    elapsedMinutes(one, other) === 0 && elapsedMinutes(other, one) === 0;
  return (
    !sameInstant(submitted.startTime, approved.startTime) ||
    !sameInstant(submitted.endTime, approved.endTime) ||
    submitted.lunchMinutes !== approved.lunchMinutes
  );
}

/** A correction without a reason is refused (400 'Enter a reason for the correction'). */
export function correctionRefusal(
  submitted: WorkedTimes | null,
  approved: WorkedTimes,
  reason: string | null | undefined,
): string | null {
  if (!isCorrection(submitted, approved)) return null;
  return reason?.trim() ? null : TIMESHEET_MESSAGES.reasonRequired;
}

/** TIMESHEET_REMINDER_CLOCK on the location's clocks, `days` after the shift's end date. */
function morningAfter(shiftEndsAt: Date, days: number, timeZone: string): Date {
  const endDay = localDateOf(shiftEndsAt, timeZone);
  const day = addMinutesToLocal(`${endDay}T00:00`, days * MINUTES_PER_DAY).slice(0, 10);
  return zonedLocalToInstant(`${day}T${TIMESHEET_REMINDER_CLOCK}`, timeZone);
}

/** The reminders of a timesheet (issue #28 §3): two to the person, one to the managers. */
export const TIMESHEET_REMINDERS = ['morningAfter', 'lastDays', 'awaitingApproval'] as const;
export type TimesheetReminder = (typeof TIMESHEET_REMINDERS)[number];

/**
 * When each reminder is due: the person's the morning after the shift and on day
 * TIMESHEET_LAST_REMINDER_DAY (both at TIMESHEET_REMINDER_CLOCK on the location's clocks), the
 * managers' TIMESHEET_APPROVAL_REMINDER_DAYS after the submission (null until submitted).
 */
export function timesheetReminderMoments(
  shiftEndsAt: Date,
  timeZone: string,
  submittedAt: Date | null,
): Record<TimesheetReminder, Date | null> {
  return {
    morningAfter: morningAfter(shiftEndsAt, 1, timeZone),
    lastDays: morningAfter(shiftEndsAt, TIMESHEET_LAST_REMINDER_DAY, timeZone),
    awaitingApproval: submittedAt
      ? new Date(submittedAt.getTime() + TIMESHEET_APPROVAL_REMINDER_DAYS * DAY_MS)
      : null,
  };
}

/** Worked times as notices say them: '8:00 AM to 4:45 PM PST, 60 min lunch (7h 45m)'. */
export function formatTimesheetTimes(times: WorkedTimes, timeZone: string): string {
  const span = { start: new Date(times.startTime), end: new Date(times.endTime) };
  const worked = formatDuration(timesheetWorkedMinutes(times));
  return `${formatWorkedHours(span, timeZone)}, ${times.lunchMinutes} min lunch (${worked})`;
}

/** The person's reminders: 'Submit your timesheet by Tue, Mar 11, 5:00 PM PDT'. */
export function timesheetDueLead(shiftEndsAt: Date, timeZone: string): string {
  return `Submit your timesheet by ${formatOfferDeadline(submissionDeadline(shiftEndsAt), timeZone)}`;
}

/** The managers' reminder: 'Hannah Lee's timesheet has waited 3 days for approval'. */
export function timesheetWaitingLead(employeeName: string): string {
  return `${employeeName}'s timesheet has waited ${TIMESHEET_APPROVAL_REMINDER_DAYS} days for approval`;
}

/**
 * The person's notice of a correction (issue #28 §3): who corrected it, the approved times and
 * the reason: 'Sam Carter corrected your timesheet to 8:00 AM to 4:30 PM PST, 60 min lunch
 * (7h 30m): Left early'.
 */
export function timesheetCorrectedLead(
  managerName: string,
  approved: WorkedTimes,
  timeZone: string,
  reason: string,
): string {
  return `${managerName} corrected your timesheet to ${formatTimesheetTimes(approved, timeZone)}: ${reason}`;
}
