import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/general.ts';
import { TIMESHEET_MESSAGES } from '../messages/timesheets.ts';
import {
  approvalRefusal,
  correctionRefusal,
  formatTimesheetTimes,
  isCorrection,
  submissionDeadline,
  submissionRefusal,
  timesheetCorrectedLead,
  timesheetDueLead,
  timesheetReminderMoments,
  timesheetWaitingLead,
  timesRefusals,
  type TimesheetState,
} from './timesheets.ts';

const LOS_ANGELES = 'America/Los_Angeles';
/** A shift that ended at 5:00 PM PST on Tuesday, March 4, 2031. */
const ENDED = new Date('2031-03-05T01:00:00Z');
const at = (iso: string) => new Date(iso);

const submittedTimes = {
  startTime: '2031-03-04T16:00:00Z',
  endTime: '2031-03-05T00:45:00Z',
  lunchMinutes: 60,
};
const due: TimesheetState = { status: 'due', submitted: null };
const submitted: TimesheetState = { status: 'submitted', submitted: submittedTimes };
const approved: TimesheetState = { status: 'approved', submitted: submittedTimes };

describe('the submission deadline (issue #28 §3)', () => {
  it('is 7 days after the shift’s end', () => {
    expect(submissionDeadline(ENDED).toISOString()).toBe('2031-03-12T01:00:00.000Z');
  });

  it.each([
    ['before the shift ends', due, '2031-03-05T00:59:00Z', TIMESHEET_MESSAGES.notEnded],
    ['as it ends', due, '2031-03-05T01:00:00Z', null],
    ['a resubmission while it waits', submitted, '2031-03-08T12:00:00Z', null],
    ['at the last moment', due, '2031-03-12T01:00:00Z', null],
    ['a minute after the 7 days', due, '2031-03-12T01:01:00Z', TIMESHEET_MESSAGES.deadlinePassed],
    ['once approved', approved, '2031-03-06T00:00:00Z', TIMESHEET_MESSAGES.approved],
    [
      'once approved, after the 7 days',
      approved,
      '2031-04-01T00:00:00Z',
      TIMESHEET_MESSAGES.approved,
    ],
  ])('the person submits %s', (_case, timesheet, now, refusal) => {
    expect(submissionRefusal(timesheet, ENDED, at(now))).toBe(refusal);
  });

  it.each([
    ['a submitted timesheet', submitted, '2031-03-06T00:00:00Z', null],
    ['a submitted timesheet after the 7 days', submitted, '2031-03-20T00:00:00Z', null],
    [
      'a due timesheet within the 7 days',
      due,
      '2031-03-06T00:00:00Z',
      TIMESHEET_MESSAGES.notSubmitted,
    ],
    ['a due timesheet after the 7 days, entering the hours', due, '2031-03-12T01:01:00Z', null],
    ['before the shift ends', due, '2031-03-04T20:00:00Z', TIMESHEET_MESSAGES.notEnded],
    ['twice', approved, '2031-03-06T00:00:00Z', TIMESHEET_MESSAGES.approved],
  ])('a manager approves %s', (_case, timesheet, now, refusal) => {
    expect(approvalRefusal(timesheet, ENDED, at(now))).toBe(refusal);
  });
});

describe('worked times against the confirmed window', () => {
  const window = { startTime: at('2031-03-04T16:00:00Z'), endTime: ENDED };

  it.each([
    ['the confirmed hours', '2031-03-04T16:00:00Z', '2031-03-05T01:00:00Z', 60, []],
    ['6 hours early and late', '2031-03-04T10:00:00Z', '2031-03-05T07:00:00Z', 60, []],
    [
      'an end before the start',
      '2031-03-04T18:00:00Z',
      '2031-03-04T17:00:00Z',
      0,
      [{ path: 'endTime', message: MESSAGES.endAfterStart }],
    ],
    [
      'a lunch as long as the work',
      '2031-03-04T16:00:00Z',
      '2031-03-04T17:00:00Z',
      60,
      [{ path: 'lunchMinutes', message: TIMESHEET_MESSAGES.lunchTooLong }],
    ],
    [
      'a start more than 6 hours early',
      '2031-03-04T09:59:00Z',
      '2031-03-05T01:00:00Z',
      60,
      [{ path: 'startTime', message: TIMESHEET_MESSAGES.outsideWindow }],
    ],
    [
      'an end more than 6 hours late',
      '2031-03-04T16:00:00Z',
      '2031-03-05T07:01:00Z',
      60,
      [{ path: 'endTime', message: TIMESHEET_MESSAGES.outsideWindow }],
    ],
  ])('%s', (_case, startTime, endTime, lunchMinutes, refusals) => {
    expect(timesRefusals({ startTime, endTime, lunchMinutes }, window)).toEqual(refusals);
  });
});

describe('the correction rule: approving other times than those submitted needs a reason', () => {
  it.each([
    ['the submitted times', {}, null, false, null],
    [
      'the same instants written otherwise',
      { startTime: '2031-03-04T08:00:00-08:00' },
      null,
      false,
      null,
    ],
    [
      'another end',
      { endTime: '2031-03-05T00:30:00Z' },
      null,
      true,
      TIMESHEET_MESSAGES.reasonRequired,
    ],
    [
      'another start',
      { startTime: '2031-03-04T16:15:00Z' },
      '  ',
      true,
      TIMESHEET_MESSAGES.reasonRequired,
    ],
    ['another lunch', { lunchMinutes: 30 }, 'Worked through lunch', true, null],
    ['another end with a reason', { endTime: '2031-03-05T00:30:00Z' }, 'Left early', true, null],
  ])('%s', (_case, change, reason, correction, refusal) => {
    const approvedTimes = { ...submittedTimes, ...change };
    expect(isCorrection(submittedTimes, approvedTimes)).toBe(correction);
    expect(correctionRefusal(submittedTimes, approvedTimes, reason)).toBe(refusal);
  });

  it('calls no hours a manager enters for a timesheet never submitted a correction', () => {
    expect(isCorrection(null, submittedTimes)).toBe(false);
    expect(correctionRefusal(null, submittedTimes, null)).toBeNull();
  });
});

describe('reminders', () => {
  it('reminds the person at 8:00 AM the morning after and on day 5, the managers 3 days after submission', () => {
    const moments = timesheetReminderMoments(ENDED, LOS_ANGELES, at('2031-03-05T03:00:00Z'));
    expect(moments.morningAfter?.toISOString()).toBe('2031-03-05T16:00:00.000Z');
    expect(moments.lastDays?.toISOString()).toBe('2031-03-09T15:00:00.000Z'); // PDT by then
    expect(moments.awaitingApproval?.toISOString()).toBe('2031-03-08T03:00:00.000Z');
  });

  it('reads the morning after on the location’s clocks, after a night shift too', () => {
    // A night shift ending at 6:00 AM PST on Wednesday: the morning after is Thursday's.
    const moments = timesheetReminderMoments(at('2031-03-05T14:00:00Z'), LOS_ANGELES, null);
    expect(moments.morningAfter?.toISOString()).toBe('2031-03-06T16:00:00.000Z');
    expect(moments.awaitingApproval).toBeNull();
  });
});

describe('what notices say', () => {
  const worked = {
    startTime: '2031-03-04T16:00:00Z',
    endTime: '2031-03-05T00:45:00Z',
    lunchMinutes: 60,
  };

  it('says the worked times with the zone, the lunch and the time worked', () => {
    expect(formatTimesheetTimes(worked, LOS_ANGELES)).toBe(
      '8:00 AM to 4:45 PM PST, 60 min lunch (7h 45m)',
    );
  });

  it('tells the person the deadline on the location’s clocks', () => {
    expect(timesheetDueLead(ENDED, LOS_ANGELES)).toBe(
      'Submit your timesheet by Tue, Mar 11, 6:00 PM PDT',
    );
  });

  it('tells the managers who waits, and the person who corrected what and why', () => {
    expect(timesheetWaitingLead('Hannah Lee')).toBe(
      "Hannah Lee's timesheet has waited 3 days for approval",
    );
    expect(timesheetCorrectedLead('Sam Carter', worked, LOS_ANGELES, 'Left early')).toBe(
      'Sam Carter corrected your timesheet to 8:00 AM to 4:45 PM PST, 60 min lunch (7h 45m): Left early',
    );
  });
});
