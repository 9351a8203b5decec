import {
  canDeleteOrAssignShift,
  canRequestShift,
  isRestrictedShiftView,
  mayEverTakeRequestRoute,
  REQUEST_ROUTE_ACTIONS,
  requestActions,
  shiftEnd,
  type assignUserSchema,
  type createRequestPayloadSchema,
  type RequestRoute,
} from '@chairside/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { shiftRequests, shifts, users } from '../../db/schema.ts';
import {
  assertCan,
  assertFound,
  BadRequestError,
  ConflictError,
  NotFoundError,
} from '../../lib/errors.ts';
import { enqueueMessage } from '../notifications/outbox.ts';
import {
  offerAnsweredEmail,
  shiftConfirmedEmail,
  shiftOfferedEmail,
  shiftRequestDeclinedEmail,
} from '../notifications/shift-templates.ts';
import type { SignedInUser } from '../users/actor-queries.ts';
import { findRequest, findRequests } from './queries.ts';
import type { ShiftRow } from './queries.ts';
import { shiftSummary } from './shift-summary.ts';
import { findVisibleShift } from './visibility.ts';

export const REQUEST_MESSAGES = {
  alreadyRequested: 'You have already requested this shift',
  alreadyStarted: 'This shift has already started',
  alreadyFilled: 'This shift has already been filled',
  alreadyOffered: 'This request has already been offered',
  notOfferedYet: 'This request has not been offered yet',
  outsideShift: 'Requested times must be within the shift',
  notPending: 'This request can no longer be changed',
  overlapping: 'This person is already confirmed for a shift at that time',
  userNotSelectable: 'Select an active user of this organization',
} as const;

function presentRequest(row: Awaited<ReturnType<typeof findRequests>>[number]) {
  return {
    ...row,
    updatedAt: row.updatedAt.toISOString(),
    startTime: row.startTime?.toISOString() ?? null,
    endTime: row.endTime?.toISOString() ?? null,
  };
}

function isUniqueViolation(error: unknown): boolean {
  const record = error as { code?: string; cause?: { code?: string } } | null;
  return record?.code === '23505' || record?.cause?.code === '23505';
}

async function contactOf(db: Executor, userId: number | null) {
  if (userId === null) return null;
  const [row] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Locks the shift row: every change to a shift's requests is serialized per shift. */
async function lockShift(tx: Executor, actor: SignedInUser, shiftId: number) {
  await tx.select({ id: shifts.id }).from(shifts).where(eq(shifts.id, shiftId)).for('update');
  return findVisibleShift(tx, actor, shiftId);
}

/** DESIGN §8: one person is never confirmed on two overlapping shifts. */
async function assertFreeAt(tx: Executor, userId: number, shift: ShiftRow) {
  // Serializes confirmations of one person across shifts.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const start = shift.startsAt;
  const end = shiftEnd(start, shift.totalMinutes, shift.timezone);
  const [clash] = await tx
    .select({ id: shiftRequests.id })
    .from(shiftRequests)
    .innerJoin(shifts, eq(shifts.id, shiftRequests.shiftId))
    .where(
      and(
        eq(shiftRequests.employeeId, userId),
        eq(shiftRequests.status, 'Confirmed'),
        eq(shiftRequests.declined, false),
        ne(shifts.id, shift.id),
        sql`coalesce(${shiftRequests.startTime}, ${shifts.startsAt}) < ${end}`,
        sql`coalesce(${shiftRequests.endTime}, ${shifts.endsAt}) > ${start}`,
      ),
    )
    .limit(1);
  if (clash) throw new ConflictError(REQUEST_MESSAGES.overlapping);
}

/** Offers and confirmations, like requests, are for shifts still to come. */
function assertNotStarted(shift: ShiftRow) {
  if (shift.startsAt.getTime() <= Date.now())
    throw new ConflictError(REQUEST_MESSAGES.alreadyStarted);
}

/** When a request is confirmed the other live requests of the shift are declined. */
async function declineOthers(tx: Executor, shiftId: number, keptRequestId: number) {
  await tx
    .update(shiftRequests)
    .set({ declined: true, updatedAt: sql`now()` })
    .where(
      and(
        eq(shiftRequests.shiftId, shiftId),
        ne(shiftRequests.id, keptRequestId),
        eq(shiftRequests.declined, false),
      ),
    );
}

export async function list(ctx: AppContext, actor: SignedInUser, shiftId: number) {
  const shift = await findVisibleShift(ctx.db, actor, shiftId);
  // The restricted view shows only the person's own request ('My Request').
  const own = isRestrictedShiftView(actor, shift) ? actor.id : undefined;
  return (await findRequests(ctx.db, shiftId, own)).map(presentRequest);
}

export async function create(
  ctx: AppContext,
  actor: SignedInUser,
  shiftId: number,
  payload: z.output<typeof createRequestPayloadSchema>,
) {
  let requestId = 0;
  try {
    await ctx.db.transaction(async (tx) => {
      // The shift lock orders this request with confirms, assigns and deletes of the same shift:
      // without it a request read the shift as open and landed after its confirmation.
      const shift = await lockShift(tx, actor, shiftId);
      const own = await findRequests(tx, shiftId, actor.id);
      if (own.length > 0) throw new ConflictError(REQUEST_MESSAGES.alreadyRequested);
      assertCan(canRequestShift(actor, false));
      if (shift.confirmed > 0) throw new ConflictError(REQUEST_MESSAGES.alreadyFilled);
      assertNotStarted(shift);
      if (payload.startTime && payload.endTime) {
        const from = Date.parse(payload.startTime);
        const to = Date.parse(payload.endTime);
        const end = shiftEnd(shift.startsAt, shift.totalMinutes, shift.timezone).getTime();
        if (from < shift.startsAt.getTime() || to > end)
          throw new BadRequestError([REQUEST_MESSAGES.outsideShift]);
      }
      const [row] = await tx
        .insert(shiftRequests)
        .values({
          shiftId,
          employeeId: actor.id,
          startTime: payload.startTime ? new Date(payload.startTime) : null,
          endTime: payload.endTime ? new Date(payload.endTime) : null,
          notes: payload.notes,
        })
        .returning({ id: shiftRequests.id });
      requestId = row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(REQUEST_MESSAGES.alreadyRequested);
    throw error;
  }
  return presentRequest(assertFound(await findRequest(ctx.db, shiftId, requestId)));
}

/**
 * Offer, decline and confirm: the request's state decides who may act (SPEC §4, §6). A route the
 * actor's role may never take is refused (403); one the request's present state does not allow
 * (a second offer, say, from two managers clicking at once) is a conflict with that state (409).
 */
async function transition(
  ctx: AppContext,
  actor: SignedInUser,
  shiftId: number,
  requestId: number,
  route: RequestRoute,
  apply: (
    tx: Executor,
    shift: ShiftRow,
    request: NonNullable<Awaited<ReturnType<typeof findRequest>>>,
  ) => Promise<void>,
) {
  try {
    await ctx.db.transaction(async (tx) => {
      const shift = await lockShift(tx, actor, shiftId);
      const request = await findRequest(tx, shiftId, requestId);
      if (!request) throw new NotFoundError();
      if (isRestrictedShiftView(actor, shift) && request.employeeId !== actor.id)
        throw new NotFoundError();
      if (request.declined || request.status === 'Confirmed')
        throw new ConflictError(REQUEST_MESSAGES.notPending);
      const actions = requestActions(actor, shift, request);
      if (!REQUEST_ROUTE_ACTIONS[route].some((action) => actions.includes(action))) {
        assertCan(mayEverTakeRequestRoute(actor, shift, request, route));
        throw new ConflictError(
          request.status === 'Offered'
            ? REQUEST_MESSAGES.alreadyOffered
            : REQUEST_MESSAGES.notOfferedYet,
        );
      }
      await apply(tx, shift, request);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(REQUEST_MESSAGES.alreadyFilled);
    throw error;
  }
  return presentRequest(assertFound(await findRequest(ctx.db, shiftId, requestId)));
}

export function offer(ctx: AppContext, actor: SignedInUser, shiftId: number, requestId: number) {
  return transition(ctx, actor, shiftId, requestId, 'offer', async (tx, shift, request) => {
    if (shift.confirmed > 0) throw new ConflictError(REQUEST_MESSAGES.alreadyFilled);
    assertNotStarted(shift);
    await tx
      .update(shiftRequests)
      .set({ status: 'Offered', updatedAt: sql`now()` })
      .where(eq(shiftRequests.id, request.id));
    const employee = await contactOf(tx, request.employeeId);
    if (employee)
      await enqueueMessage(
        tx,
        shiftOfferedEmail(employee.email, employee.name, shiftSummary(ctx, shift)),
      );
  });
}

export function decline(ctx: AppContext, actor: SignedInUser, shiftId: number, requestId: number) {
  return transition(ctx, actor, shiftId, requestId, 'decline', async (tx, shift, request) => {
    await tx
      .update(shiftRequests)
      .set({ declined: true, updatedAt: sql`now()` })
      .where(eq(shiftRequests.id, request.id));
    const byEmployee = request.employeeId === actor.id;
    const recipient = await contactOf(
      tx,
      byEmployee ? await creatorOf(tx, shift.id) : request.employeeId,
    );
    if (!recipient) return;
    await enqueueMessage(
      tx,
      byEmployee
        ? offerAnsweredEmail(
            recipient.email,
            recipient.name,
            request.employeeName,
            false,
            shiftSummary(ctx, shift),
          )
        : shiftRequestDeclinedEmail(recipient.email, recipient.name, shiftSummary(ctx, shift)),
    );
  });
}

export function confirm(ctx: AppContext, actor: SignedInUser, shiftId: number, requestId: number) {
  return transition(ctx, actor, shiftId, requestId, 'confirm', async (tx, shift, request) => {
    if (shift.confirmed > 0) throw new ConflictError(REQUEST_MESSAGES.alreadyFilled);
    assertNotStarted(shift);
    await assertFreeAt(tx, request.employeeId, shift);
    await tx
      .update(shiftRequests)
      .set({ status: 'Confirmed', updatedAt: sql`now()` })
      .where(eq(shiftRequests.id, request.id));
    await declineOthers(tx, shift.id, request.id);
    const manager = await contactOf(tx, await creatorOf(tx, shift.id));
    if (manager) {
      await enqueueMessage(
        tx,
        offerAnsweredEmail(
          manager.email,
          manager.name,
          request.employeeName,
          true,
          shiftSummary(ctx, shift),
        ),
      );
    }
  });
}

async function creatorOf(tx: Executor, shiftId: number): Promise<number | null> {
  const [row] = await tx
    .select({ createdBy: shifts.createdBy })
    .from(shifts)
    .where(eq(shifts.id, shiftId));
  return row?.createdBy ?? null;
}

/** Assign to user: a confirmed request made directly by a manager (DESIGN §8). */
export async function assign(
  ctx: AppContext,
  actor: SignedInUser,
  shiftId: number,
  payload: z.output<typeof assignUserSchema>,
) {
  let requestId = 0;
  try {
    await ctx.db.transaction(async (tx) => {
      const shift = await lockShift(tx, actor, shiftId);
      assertCan(!isRestrictedShiftView(actor, shift));
      if (!canDeleteOrAssignShift(actor, shift))
        throw new ConflictError(REQUEST_MESSAGES.alreadyFilled);
      const [person] = await tx
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          isActive: users.isActive,
          organizationId: users.organizationId,
        })
        .from(users)
        .where(eq(users.id, payload.userId));
      if (!person || !person.isActive || person.organizationId !== shift.organizationId) {
        throw new BadRequestError([REQUEST_MESSAGES.userNotSelectable]);
      }
      await assertFreeAt(tx, person.id, shift);
      const [row] = await tx
        .insert(shiftRequests)
        // The manager's notes go beside the person's own, which an earlier request keeps.
        .values({
          shiftId,
          employeeId: person.id,
          status: 'Confirmed',
          managerNotes: payload.notes,
        })
        .onConflictDoUpdate({
          target: [shiftRequests.shiftId, shiftRequests.employeeId],
          set: {
            status: 'Confirmed',
            declined: false,
            managerNotes: payload.notes,
            updatedAt: sql`now()`,
          },
        })
        .returning({ id: shiftRequests.id });
      requestId = row.id;
      await declineOthers(tx, shift.id, row.id);
      await enqueueMessage(
        tx,
        shiftConfirmedEmail(person.email, person.name, shiftSummary(ctx, shift)),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(REQUEST_MESSAGES.alreadyFilled);
    throw error;
  }
  return presentRequest(assertFound(await findRequest(ctx.db, shiftId, requestId)));
}
