import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

export type OutboxRecord = typeof outbox.$inferSelect;

export async function insertMessage(
  db: Executor,
  message: Pick<typeof outbox.$inferInsert, 'channel' | 'recipient' | 'subject' | 'body'>,
): Promise<void> {
  await db.insert(outbox).values(message);
}

/**
 * The oldest undelivered messages that still have tries left, locked for this transaction.
 * `FOR UPDATE SKIP LOCKED` lets several API instances share the work without sending a message
 * twice.
 */
export async function claimPendingMessages(
  tx: Executor,
  batchSize: number,
  maxAttempts: number,
): Promise<OutboxRecord[]> {
  return tx
    .select()
    .from(outbox)
    .where(sql`${outbox.sentAt} is null and ${outbox.attempts} < ${maxAttempts}`)
    .orderBy(asc(outbox.id))
    .limit(batchSize)
    .for('update', { skipLocked: true });
}

export async function recordFailedDelivery(tx: Executor, id: number, error: string) {
  await tx
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, lastError: error })
    .where(eq(outbox.id, id));
}

export async function markDelivered(tx: Executor, ids: number[]) {
  await tx
    .update(outbox)
    .set({ sentAt: new Date(), attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, ids));
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
