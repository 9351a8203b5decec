import {
  addDaysToDate,
  canCreateShift,
  COPY_WEEK_MESSAGES,
  copyWeekOccurrences,
  MAX_SHIFTS_PER_POSTING,
  REPEAT_MESSAGES,
  type copyWeekPayloadSchema,
  type CopyWeekAnswer,
  type CopyWeekPreview,
} from '@chairside/domain';
import type { z } from 'zod';
import type { SignedInUser } from '../../auth/actor.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { assertCan, BadRequestError } from '../../lib/errors.ts';
import {
  findOpenShiftHours,
  findWeekShiftsToCopy,
  lockLocationsForPosting,
} from './series-queries.ts';
import { spendPostingBudget } from './posting-budget.ts';
import { findPostingLocation, postShifts } from './service.ts';

type CopyWeekPayload = z.output<typeof copyWeekPayloadSchema>;

/**
 * The shifts a copy of a week would post, marked (issue #16 §1), with the shifts they copy. The
 * posting reads them again inside its transaction, holding the locations (`forPosting`), so the
 * marks it acts on are current.
 */
async function copiesOf(
  db: Executor,
  actor: SignedInUser,
  payload: CopyWeekPayload,
  now: Date,
  forPosting = false,
) {
  assertCan(canCreateShift(actor));
  if (payload.locationId !== undefined) await findPostingLocation(db, actor, payload.locationId);
  const sources = await findWeekShiftsToCopy(db, actor, {
    from: payload.fromWeekStart,
    to: addDaysToDate(payload.fromWeekStart, 6),
    locationId: payload.locationId,
    includeFilled: payload.includeFilled,
  });
  if (sources.length > MAX_SHIFTS_PER_POSTING) throw new BadRequestError([REPEAT_MESSAGES.tooMany]);
  const locationIds = [...new Set(sources.map((source) => source.locationId))];
  if (forPosting) await lockLocationsForPosting(db, locationIds);
  const existing = await findOpenShiftHours(db, actor, {
    locationIds,
    from: payload.toWeekStart,
    to: addDaysToDate(payload.toWeekStart, 6),
  });
  return copyWeekOccurrences({
    sources,
    fromWeekStart: payload.fromWeekStart,
    toWeekStart: payload.toWeekStart,
    existing,
    now,
  });
}

/** POST /shifts/copy-week/preview. */
export async function previewCopyWeek(
  ctx: AppContext,
  actor: SignedInUser,
  payload: CopyWeekPayload,
): Promise<CopyWeekPreview> {
  const copies = await copiesOf(ctx.db, actor, payload, new Date());
  return { shifts: copies.map(({ copy }) => copy) };
}

/**
 * POST /shifts/copy-week: posts every copy marked 'ok' in one transaction, each recorded and
 * alerted like a single post (with its source's specialty, lunch, notes and pay, and no one on it);
 * the others (DST gap, past, duplicate) are left out and answered as `skipped`.
 */
export async function copyWeek(
  ctx: AppContext,
  actor: SignedInUser,
  payload: CopyWeekPayload,
): Promise<CopyWeekAnswer> {
  return ctx.db.transaction(async (tx) => {
    const copies = await copiesOf(tx, actor, payload, new Date(), true);
    if (copies.length === 0) throw new BadRequestError([COPY_WEEK_MESSAGES.nothingToCopy]);
    const posting = copies.filter(({ copy }) => copy.status === 'ok');
    if (posting.length === 0) throw new BadRequestError([REPEAT_MESSAGES.nothingToPost]);
    await spendPostingBudget(
      ctx,
      tx,
      posting.map(({ source }) => source.organizationId),
    );
    const shiftIds = await postShifts(
      tx,
      posting.map(({ copy, source }) => ({
        locationId: source.locationId,
        startsAt: new Date(copy.startsAt),
        localDate: copy.date,
        timezone: copy.timezone,
        totalMinutes: source.totalMinutes,
        lunchMinutes: source.lunchMinutes,
        position: source.position,
        specialty: source.specialty,
        notes: source.notes,
        internalNotes: source.internalNotes,
        hourlyRateCents: source.hourlyRateCents,
        engagement: source.engagement,
        paymentTerms: source.paymentTerms,
        createdBy: actor.id,
      })),
    );
    const skipped = copies.filter(({ copy }) => copy.status !== 'ok').map(({ copy }) => copy);
    return { shiftIds, skipped };
  });
}
