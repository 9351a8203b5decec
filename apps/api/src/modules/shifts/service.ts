import { recordDeletedShift } from '../calendar/index.ts';
import {
  calendarGridRange,
  canCreateShift,
  canManageShift,
  canPostUncoveredHours,
  managesLocation,
  meetsMinimumRate,
  monthDateRange,
  RADIUS_MESSAGES,
  SHIFT_MESSAGES,
  shiftStatus,
  shiftCoverage,
  skippedShiftTimeMessages,
  type createShiftPayloadSchema,
  type ShiftDetail,
  type ShiftListItem,
  type shiftListQuerySchema,
} from '@chairside/domain';
import type { z } from 'zod';
import type { SignedInUser } from '../../auth/actor.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { assertCan, BadRequestError, ConflictError } from '../../lib/errors.ts';
import { radiusSearch } from '../../lib/radius-search.ts';
import { dispatch, shiftCancelledEmail, shiftNotice } from '../notifications/index.ts';
import { recordShiftEvent, recordShiftEvents } from './history-service.ts';
import { presentShift, presentShiftDetail } from './presenters.ts';
import {
  deleteShift,
  findShiftAtHours,
  findShiftLocation,
  findShiftNotes,
  findShifts,
  findVisibleShift,
  insertShifts,
  type NewShift,
  liveRequestHolders,
  lockShift,
  type LockedShift,
  type ShiftRow,
} from './queries.ts';
import { queueNewShiftAlerts } from './new-shift-alerts.ts';
import { spendPostingBudget } from './posting-budget.ts';
import { shiftSummary } from './shift-summary.ts';
import { shiftTimes } from './shift-times.ts';

/**
 * GET /shifts: a month by the shifts' local dates, or with `span=grid` the 42 days of its
 * calendar grid, optionally within a radius (SPEC §7).
 */
export async function list(
  ctx: AppContext,
  actor: SignedInUser,
  query: z.output<typeof shiftListQuerySchema>,
) {
  const hasPoint = query.lat !== undefined && query.lng !== undefined;
  if (query.radius !== undefined && !hasPoint)
    throw new BadRequestError([RADIUS_MESSAGES.needsPoint]);
  const search = radiusSearch(query);
  const rows = await findShifts(ctx.db, actor, {
    organizationId: query.organizationId,
    locationId: query.locationId,
    ...(query.span === 'grid' ? calendarGridRange(query) : monthDateRange(query)),
    box: search.box,
  });
  const answer: ShiftListItem[] = [];
  for (const row of rows) {
    const distance = search.distanceTo(row);
    if (!search.reaches(distance)) continue;
    if (query.status && shiftStatus(row) !== query.status) continue;
    if (!meetsMinimumRate(row, query.minRateCents)) continue;
    answer.push(presentShift(actor, row, distance));
  }
  return answer;
}

/**
 * GET /shifts/:id: the shift the route loaded (`request.shift`), in detail with its notes and,
 * for those who may post them, the open shifts posted for its uncovered hours (issue #26 §4).
 */
export async function present(
  ctx: AppContext,
  actor: SignedInUser,
  shift: ShiftRow,
): Promise<ShiftDetail> {
  const posted = canPostUncoveredHours(actor, shift)
    ? (await uncoveredGaps(ctx.db, shift)).filter((gap) => gap.shiftId !== null)
    : [];
  return presentShiftDetail(
    actor,
    shift,
    await findShiftNotes(ctx.db, shift),
    posted.map((gap) => ({ id: gap.shiftId!, ...gap })),
  );
}

/**
 * The open stretches of a partly covered shift (none otherwise), each with the open shift at
 * its hours when one is posted (same location and position: findShiftAtHours), soonest first.
 */
export async function uncoveredGaps(db: Executor, shift: ShiftRow) {
  const coverage = shiftCoverage(
    { date: shift.startsAt, totalMinutes: shift.totalMinutes, timezone: shift.timezone },
    { startTime: shift.confirmedStartTime, endTime: shift.confirmedEndTime },
  );
  const gaps: { start: Date; end: Date; shiftId: number | null }[] = [];
  for (const gap of coverage?.gaps ?? []) {
    const posted = await findShiftAtHours(db, shift, { startsAt: gap.start, endsAt: gap.end });
    gaps.push({ ...gap, shiftId: posted?.id ?? null });
  }
  return gaps;
}

/** A shift the actor may see, in detail: the answer of a change that posted or edited it. */
export async function detail(
  ctx: AppContext,
  actor: SignedInUser,
  id: number,
): Promise<ShiftDetail> {
  return present(ctx, actor, await findVisibleShift(ctx.db, actor, id));
}

/**
 * The location a shift is posted at: one the actor may post shifts at (a manager of it), else
 * 403, or 404 when it is out of their reach.
 */
export async function findPostingLocation(db: Executor, actor: SignedInUser, locationId: number) {
  assertCan(canCreateShift(actor));
  const location = await findShiftLocation(db, actor, locationId);
  assertCan(managesLocation(actor, location.id), SHIFT_MESSAGES.notManagedLocation);
  return location;
}

export async function create(
  ctx: AppContext,
  actor: SignedInUser,
  payload: z.output<typeof createShiftPayloadSchema>,
) {
  const location = await findPostingLocation(ctx.db, actor, payload.locationId);
  const skipped = skippedShiftTimeMessages(payload.date, payload.totalMinutes, location.timezone);
  if (skipped.length > 0) throw new BadRequestError(skipped);
  const times = shiftTimes(payload.date, location.timezone);
  if (times.startsAt.getTime() <= Date.now())
    throw new BadRequestError([SHIFT_MESSAGES.startsInPast]);
  const [id] = await ctx.db.transaction(async (tx) => {
    await spendPostingBudget(ctx, tx, [location.organizationId]);
    return postShifts(tx, [
      {
        locationId: location.id,
        ...times,
        totalMinutes: payload.totalMinutes,
        lunchMinutes: payload.lunchMinutes,
        position: payload.position,
        specialty: payload.specialty,
        notes: payload.notes,
        internalNotes: payload.internalNotes,
        hourlyRateCents: payload.hourlyRateCents,
        engagement: payload.engagement,
        paymentTerms: payload.paymentTerms,
        createdBy: actor.id,
      },
    ]);
  });
  return detail(ctx, actor, id);
}

/**
 * Stores new shifts, each with its first history entry (issue #16 §4), and queues the alerts of
 * the people they fit (issue #14 §2, one per person for the posting: issue #26 §7) for the fan-out worker (issue #24 §2, DESIGN §6), in the
 * posting's transaction and one statement each, however many shifts: every way of posting a
 * shift goes through here, each having spent the organization's posting budget first
 * (posting-budget.ts). Answers the new ids in the order given.
 */
export async function postShifts(
  tx: Executor,
  posting: (NewShift & { createdBy: number })[],
): Promise<number[]> {
  const shiftIds = await insertShifts(tx, posting);
  await recordShiftEvents(
    tx,
    posting.map((shift, index) => ({
      shiftId: shiftIds[index],
      locationId: shift.locationId,
      kind: 'posted' as const,
      actorId: shift.createdBy,
    })),
  );
  // Every way of posting posts as one person (the actor): one job for the posting's shifts.
  await queueNewShiftAlerts(tx, { shiftIds, posterId: posting[0].createdBy });
  return shiftIds;
}

export async function remove(ctx: AppContext, actor: SignedInUser, visible: ShiftRow) {
  await ctx.db.transaction(async (tx) => {
    const shift = await lockShift(tx, visible);
    assertCan(canManageShift(actor, shift));
    if (shift.confirmed > 0) throw new ConflictError(SHIFT_MESSAGES.confirmedCannotBeDeleted);
    await deleteLockedShift(ctx, tx, shift, actor.id);
  });
}

/**
 * Deletes a shift the caller has locked and found unconfirmed, and tells those holding requests
 * and offers for it. A single delete and a series delete (series-service.ts) both end here.
 */
export async function deleteLockedShift(
  ctx: AppContext,
  tx: Executor,
  shift: LockedShift,
  actorId: number,
) {
  // The shift row is locked, so no request can arrive between this read and the delete.
  const holders = await liveRequestHolders(tx, shift);
  // Calendar feeds go on telling subscribers the shift is cancelled (issue #15 §2).
  await recordDeletedShift(tx, shift.id);
  await deleteShift(tx, shift.id);
  await recordShiftEvent(tx, {
    shiftId: shift.id,
    locationId: shift.locationId,
    kind: 'deleted',
    actorId,
  });
  // The shift's own page is gone: the notice links to the open shifts instead.
  const summary = shiftSummary(ctx, shift, '/dashboard/shifts');
  for (const holder of holders) {
    const held = holder.status === 'Offered' ? 'offer' : 'request';
    // The shift is gone: the notice links to nothing.
    const lead = `The practice cancelled a shift, so your ${held} for it no longer stands`;
    await dispatch(
      tx,
      shiftNotice(holder.id, 'shift_deleted', null, summary, lead),
      shiftCancelledEmail(holder, held, summary),
    );
  }
}
