import { isRestrictedShiftView, type Actor } from '@chairside/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { preparedPerExecutor, type Executor } from '../../db/client.ts';
import { shiftRequests, shifts, users } from '../../db/schema.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { ShiftRow } from './queries.ts';

export const requestColumns = {
  id: shiftRequests.id,
  shiftId: shiftRequests.shiftId,
  employeeId: shiftRequests.employeeId,
  employeeName: users.name,
  status: shiftRequests.status,
  declined: shiftRequests.declined,
  updatedAt: shiftRequests.updatedAt,
  startTime: shiftRequests.startTime,
  endTime: shiftRequests.endTime,
  notes: shiftRequests.notes,
  managerNotes: shiftRequests.managerNotes,
};

function prepareRequests(db: Executor, ownOnly: boolean) {
  return db
    .select(requestColumns)
    .from(shiftRequests)
    .innerJoin(users, eq(users.id, shiftRequests.employeeId))
    .where(
      and(
        eq(shiftRequests.shiftId, sql.placeholder('shiftId')),
        ownOnly ? eq(shiftRequests.employeeId, sql.placeholder('employeeId')) : undefined,
      ),
    )
    .orderBy(asc(shiftRequests.createdAt), asc(shiftRequests.id))
    .prepare(ownOnly ? 'shift_requests_own' : 'shift_requests_all');
}

const allRequestsQuery = preparedPerExecutor((db) => prepareRequests(db, false));
const ownRequestsQuery = preparedPerExecutor((db) => prepareRequests(db, true));

/**
 * The requests of a shift the actor was shown (a row of findVisibleShift), oldest first: under
 * the restricted view only the actor's own ('My Request').
 */
export async function findVisibleRequests(db: Executor, actor: Actor, shift: ShiftRow) {
  return isRestrictedShiftView(actor, shift)
    ? ownRequestsQuery(db).execute({ shiftId: shift.id, employeeId: actor.id })
    : allRequestsQuery(db).execute({ shiftId: shift.id });
}

export type RequestRow = Awaited<ReturnType<typeof findVisibleRequests>>[number];

/** Whether the actor already asked for the shift (declined or not). */
export async function hasOwnRequest(db: Executor, actor: Actor, shiftId: number) {
  const own = await ownRequestsQuery(db).execute({ shiftId, employeeId: actor.id });
  return own.length > 0;
}

/**
 * One request of a shift the actor was shown, when the actor may see it (under the restricted
 * view only their own); else NotFoundError.
 */
export async function findVisibleRequest(
  db: Executor,
  actor: Actor,
  shift: ShiftRow,
  requestId: number,
): Promise<RequestRow> {
  const [row] = await db
    .select(requestColumns)
    .from(shiftRequests)
    .innerJoin(users, eq(users.id, shiftRequests.employeeId))
    .where(and(eq(shiftRequests.id, requestId), eq(shiftRequests.shiftId, shift.id)));
  if (!row || (isRestrictedShiftView(actor, shift) && row.employeeId !== actor.id)) {
    throw new NotFoundError();
  }
  return row;
}

export async function insertRequest(
  tx: Executor,
  request: typeof shiftRequests.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(shiftRequests).values(request).returning({ id: shiftRequests.id });
  return row.id;
}

/**
 * Assign to user: the person's request on the shift, confirmed with the manager's notes beside
 * the person's own, which an earlier request keeps.
 */
export async function upsertConfirmedRequest(
  tx: Executor,
  request: { shiftId: number; employeeId: number; managerNotes: string | null },
): Promise<number> {
  const [row] = await tx
    .insert(shiftRequests)
    .values({ ...request, status: 'Confirmed' })
    .onConflictDoUpdate({
      target: [shiftRequests.shiftId, shiftRequests.employeeId],
      set: {
        status: 'Confirmed',
        declined: false,
        managerNotes: request.managerNotes,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: shiftRequests.id });
  return row.id;
}

export async function setRequestStatus(
  tx: Executor,
  requestId: number,
  status: 'Offered' | 'Confirmed',
) {
  await tx
    .update(shiftRequests)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(shiftRequests.id, requestId));
}

export async function declineRequest(tx: Executor, requestId: number) {
  await tx
    .update(shiftRequests)
    .set({ declined: true, updatedAt: sql`now()` })
    .where(eq(shiftRequests.id, requestId));
}

/** When a request is confirmed the other live requests of the shift are declined. */
export async function declineOthers(tx: Executor, shiftId: number, keptRequestId: number) {
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

/** Locks the person's row: confirmations of one person, on any shift, take turns. */
export async function lockPerson(tx: Executor, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * An active person of the organization whom a manager may assign; null for anyone else, so a
 * person of another organization reads like no person at all.
 */
export async function findAssignablePerson(tx: Executor, organizationId: number, userId: number) {
  const [person] = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(
      and(eq(users.id, userId), eq(users.organizationId, organizationId), eq(users.isActive, true)),
    );
  return person ?? null;
}

/**
 * Where a notice about a request goes. Unscoped on purpose (the shift's manager may be of
 * another organization than the independent professional who acts); never a route's answer.
 */
export async function findNoticeContact(db: Executor, userId: number) {
  const [row] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The contact of whoever created the shift, for the notices that go back to them. */
export async function findShiftCreatorContact(db: Executor, shift: ShiftRow) {
  const [row] = await db
    .select({ email: users.email, name: users.name })
    .from(shifts)
    .innerJoin(users, eq(users.id, shifts.createdBy))
    .where(eq(shifts.id, shift.id));
  return row ?? null;
}
