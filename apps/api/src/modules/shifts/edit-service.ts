import {
  canManageShift,
  createShiftPayloadSchema,
  formatShiftChanges,
  localShiftStart,
  requestFitsShift,
  reschedules,
  SHIFT_MESSAGES,
  shiftChanges,
  shiftEditRefusal,
  skippedShiftTimeMessages,
  type EditableShift,
  type editShiftPayloadSchema,
  type ShiftChange,
} from '@chairside/domain';
import type { z } from 'zod';
import type { SignedInUser } from '../../auth/actor.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { assertCan, BadRequestError, ConflictError } from '../../lib/errors.ts';
import {
  dispatch,
  shiftChangedEmail,
  shiftNotice,
  shiftRequestDeclinedEmail,
} from '../notifications/index.ts';
import {
  findShiftNotes,
  findShiftWithEnd,
  lockShift,
  updateShift,
  type LockedShift,
  type ShiftRow,
} from './queries.ts';
import {
  clampOfferDeadlines,
  declineRequest,
  findLiveRequests,
  findNoticeContactAcrossOrganizations,
  moveOffersToPostedRate,
} from './request-queries.ts';
import { recordShiftEvent } from './history-service.ts';
import { detail } from './service.ts';
import { shiftSummary } from './shift-summary.ts';
import { shiftTimes } from './shift-times.ts';

/** The shift as Add Shift's payload states it, the base an edit is merged into. */
async function editableShift(tx: Executor, shift: LockedShift): Promise<EditableShift> {
  const notes = await findShiftNotes(tx, shift);
  return {
    date: localShiftStart(shift.startsAt, shift.timezone),
    totalMinutes: shift.totalMinutes,
    lunchMinutes: shift.lunchMinutes,
    position: shift.position,
    specialty: shift.specialty,
    notes: notes?.notes ?? null,
    internalNotes: notes?.internalNotes ?? null,
    hourlyRateCents: shift.hourlyRateCents,
    engagement: shift.engagement,
    paymentTerms: shift.paymentTerms,
  };
}

/** The edit laid over the shift, checked whole by Add Shift's rules and messages. */
function mergedShift(
  shift: LockedShift,
  before: EditableShift,
  edit: z.output<typeof editShiftPayloadSchema>,
) {
  const given = Object.fromEntries(Object.entries(edit).filter(([, value]) => value !== undefined));
  const merged = createShiftPayloadSchema.safeParse({
    ...before,
    ...given,
    locationId: shift.locationId,
  });
  if (!merged.success)
    throw new BadRequestError([...new Set(merged.error.issues.map((issue) => issue.message))]);
  return merged.data;
}

/**
 * Tells everyone still holding a request or offer that the shift moved; a request for part of
 * the shift that the new hours no longer hold is declined, with the reason, instead.
 */
async function tellRequesters(
  ctx: AppContext,
  tx: Executor,
  edited: LockedShift,
  changes: ShiftChange[],
) {
  const shift = await findShiftWithEnd(tx, edited);
  const shiftId = shift.id;
  const hours = { startsAt: shift.startsAt, endsAt: shift.endsAt };
  await clampOfferDeadlines(tx, shiftId, shift.startsAt);
  const summary = shiftSummary(ctx, shift);
  // Internal notes are the managers' own: a professional hears of the rest only.
  const told = formatShiftChanges(changes.filter((change) => change.field !== 'internalNotes'));
  for (const request of await findLiveRequests(tx, shift)) {
    const person = await findNoticeContactAcrossOrganizations(tx, request.employeeId);
    if (!requestFitsShift(request, hours)) {
      await declineRequest(tx, request.id, 'shiftChanged');
      await recordShiftEvent(tx, {
        shiftId,
        locationId: shift.locationId,
        kind: 'declined',
        actorId: null,
        subjectId: request.employeeId,
        requestId: request.id,
        reason: 'shiftChanged',
      });
      const lead = 'The shift’s hours changed and no longer hold the part you asked for';
      await dispatch(
        tx,
        shiftNotice(request.employeeId, 'declined', shiftId, summary, lead),
        person && shiftRequestDeclinedEmail(person, summary),
      );
      continue;
    }
    const lead = `The practice changed this shift: ${told}`;
    await dispatch(
      tx,
      shiftNotice(request.employeeId, 'shift_changed', shiftId, summary, lead),
      person && shiftChangedEmail(person, told, summary),
    );
  }
}

/**
 * PATCH /shifts/:id (issue #16 §2): the shift's date, hours, lunch, position, specialty, notes
 * and pay (issue #28 §1), under its lock like every change of its requests. Everything may
 * change while no one is confirmed, only the notes once someone is (a change of pay then says
 * 'The pay of a confirmed shift cannot change'), nothing once it has started. A change of more
 * than the notes tells everyone holding a request or offer, in the same transaction.
 */
export async function edit(
  ctx: AppContext,
  actor: SignedInUser,
  visible: ShiftRow,
  payload: z.output<typeof editShiftPayloadSchema>,
) {
  await ctx.db.transaction(async (tx) => {
    const shift = await lockShift(tx, visible);
    assertCan(canManageShift(actor, shift));
    const before = await editableShift(tx, shift);
    const after = mergedShift(shift, before, payload);
    const changes = shiftChanges(before, after);
    if (changes.length === 0) return;
    const refusal = shiftEditRefusal(shift, changes, new Date());
    if (refusal) throw new ConflictError(refusal);
    const moved = reschedules(changes);
    if (moved) {
      const skipped = skippedShiftTimeMessages(after.date, after.totalMinutes, shift.timezone);
      if (skipped.length > 0) throw new BadRequestError(skipped);
    }
    const { startsAt, localDate } = shiftTimes(after.date, shift.timezone);
    if (moved && startsAt.getTime() <= Date.now())
      throw new BadRequestError([SHIFT_MESSAGES.startsInPast]);
    await updateShift(tx, shift.id, {
      startsAt,
      localDate,
      totalMinutes: after.totalMinutes,
      lunchMinutes: after.lunchMinutes,
      position: after.position,
      specialty: after.specialty,
      notes: after.notes,
      internalNotes: after.internalNotes,
      hourlyRateCents: after.hourlyRateCents,
      engagement: after.engagement,
      paymentTerms: after.paymentTerms,
    });
    if (before.hourlyRateCents !== after.hourlyRateCents) {
      await moveOffersToPostedRate(tx, shift.id, {
        from: before.hourlyRateCents,
        to: after.hourlyRateCents,
      });
    }
    await recordShiftEvent(tx, {
      shiftId: shift.id,
      locationId: shift.locationId,
      kind: 'edited',
      actorId: actor.id,
      changes,
    });
    if (moved) await tellRequesters(ctx, tx, shift, changes);
  });
  return detail(ctx, actor, visible.id);
}
