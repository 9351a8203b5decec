import {
  canPostUncoveredHours,
  formatTimeSpan,
  localDateOf,
  REQUEST_MESSAGES,
  SHIFT_MESSAGES,
  wallClockMinutesBetween,
  type ShiftDetail,
} from '@chairside/domain';
import type { SignedInUser } from '../../auth/actor.ts';
import type { AppContext } from '../../context.ts';
import { assertCan, ConflictError } from '../../lib/errors.ts';
import { recordShiftEvent } from './history-service.ts';
import { findShiftNotes, lockShift, type ShiftRow } from './queries.ts';
import { spendPostingBudget } from './posting-budget.ts';
import { detail, postShifts, uncoveredGaps } from './service.ts';

/**
 * The new shifts take no lunch: the shift's lunch belongs to the hours somebody works, and an
 * open stretch is short enough to go without (docs/API.md).
 */
const UNCOVERED_HOURS_LUNCH_MINUTES = 0;

/**
 * POST /shifts/:shiftId/uncovered-hours: one open shift per gap of a part-shift confirmation,
 * at the same location, for the same position and specialty, with the same notes, in one
 * transaction. A gap already posted (a shift at that location for that position with the same
 * start and end) is left alone; when every gap is, the call is refused.
 */
export async function postUncoveredHours(
  ctx: AppContext,
  actor: SignedInUser,
  visible: ShiftRow,
): Promise<ShiftDetail[]> {
  const createdIds = await ctx.db.transaction(async (tx) => {
    // The lock makes two managers posting the same hours take turns.
    const shift = await lockShift(tx, visible);
    assertCan(canPostUncoveredHours(actor, shift), SHIFT_MESSAGES.notManagedLocation);
    if (shift.startsAt.getTime() <= Date.now())
      throw new ConflictError(REQUEST_MESSAGES.alreadyStarted);
    const gaps = await uncoveredGaps(tx, shift);
    if (gaps.length === 0) throw new ConflictError(SHIFT_MESSAGES.noUncoveredHours);
    const notes = await findShiftNotes(tx, shift);
    const open = gaps.filter((gap) => gap.shiftId === null);
    if (open.length === 0) throw new ConflictError(SHIFT_MESSAGES.uncoveredHoursPosted);
    // Issue #26 §4: the shift's own history says which of its hours were posted.
    await recordShiftEvent(tx, {
      shiftId: shift.id,
      locationId: shift.locationId,
      kind: 'uncoveredPosted',
      actorId: actor.id,
      reason: open.map((gap) => formatTimeSpan(gap, shift.timezone)).join(' and '),
    });
    await spendPostingBudget(
      ctx,
      tx,
      open.map(() => shift.organizationId),
    );
    return postShifts(
      tx,
      open.map((gap) => ({
        locationId: shift.locationId,
        startsAt: gap.start,
        localDate: localDateOf(gap.start, shift.timezone),
        timezone: shift.timezone,
        totalMinutes: wallClockMinutesBetween(gap.start, gap.end, shift.timezone),
        lunchMinutes: UNCOVERED_HOURS_LUNCH_MINUTES,
        position: shift.position,
        specialty: shift.specialty,
        notes: notes?.notes ?? null,
        internalNotes: notes?.internalNotes ?? null,
        createdBy: actor.id,
      })),
    );
  });
  return Promise.all(createdIds.map((createdId) => detail(ctx, actor, createdId)));
}
