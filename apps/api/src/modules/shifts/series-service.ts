import { randomUUID } from 'node:crypto';
import {
  canManageShift,
  expandRepeat,
  MAX_SHIFTS_PER_POSTING,
  occurrenceKey,
  previewOccurrences,
  REPEAT_MESSAGES,
  SHIFT_MESSAGES,
  type Occurrence,
  type repeatShiftPayloadSchema,
  type ShiftPreview,
  type ShiftSeriesAnswer,
} from '@chairside/domain';
import type { z } from 'zod';
import type { SignedInUser } from '../../auth/actor.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { assertCan, BadRequestError, ConflictError } from '../../lib/errors.ts';
import { findShiftNotes, lockShift, lockVisibleShift, type ShiftRow } from './queries.ts';
import {
  findOpenShiftHours,
  findSeriesShiftsFrom,
  lockLocationsForPosting,
} from './series-queries.ts';
import { spendPostingBudget } from './posting-budget.ts';
import { deleteLockedShift, findPostingLocation, postShifts } from './service.ts';
import { shiftTimes } from './shift-times.ts';

type RepeatPayload = z.output<typeof repeatShiftPayloadSchema>;

/**
 * Every shift a repeat would post, marked (issue #16 §1), for a location the actor manages.
 * The posting reads it again inside its transaction, holding the location (`forPosting`), so the
 * marks it acts on are current.
 */
async function occurrencesOf(
  db: Executor,
  actor: SignedInUser,
  { shift, repeat }: RepeatPayload,
  now: Date,
  forPosting = false,
) {
  const location = await findPostingLocation(db, actor, shift.locationId);
  if (forPosting) await lockLocationsForPosting(db, [location.id]);
  const firstDate = shift.date.slice(0, 10);
  if (repeat.kind === 'weekly' && repeat.until !== undefined && repeat.until < firstDate)
    throw new BadRequestError([REPEAT_MESSAGES.untilBeforeStart]);
  const dates = expandRepeat(firstDate, repeat);
  if (dates.length > MAX_SHIFTS_PER_POSTING) throw new BadRequestError([REPEAT_MESSAGES.tooMany]);
  const clock = shift.date.slice(11);
  const existing = await findOpenShiftHours(db, actor, {
    locationIds: [location.id],
    position: shift.position,
    from: dates[0] ?? firstDate,
    to: dates.at(-1) ?? firstDate,
  });
  const occurrences = previewOccurrences({
    dates,
    clock,
    totalMinutes: shift.totalMinutes,
    timeZone: location.timezone,
    taken: new Set(existing.map((row) => occurrenceKey(row.startsAt, row.endsAt))),
    now,
  });
  return { location, occurrences };
}

/** POST /shifts/preview. */
export async function previewRepeat(
  ctx: AppContext,
  actor: SignedInUser,
  payload: RepeatPayload,
): Promise<ShiftPreview> {
  const { occurrences } = await occurrencesOf(ctx.db, actor, payload, new Date());
  return { occurrences };
}

/**
 * POST /shifts/series: posts every occurrence marked 'ok' in one transaction under one series
 * id, each alerted like a single post; the others (DST gap, past, duplicate) are left out and
 * answered as `skipped`.
 */
export async function postSeries(
  ctx: AppContext,
  actor: SignedInUser,
  payload: RepeatPayload,
): Promise<ShiftSeriesAnswer> {
  return ctx.db.transaction(async (tx) => {
    const { location, occurrences } = await occurrencesOf(tx, actor, payload, new Date(), true);
    const posting = occurrences.filter((occurrence) => occurrence.status === 'ok');
    if (posting.length === 0) throw new BadRequestError([REPEAT_MESSAGES.nothingToPost]);
    await spendPostingBudget(
      ctx,
      tx,
      posting.map(() => location.organizationId),
    );
    const seriesId = randomUUID();
    const { shift } = payload;
    const shiftIds = await postShifts(
      tx,
      posting.map((occurrence) => ({
        locationId: location.id,
        ...shiftTimes(`${occurrence.date}T${shift.date.slice(11)}`, location.timezone),
        totalMinutes: shift.totalMinutes,
        lunchMinutes: shift.lunchMinutes,
        position: shift.position,
        specialty: shift.specialty,
        notes: shift.notes,
        internalNotes: shift.internalNotes,
        hourlyRateCents: shift.hourlyRateCents,
        engagement: shift.engagement,
        paymentTerms: shift.paymentTerms,
        createdBy: actor.id,
        seriesId,
      })),
    );
    const skipped: Occurrence[] = occurrences.filter((occurrence) => occurrence.status !== 'ok');
    return { seriesId, shiftIds, skipped };
  });
}

/**
 * DELETE /shifts/:id?scope=following: the shift and the later shifts of its series that nobody
 * is confirmed for, each deleted and told like a single delete; confirmed ones are spared.
 */
export async function removeFollowing(ctx: AppContext, actor: SignedInUser, visible: ShiftRow) {
  return ctx.db.transaction(async (tx) => {
    const shift = await lockShift(tx, visible);
    assertCan(canManageShift(actor, shift));
    if (shift.confirmed > 0) throw new ConflictError(SHIFT_MESSAGES.confirmedCannotBeDeleted);
    const seriesId = (await findShiftNotes(tx, shift))?.seriesId;
    if (!seriesId) throw new BadRequestError([REPEAT_MESSAGES.notInSeries]);
    const deleted: number[] = [];
    const spared: number[] = [];
    for (const shiftId of await findSeriesShiftsFrom(tx, shift, seriesId)) {
      const following = await lockVisibleShift(tx, actor, shiftId);
      if (following.confirmed > 0) {
        spared.push(shiftId);
        continue;
      }
      await deleteLockedShift(ctx, tx, following, actor.id);
      deleted.push(shiftId);
    }
    return { deleted, spared };
  });
}
