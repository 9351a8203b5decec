import { z } from 'zod';
import { CANCEL_REASON_MAX_LENGTH } from '../constants.ts';
import { MESSAGES } from '../messages/general.ts';
import { TIMESHEET_MESSAGES } from '../messages/timesheets.ts';
import { boundedDateYears, optionalSingleLineText } from './fields.ts';

/** A timesheet never holds more than a day of lunch; longer is no lunch anyone took. */
const MAX_LUNCH_MINUTES = 24 * 60;

const instantField = (message: string) =>
  boundedDateYears(z.iso.datetime({ offset: true, error: message }));

const timesheetLunchField = z
  .number({ error: TIMESHEET_MESSAGES.lunchInvalid })
  .int(TIMESHEET_MESSAGES.lunchInvalid)
  .min(0, TIMESHEET_MESSAGES.lunchInvalid)
  .max(MAX_LUNCH_MINUTES, TIMESHEET_MESSAGES.lunchInvalid);

/** End after start, when both are given; the other rules need the shift (timesRefusals). */
function endAfterStart(
  times: { startTime?: string; endTime?: string },
  ctx: z.RefinementCtx,
): void {
  if (
    times.startTime &&
    times.endTime &&
    Date.parse(times.endTime) <= Date.parse(times.startTime)
  ) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: MESSAGES.endAfterStart });
  }
}

/** PUT /shifts/:id/timesheet (issue #28 §3): the person's worked times, ISO instants. */
export const submitTimesheetPayloadSchema = z
  .object({
    startTime: instantField(TIMESHEET_MESSAGES.startRequired),
    endTime: instantField(TIMESHEET_MESSAGES.endRequired),
    lunchMinutes: timesheetLunchField,
  })
  .superRefine(endAfterStart);
export type SubmitTimesheetPayload = z.input<typeof submitTimesheetPayloadSchema>;

/**
 * POST /shifts/:id/timesheet/approve: the times approved, each the submitted one when absent
 * (the prefilled one for a timesheet still due), and the reason of a correction.
 */
export const approveTimesheetPayloadSchema = z
  .object({
    startTime: instantField(TIMESHEET_MESSAGES.startRequired).optional(),
    endTime: instantField(TIMESHEET_MESSAGES.endRequired).optional(),
    lunchMinutes: timesheetLunchField.optional(),
    reason: optionalSingleLineText('Reason', CANCEL_REASON_MAX_LENGTH).optional(),
  })
  .superRefine(endAfterStart);
export type ApproveTimesheetPayload = z.input<typeof approveTimesheetPayloadSchema>;
