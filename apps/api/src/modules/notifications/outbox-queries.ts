import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import { insertRowsAsJson } from '../../lib/json-rows-queries.ts';
import { countWhere, withLookahead, type PageRequest } from '../../lib/paging.ts';

export type OutboxRecord = typeof outbox.$inferSelect;

export type QueuedMessage = Pick<
  typeof outbox.$inferInsert,
  'channel' | 'recipient' | 'subject' | 'body' | 'userId' | 'notificationGroup'
> & { nextAttemptAt: Date };

/**
 * Messages queued together (a new shift's audience, DESIGN §6), in one statement. Each is due
 * at its `nextAttemptAt`.
 */
export async function insertMessages(db: Executor, messages: QueuedMessage[]): Promise<void> {
  await insertRowsAsJson(db, outbox, messages);
}

/**
 * Takes up to `batchSize` due messages (oldest first) for one worker until `leaseUntil`: their
 * next attempt moves to the lease's end, so no other worker (on any instance) takes them while
 * this one sends, and a worker that dies mid-batch only delays them until then. The rows are
 * picked with `FOR UPDATE SKIP LOCKED` and leased in one statement, so two workers claiming at
 * once never get the same message; the lock ends with the statement, before anything is sent.
 */
export async function claimDueMessages(
  db: Executor,
  options: { now: Date; leaseUntil: Date; batchSize: number; maxAttempts: number },
): Promise<OutboxRecord[]> {
  const isDue = and(
    isNull(outbox.sentAt),
    isNull(outbox.failedAt),
    // Rows that used up their tries before failed_at existed stay given up.
    lt(outbox.attempts, options.maxAttempts),
    lte(outbox.nextAttemptAt, options.now),
  );
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(isDue)
    .orderBy(asc(outbox.id))
    .limit(options.batchSize)
    .for('update', { skipLocked: true });
  // The update checks again that each row is due: PostgreSQL re-reads a row another worker
  // leased meanwhile and, checked again, skips it, however the planner runs the sub-select.
  const claimed = await db
    .update(outbox)
    .set({ nextAttemptAt: options.leaseUntil })
    .where(and(inArray(outbox.id, due), isDue))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/**
 * The row of `message` while this worker's lease on it lasts: the lease's end is the fencing
 * token, so a worker whose lease ran out (and whose message another worker took) changes
 * nothing.
 */
const leased = (message: OutboxRecord) =>
  and(eq(outbox.id, message.id), eq(outbox.nextAttemptAt, message.nextAttemptAt));

export async function markDelivered(db: Executor, message: OutboxRecord, now: Date) {
  await db
    .update(outbox)
    .set({ sentAt: now, lastAttemptAt: now, attempts: sql`${outbox.attempts} + 1` })
    .where(leased(message));
}

/** Counts a failed attempt: tried again at `retryAt`, or given up when it is null. */
export async function recordFailedAttempt(
  db: Executor,
  message: OutboxRecord,
  attempt: { now: Date; error: string; retryAt: Date | null },
) {
  await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      lastError: attempt.error,
      lastAttemptAt: attempt.now,
      nextAttemptAt: attempt.retryAt ?? attempt.now,
      failedAt: attempt.retryAt ? null : attempt.now,
    })
    .where(leased(message));
}

/** Every message given up, platform-wide (admins only), the latest first, with the lookahead row. */
export async function allFailedMessages(db: Executor, page: PageRequest): Promise<OutboxRecord[]> {
  return db
    .select()
    .from(outbox)
    .where(isNotNull(outbox.failedAt))
    .orderBy(desc(outbox.failedAt), desc(outbox.id))
    .limit(withLookahead(page))
    .offset(page.offset);
}

export function countAllFailedMessages(db: Executor): Promise<number> {
  return countWhere(db, outbox, isNotNull(outbox.failedAt));
}

/** The latest messages to one address or number, newest first (the dev outbox). */
export async function messagesTo(
  db: Executor,
  recipient: string,
  limit: number,
): Promise<OutboxRecord[]> {
  return db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}
