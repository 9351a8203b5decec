import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import type { PageRequest } from '../../lib/paging.ts';
import { countWhere, withLookahead } from '../../lib/paging.ts';

export type NotificationRecord = typeof notifications.$inferSelect;

type NotificationRow = Pick<
  typeof notifications.$inferInsert,
  'userId' | 'type' | 'title' | 'body' | 'shiftId'
>;

/** One notification or many, in one statement. */
export async function insertNotifications(db: Executor, rows: NotificationRow[]) {
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

/** The person's notifications, the newest first, one page with its lookahead row. */
export async function ownNotifications(db: Executor, userId: number, page: PageRequest) {
  return db
    .select()
    .from(notifications)
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
