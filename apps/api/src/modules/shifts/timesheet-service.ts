import {
  amountCents,
  approvalRefusal,
  canManageShift,
  correctionRefusal,
  isCorrection,
  scheduledTimes,
  submissionRefusal,
  timesheetCorrectedLead,
  timesheetWorkedMinutes,
  timesRefusals,
  TIMESHEET_MESSAGES,
  type ApproveTimesheetPayload,
  type SubmitTimesheetPayload,
  type Timesheet,
  type TimesheetState,
  type WorkedTimes,
} from '@chairside/domain';
import type { SignedInUser } from '../../auth/actor.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { dispatch, shiftNotice, timesheetEmail } from '../notifications/index.ts';
import { findShiftWithEnd, lockShift, type LockedShift, type ShiftRow } from './queries.ts';
import { shiftSummary } from './shift-summary.ts';
import {
  findConfirmationTimesheet,
  saveApprovedTimesheet,
  saveSubmittedTimesheet,
  type ConfirmationTimesheet,
} from './timesheet-queries.ts';

/*
 * Issue #28 §3: a confirmed shift's timesheet (docs/PAY.md, 'Timesheets and amounts'). The
 * shift's lock orders submissions and approvals with each other and with the shift's changes.
 */

/** The confirmed window and the posted lunch (the part's share of it) of a confirmation. */
function scheduledOf(shift: LockedShift, confirmation: ConfirmationTimesheet) {
  return scheduledTimes(
    {
      date: shift.startsAt,
      totalMinutes: shift.totalMinutes,
      lunchMinutes: shift.lunchMinutes,
      timezone: shift.timezone,
    },
    { startTime: confirmation.windowStart, endTime: confirmation.windowEnd },
  );
}

/** The times a timesheet holds: the submitted or approved ones, else the scheduled ones. */
function heldTimes(shift: LockedShift, confirmation: ConfirmationTimesheet): WorkedTimes {
  const { startTime, endTime, lunchMinutes } = confirmation;
  if (startTime && endTime && lunchMinutes !== null) return { startTime, endTime, lunchMinutes };
  return scheduledOf(shift, confirmation);
}

function stateOf(confirmation: ConfirmationTimesheet): TimesheetState {
  const { submittedStartTime, submittedEndTime, submittedLunchMinutes } = confirmation;
  const submitted =
    submittedStartTime && submittedEndTime && submittedLunchMinutes !== null
      ? {
          startTime: submittedStartTime,
          endTime: submittedEndTime,
          lunchMinutes: submittedLunchMinutes,
        }
      : null;
  return { status: confirmation.status ?? 'due', submitted };
}

function present(shift: LockedShift, confirmation: ConfirmationTimesheet): Timesheet {
  const times = heldTimes(shift, confirmation);
  const workedMinutes = timesheetWorkedMinutes(times);
  const rate = confirmation.rateCents;
  return {
    shiftId: shift.id,
    userId: confirmation.userId,
    status: confirmation.status ?? 'due',
    startTime: new Date(times.startTime).toISOString(),
    endTime: new Date(times.endTime).toISOString(),
    lunchMinutes: times.lunchMinutes,
    workedMinutes,
    submittedAt: confirmation.submittedAt?.toISOString() ?? null,
    approvedAt: confirmation.approvedAt?.toISOString() ?? null,
    approvedBy:
      confirmation.approvedById !== null && confirmation.approvedByName !== null
        ? { id: confirmation.approvedById, name: confirmation.approvedByName }
        : null,
    correctionReason: confirmation.correctionReason,
    agreedRateCents: rate,
    amountCents: rate === null ? null : amountCents(rate, workedMinutes),
  };
}

/**
 * Who the actor is to the shift's timesheet: its confirmed person, or a manager who sees the
 * shift's requests; anyone else, and everyone while nobody is confirmed, is told there is none.
 */
async function reach(db: Executor, actor: SignedInUser, shift: LockedShift) {
  const confirmation = await findConfirmationTimesheet(db, shift);
  if (!confirmation) throw new NotFoundError();
  if (confirmation.userId === actor.id) return { confirmation, role: 'person' as const };
  if (canManageShift(actor, shift)) return { confirmation, role: 'manager' as const };
  throw new NotFoundError();
}

function assertTimes(times: WorkedTimes, shift: LockedShift, confirmation: ConfirmationTimesheet) {
  const refusals = timesRefusals(times, scheduledOf(shift, confirmation));
  if (refusals.length > 0) throw new BadRequestError(refusals.map((refusal) => refusal.message));
}

/** GET /shifts/:id/timesheet: 409 before the shift's end. */
export async function getTimesheet(ctx: AppContext, actor: SignedInUser, visible: ShiftRow) {
  const shift = await findShiftWithEnd(ctx.db, visible);
  const { confirmation } = await reach(ctx.db, actor, shift);
  if (new Date() < shift.endsAt) throw new ConflictError(TIMESHEET_MESSAGES.notEnded);
  return present(shift, confirmation);
}

/** A change of the timesheet under the shift's lock, answered as it reads afterwards. */
async function changeTimesheet(
  ctx: AppContext,
  actor: SignedInUser,
  visible: ShiftRow,
  change: (
    tx: Executor,
    shift: LockedShift,
    reached: Awaited<ReturnType<typeof reach>>,
    now: Date,
  ) => Promise<void>,
): Promise<Timesheet> {
  return ctx.db.transaction(async (tx) => {
    const shift = await lockShift(tx, visible);
    await change(tx, shift, await reach(tx, actor, shift), new Date());
    const changed = await findConfirmationTimesheet(tx, shift);
    if (!changed) throw new NotFoundError();
    return present(shift, changed);
  });
}

/**
 * PUT /shifts/:id/timesheet: the confirmed person's times (403 for the shift's managers), from
 * the shift's end until the deadline and until approved (409), checked against the window (400).
 */
export function submitTimesheet(
  ctx: AppContext,
  actor: SignedInUser,
  visible: ShiftRow,
  payload: SubmitTimesheetPayload,
) {
  return changeTimesheet(ctx, actor, visible, async (tx, shift, { confirmation, role }, now) => {
    if (role !== 'person') throw new ForbiddenError();
    const refusal = submissionRefusal(stateOf(confirmation), shift.endsAt, now);
    if (refusal) throw new ConflictError(refusal);
    assertTimes(payload, shift, confirmation);
    await saveSubmittedTimesheet(tx, confirmation.requestId, payload, now);
  });
}

/**
 * POST /shifts/:id/timesheet/approve: by the shift's managers (403 for the person, themselves a
 * manager or not: nobody approves their own hours). Times left out are those held; other times
 * than those submitted are a correction, which needs a reason and is told to the person.
 */
export function approveTimesheet(
  ctx: AppContext,
  actor: SignedInUser,
  visible: ShiftRow,
  payload: ApproveTimesheetPayload,
) {
  return changeTimesheet(ctx, actor, visible, async (tx, shift, { confirmation, role }, now) => {
    if (role !== 'manager') throw new ForbiddenError();
    const state = stateOf(confirmation);
    const refusal = approvalRefusal(state, shift.endsAt, now);
    if (refusal) throw new ConflictError(refusal);
    const held = heldTimes(shift, confirmation);
    const times = {
      startTime: payload.startTime ?? held.startTime,
      endTime: payload.endTime ?? held.endTime,
      lunchMinutes: payload.lunchMinutes ?? held.lunchMinutes,
    };
    assertTimes(times, shift, confirmation);
    const reason = payload.reason ?? null;
    const missingReason = correctionRefusal(state.submitted, times, reason);
    if (missingReason) throw new BadRequestError(missingReason);
    const corrected = isCorrection(state.submitted, times);
    await saveApprovedTimesheet(
      tx,
      confirmation.requestId,
      { times, approvedBy: actor.id, correctionReason: corrected ? reason : null },
      now,
    );
    if (corrected && reason) {
      const lead = timesheetCorrectedLead(actor.name, times, shift.timezone, reason);
      const summary = shiftSummary(ctx, shift);
      await dispatch(
        tx,
        shiftNotice(confirmation.userId, 'timesheet_corrected', shift.id, summary, lead),
        timesheetEmail(
          'corrected',
          { email: confirmation.email, name: confirmation.employeeName },
          lead,
          summary,
        ),
        now,
      );
    }
  });
}
