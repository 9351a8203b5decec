import {
  boundingBox,
  canCreateShift,
  haversineMiles,
  isRestrictedShiftView,
  managesLocation,
  skippedShiftTimeMessages,
  type createShiftPayloadSchema,
  type shiftListQuerySchema,
} from '@chairside/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { locations, shiftRequests, shifts, users } from '../../db/schema.ts';
import { assertCan, BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { organizationScope } from '../../lib/scope.ts';
import { enqueueMessage } from '../notifications/outbox.ts';
import { shiftCancelledEmail } from '../notifications/shift-templates.ts';
import type { SignedInUser } from '../users/actor-queries.ts';
import { findShiftNotes, findShifts } from './queries.ts';
import { shiftSummary } from './shift-summary.ts';
import { monthRange, shiftTimes } from './shift-times.ts';
import { findVisibleShift, presentShift, shiftStatus } from './visibility.ts';

export const SHIFT_MESSAGES = {
  radiusNeedsPoint: 'A radius needs a latitude and a longitude',
  startsInPast: 'The shift must start in the future',
  confirmedCannotBeDeleted: 'A confirmed shift cannot be deleted',
  alreadyFilled: 'This shift has already been filled',
} as const;

/** GET /shifts: a month by the shifts' local dates, optionally within a radius (SPEC §7). */
export async function list(
  ctx: AppContext,
  actor: SignedInUser,
  query: z.output<typeof shiftListQuerySchema>,
) {
  const hasPoint = query.lat !== undefined && query.lng !== undefined;
  if (query.radius !== undefined && !hasPoint)
    throw new BadRequestError([SHIFT_MESSAGES.radiusNeedsPoint]);
  const center = hasPoint ? { lat: query.lat as number, lng: query.lng as number } : null;
  const rows = await findShifts(ctx.db, {
    organizationId: organizationScope(actor, query.organizationId),
    locationId: query.locationId,
    ...monthRange(query.year, query.month),
    box: center && query.radius !== undefined ? boundingBox(center, query.radius) : undefined,
  });
  const answer = [];
  for (const row of rows) {
    const distance = center
      ? haversineMiles(center, { lat: row.latitude, lng: row.longitude })
      : undefined;
    if (query.radius !== undefined && distance !== undefined && distance > query.radius) continue;
    if (query.status && shiftStatus(row) !== query.status) continue;
    answer.push(presentShift(actor, row, distance));
  }
  return answer;
}

export async function detail(ctx: AppContext, actor: SignedInUser, id: number) {
  const shift = await findVisibleShift(ctx.db, actor, id);
  const notes = await findShiftNotes(ctx.db, id);
  const restricted = isRestrictedShiftView(actor, shift);
  return {
    ...presentShift(actor, shift),
    notes: notes?.notes ?? null,
    // DESIGN §5: the restricted view never carries internal notes.
    internalNotes: restricted ? null : (notes?.internalNotes ?? null),
  };
}

export async function create(
  ctx: AppContext,
  actor: SignedInUser,
  payload: z.output<typeof createShiftPayloadSchema>,
) {
  assertCan(canCreateShift(actor));
  const [location] = await ctx.db
    .select({
      id: locations.id,
      organizationId: locations.organizationId,
      timezone: locations.timezone,
    })
    .from(locations)
    .where(eq(locations.id, payload.locationId));
  if (!location || organizationScope(actor, location.organizationId) !== location.organizationId) {
    throw new NotFoundError('Location not found');
  }
  assertCan(
    managesLocation(actor, location.id),
    'You can only post shifts at the locations you manage',
  );
  const skipped = skippedShiftTimeMessages(payload.date, payload.totalMinutes, location.timezone);
  if (skipped.length > 0) throw new BadRequestError(skipped);
  const times = shiftTimes(payload.date, location.timezone);
  if (times.startsAt.getTime() <= Date.now())
    throw new BadRequestError([SHIFT_MESSAGES.startsInPast]);
  const [row] = await ctx.db
    .insert(shifts)
    .values({
      locationId: location.id,
      ...times,
      totalMinutes: payload.totalMinutes,
      lunchMinutes: payload.lunchMinutes,
      position: payload.position,
      specialty: payload.specialty,
      notes: payload.notes,
      internalNotes: payload.internalNotes,
      createdBy: actor.id,
    })
    .returning({ id: shifts.id });
  return detail(ctx, actor, row.id);
}

export async function remove(ctx: AppContext, actor: SignedInUser, id: number) {
  await ctx.db.transaction(async (tx) => {
    await tx.select({ id: shifts.id }).from(shifts).where(eq(shifts.id, id)).for('update');
    const shift = await findVisibleShift(tx, actor, id);
    assertCan(!isRestrictedShiftView(actor, shift));
    if (shift.confirmed > 0) throw new ConflictError(SHIFT_MESSAGES.confirmedCannotBeDeleted);
    // The shift row is locked, so no request can arrive between this read and the delete.
    const holders = await tx
      .select({ email: users.email, name: users.name, status: shiftRequests.status })
      .from(shiftRequests)
      .innerJoin(users, eq(users.id, shiftRequests.employeeId))
      .where(and(eq(shiftRequests.shiftId, id), eq(shiftRequests.declined, false)));
    await tx.delete(shifts).where(eq(shifts.id, id));
    // The shift's own page is gone: the notice links to the open shifts instead.
    const summary = shiftSummary(ctx, shift, '/dashboard/shifts');
    for (const holder of holders) {
      const held = holder.status === 'Offered' ? 'offer' : 'request';
      await enqueueMessage(tx, shiftCancelledEmail(holder.email, holder.name, held, summary));
    }
  });
}
