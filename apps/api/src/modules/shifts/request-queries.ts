import {
  isRestrictedShiftView,
  LATE_CANCELLATION_WINDOW_DAYS,
  type Actor,
  type DeclineReason,
  DECLINE_REASONS_OPEN_TO_REQUEST,
} from '@chairside/domain';
import { and, asc, eq, exists, inArray, ne, or, sql } from 'drizzle-orm';
import { preparedPerExecutor, type Executor } from '../../db/client.ts';
import { shiftRequests, shifts, userLocations, users } from '../../db/schema.ts';
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
  offerExpiresAt: shiftRequests.offerExpiresAt,
  declineReason: shiftRequests.declineReason,
  cancelReason: shiftRequests.cancelReason,
  cancelledAt: shiftRequests.cancelledAt,
  /** When the person asked (issue #26 §3); asking again after a withdrawal sets it anew. */
  requestedAt: shiftRequests.createdAt,
  proposedRateCents: shiftRequests.proposedRateCents,
  offeredRateCents: shiftRequests.offeredRateCents,
  agreedRateCents: shiftRequests.agreedRateCents,
};

/**
 * The person's own late cancellations of the last LATE_CANCELLATION_WINDOW_DAYS, which the
 * shift's managers weigh beside a request (issue #14); never in the person's own view.
 */
const lateCancellations = sql<number>`(select count(*)::int from shift_requests late where late.employee_id = ${shiftRequests.employeeId} and late.cancelled_late and late.cancelled_at > now() - interval '${sql.raw(String(LATE_CANCELLATION_WINDOW_DAYS))} days')`;

/** What a shift's managers read of its requests. */
const managersRequestColumns = { ...requestColumns, lateCancellations };

const allRequestsQuery = preparedPerExecutor((db) =>
  db
    .select(managersRequestColumns)
    .from(shiftRequests)
    .innerJoin(users, eq(users.id, shiftRequests.employeeId))
    .where(eq(shiftRequests.shiftId, sql.placeholder('shiftId')))
    .orderBy(asc(shiftRequests.createdAt), asc(shiftRequests.id))
    .prepare('shift_requests_all'),
);

/** The restricted view's requests, the actor's own: without what only managers read. */
const ownRequestsQuery = preparedPerExecutor((db) =>
  db
    .select(requestColumns)
    .from(shiftRequests)
    .innerJoin(users, eq(users.id, shiftRequests.employeeId))
    .where(
      and(
        eq(shiftRequests.shiftId, sql.placeholder('shiftId')),
        eq(shiftRequests.employeeId, sql.placeholder('employeeId')),
      ),
    )
    .orderBy(asc(shiftRequests.createdAt), asc(shiftRequests.id))
    .prepare('shift_requests_own'),
);

/**
 * The requests of a shift the actor was shown (a row of findVisibleShift), oldest first: under
 * the restricted view only the actor's own ('My Request').
 */
export async function findVisibleRequests(
  db: Executor,
  actor: Actor,
  shift: ShiftRow,
): Promise<RequestRow[]> {
  return isRestrictedShiftView(actor, shift)
    ? ownRequestsQuery(db).execute({ shiftId: shift.id, employeeId: actor.id })
    : allRequestsQuery(db).execute({ shiftId: shift.id });
}

/** A request as routes answer it; `lateCancellations` only where managers read it. */
export type RequestRow = Awaited<
  ReturnType<ReturnType<typeof ownRequestsQuery>['execute']>
>[number] & {
  lateCancellations?: number;
};

/**
 * The actor's own request for a shift they were shown, declined or not; null when they never
 * asked.
 */
export async function findOwnRequest(db: Executor, actor: Actor, shift: ShiftRow) {
  const [own] = await ownRequestsQuery(db).execute({ shiftId: shift.id, employeeId: actor.id });
  return own ?? null;
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
    .select(managersRequestColumns)
    .from(shiftRequests)
    .innerJoin(users, eq(users.id, shiftRequests.employeeId))
    .where(and(eq(shiftRequests.id, requestId), eq(shiftRequests.shiftId, shift.id)));
  if (!row) throw new NotFoundError();
  if (!isRestrictedShiftView(actor, shift)) return row;
  if (row.employeeId !== actor.id) throw new NotFoundError();
  // The late-cancellation count is for the shift's managers, never the person.
  return { ...row, lateCancellations: undefined };
}

/**
 * A new request, or the person's request asked again: one they withdrew, or one declined only
 * because someone else was confirmed, once a cancellation reopened the shift
 * (ownRequestBlocksRequest).
 */
export async function insertRequest(
  tx: Executor,
  request: typeof shiftRequests.$inferInsert,
): Promise<number> {
  const [row] = await tx
    .insert(shiftRequests)
    .values(request)
    .onConflictDoUpdate({
      target: [shiftRequests.shiftId, shiftRequests.employeeId],
      set: {
        ...LIVE_AGAIN,
        startTime: request.startTime ?? null,
        endTime: request.endTime ?? null,
        notes: request.notes ?? null,
        proposedRateCents: request.proposedRateCents ?? null,
        createdAt: sql`now()`,
      },
      setWhere: sql`${shiftRequests.declined} and ${inArray(shiftRequests.declineReason, [...DECLINE_REASONS_OPEN_TO_REQUEST])}`,
    })
    .returning({ id: shiftRequests.id });
  return row.id;
}

/**
 * A request made live again: no decline, offer, cancellation or agreed rate left on it (an
 * agreement ends with the confirmation it belonged to).
 */
const LIVE_AGAIN = {
  status: 'Requested' as const,
  offeredRateCents: null,
  agreedRateCents: null,
  declined: false,
  declineReason: null,
  offerExpiresAt: null,
  offerReminderAt: null,
  cancelReason: null,
  cancelledAt: null,
  cancelledBy: null,
  cancelledLate: false,
  updatedAt: sql`now()`,
};

/**
 * Assign to user: the person's request on the shift, confirmed with the manager's notes beside
 * the person's own, which an earlier request keeps.
 */
export async function upsertConfirmedRequest(
  tx: Executor,
  request: { shiftId: number; employeeId: number; managerNotes: string | null },
  rateCents: number | null,
): Promise<{ id: number; startTime: Date | null; endTime: Date | null }> {
  // Issue #28 §2: assigned at a rate is offered and agreed at it at once.
  const agreed = { offeredRateCents: rateCents, agreedRateCents: rateCents };
  const [row] = await tx
    .insert(shiftRequests)
    .values({ ...request, status: 'Confirmed', ...agreed })
    .onConflictDoUpdate({
      target: [shiftRequests.shiftId, shiftRequests.employeeId],
      set: {
        ...LIVE_AGAIN,
        status: 'Confirmed',
        managerNotes: request.managerNotes,
        ...agreed,
        updatedAt: sql`now()`,
      },
    })
    .returning({
      id: shiftRequests.id,
      startTime: shiftRequests.startTime,
      endTime: shiftRequests.endTime,
    });
  return row;
}

/**
 * Assign to user as an offer (issue #26 §10): the person's request on the shift, live and offered
 * with its deadline and the manager's notes; an earlier request keeps the person's own notes and
 * hours. Null when the person's request is already a live offer.
 */
export async function upsertOfferedRequest(
  tx: Executor,
  request: { shiftId: number; employeeId: number; managerNotes: string | null },
  deadline: { expiresAt: Date; reminderAt: Date },
  rateCents: number | null,
): Promise<{ id: number; startTime: Date | null; endTime: Date | null } | null> {
  const offered = {
    status: 'Offered' as const,
    managerNotes: request.managerNotes,
    offerExpiresAt: deadline.expiresAt,
    offerReminderAt: deadline.reminderAt,
    offeredRateCents: rateCents,
  };
  const [row] = await tx
    .insert(shiftRequests)
    .values({ ...request, ...offered })
    .onConflictDoUpdate({
      target: [shiftRequests.shiftId, shiftRequests.employeeId],
      set: { ...LIVE_AGAIN, ...offered },
      setWhere: sql`${shiftRequests.declined} or ${shiftRequests.status} <> 'Offered'`,
    })
    .returning({
      id: shiftRequests.id,
      startTime: shiftRequests.startTime,
      endTime: shiftRequests.endTime,
    });
  return row ?? null;
}

/**
 * A request offered, with its deadline and rate, or confirmed at the rate agreed (issue #28 §2);
 * either way live.
 */
export async function setRequestStatus(
  tx: Executor,
  requestId: number,
  change:
    | {
        status: 'Offered';
        deadline: { expiresAt: Date; reminderAt: Date };
        offeredRateCents: number | null;
      }
    | { status: 'Confirmed'; agreedRateCents: number | null },
) {
  const { status } = change;
  const deadline = status === 'Offered' ? change.deadline : null;
  const rate =
    status === 'Offered'
      ? { offeredRateCents: change.offeredRateCents }
      : { agreedRateCents: change.agreedRateCents };
  await tx
    .update(shiftRequests)
    .set({
      status,
      ...rate,
      // An earlier request offered again is live once more (issue #26 §5).
      declined: false,
      declineReason: null,
      offerExpiresAt: deadline?.expiresAt ?? null,
      offerReminderAt: deadline?.reminderAt ?? null,
      updatedAt: sql`now()`,
    })
    .where(eq(shiftRequests.id, requestId));
}

export async function declineRequest(
  tx: Executor,
  requestId: number,
  declineReason: DeclineReason | null = null,
) {
  await tx
    .update(shiftRequests)
    .set({ declined: true, declineReason, offerReminderAt: null, updatedAt: sql`now()` })
    .where(eq(shiftRequests.id, requestId));
}

/** A confirmed request cancelled: declined with its reason, late or not (issue #14). */
export async function cancelRequest(
  tx: Executor,
  requestId: number,
  cancellation: { reason: string; by: number; at: Date; late: boolean },
) {
  await tx
    .update(shiftRequests)
    .set({
      declined: true,
      declineReason: 'cancelled',
      cancelReason: cancellation.reason,
      cancelledAt: cancellation.at,
      cancelledBy: cancellation.by,
      cancelledLate: cancellation.late,
      updatedAt: sql`now()`,
    })
    .where(eq(shiftRequests.id, requestId));
}

/** Those whose requests were declined only because the shift was filled: it is open again. */
export async function findFilledOutContacts(db: Executor, shift: ShiftRow) {
  return db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(shiftRequests)
    .innerJoin(users, eq(users.id, shiftRequests.employeeId))
    .where(
      and(
        eq(shiftRequests.shiftId, shift.id),
        eq(shiftRequests.declined, true),
        eq(shiftRequests.declineReason, 'filled'),
        eq(users.isActive, true),
      ),
    );
}

/** When a request is confirmed the other live requests of the shift are declined. */
export async function declineOthers(tx: Executor, shiftId: number, keptRequestId: number) {
  return tx
    .update(shiftRequests)
    .set({ declined: true, declineReason: 'filled', offerReminderAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(shiftRequests.shiftId, shiftId),
        ne(shiftRequests.id, keptRequestId),
        eq(shiftRequests.declined, false),
      ),
    )
    .returning({ id: shiftRequests.id, employeeId: shiftRequests.employeeId });
}

/** The requests and offers of a shift the actor manages still standing, with the hours each holds. */
export async function findLiveRequests(tx: Executor, shift: ShiftRow) {
  return tx
    .select({
      id: shiftRequests.id,
      employeeId: shiftRequests.employeeId,
      startTime: shiftRequests.startTime,
      endTime: shiftRequests.endTime,
    })
    .from(shiftRequests)
    .where(and(eq(shiftRequests.shiftId, shift.id), eq(shiftRequests.declined, false)));
}

/**
 * The posted rate of a shift changed (issue #28 §1): its live offers made at the old posted rate
 * follow it; one made at a rate of its own keeps it.
 */
export async function moveOffersToPostedRate(
  tx: Executor,
  shiftId: number,
  rates: { from: number | null; to: number | null },
) {
  await tx
    .update(shiftRequests)
    .set({ offeredRateCents: rates.to, updatedAt: sql`now()` })
    .where(
      and(
        eq(shiftRequests.shiftId, shiftId),
        eq(shiftRequests.status, 'Offered'),
        eq(shiftRequests.declined, false),
        sql`${shiftRequests.offeredRateCents} is not distinct from ${rates.from}`,
      ),
    );
}

/** An offer's deadline and reminder never fall past the start of its shift, moved or not. */
export async function clampOfferDeadlines(tx: Executor, shiftId: number, startsAt: Date) {
  await tx
    .update(shiftRequests)
    .set({
      offerExpiresAt: sql`least(${shiftRequests.offerExpiresAt}, ${startsAt})`,
      offerReminderAt: sql`least(${shiftRequests.offerReminderAt}, ${startsAt})`,
    })
    .where(
      and(
        eq(shiftRequests.shiftId, shiftId),
        eq(shiftRequests.status, 'Offered'),
        eq(shiftRequests.declined, false),
      ),
    );
}

/**
 * Locks the person's row: confirmations of one person, on any shift, take turns. NO KEY UPDATE,
 * so that notices inserted for the person (their foreign key's KEY SHARE lock, taken by the
 * new-shift fan-out) never deadlock with it.
 */
export async function lockPerson(tx: Executor, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * An active person of the shift's organization whom a manager may assign; null for anyone else,
 * so a person of another organization reads like no person at all.
 */
export async function findAssignablePerson(tx: Executor, shift: ShiftRow, userId: number) {
  const [person] = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.organizationId, shift.organizationId),
        eq(users.isActive, true),
      ),
    );
  return person ?? null;
}

/**
 * Where a notice about a request goes. Unscoped on purpose (the shift's manager may be of
 * another organization than the independent professional who acts); never a route's answer.
 */
export async function findNoticeContactAcrossOrganizations(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The contact of whoever created the shift, for the notices that go back to them. */
export async function findShiftCreatorContact(db: Executor, shift: ShiftRow) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(shifts)
    .innerJoin(users, eq(users.id, shifts.createdBy))
    .where(eq(shifts.id, shift.id));
  return row ?? null;
}

/**
 * The managers of a shift's location: its organization's admins and managers and the location
 * managers of that location, active. For notices, never a route's answer.
 */
export async function findLocationManagerContacts(db: Executor, shift: ShiftRow) {
  return db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.organizationId, shift.organizationId),
        eq(users.isActive, true),
        or(
          inArray(users.position, ['admin', 'manager']),
          and(
            eq(users.position, 'location_manager'),
            exists(
              db
                .select({ one: sql`1` })
                .from(userLocations)
                .where(
                  and(
                    eq(userLocations.userId, users.id),
                    eq(userLocations.locationId, shift.locationId),
                  ),
                ),
            ),
          ),
        ),
      ),
    );
}
