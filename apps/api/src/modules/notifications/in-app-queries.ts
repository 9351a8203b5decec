import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications, shiftRequests, shifts } from '../../db/schema.ts';
import type { PageRequest } from '../../lib/paging.ts';
import { insertRowsAsJson } from '../../lib/json-rows-queries.ts';
import { countWhere, withLookahead } from '../../lib/paging.ts';

/** The notices of an offer, which show its answer-by time while it stands (issue #26 §7). */
const OFFER_NOTICES = ['offer_received', 'offer_expiring'];

export type NotificationRecord = Awaited<ReturnType<typeof ownNotifications>>[number];

type NotificationRow = Pick<
  typeof notifications.$inferInsert,
  'userId' | 'type' | 'title' | 'body' | 'shiftId'
>;

/** One notification or many, in one statement. */
export async function insertNotifications(db: Executor, rows: NotificationRow[]) {
  await insertRowsAsJson(db, notifications, rows);
}

/**
 * The person's notifications, the newest first, one page with its lookahead row; an offer's
 * notice with the deadline of the person's offer of that shift while it stands, and its zone.
 */
export async function ownNotifications(db: Executor, userId: number, page: PageRequest) {
  return db
    .select({
      notification: notifications,
      offerExpiresAt: shiftRequests.offerExpiresAt,
      timezone: shifts.timezone,
    })
    .from(notifications)
    .leftJoin(
      shiftRequests,
      and(
        inArray(notifications.type, OFFER_NOTICES),
        eq(shiftRequests.shiftId, notifications.shiftId),
        eq(shiftRequests.employeeId, notifications.userId),
        eq(shiftRequests.status, 'Offered'),
        eq(shiftRequests.declined, false),
      ),
    )
    .leftJoin(shifts, eq(shifts.id, shiftRequests.shiftId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(withLookahead(page))
    .offset(page.offset);
}

export function countOwnNotifications(db: Executor, userId: number) {
  return countWhere(db, notifications, eq(notifications.userId, userId));
}

export function countOwnUnread(db: Executor, userId: number) {
  return countWhere(
    db,
    notifications,
    and(eq(notifications.userId, userId), isNull(notifications.readAt)),
  );
}

/** Marks the person's own unread notifications read: all, or those of `ids` that are theirs. */
export async function markOwnRead(db: Executor, userId: number, ids: number[] | 'all') {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    );
}
