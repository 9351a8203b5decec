import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { rateLimitEvents } from '../db/schema.ts';

/** Counts attempts per key in PostgreSQL, so every API instance sees the same limits. */
async function countAttempts(db: Executor, key: string, windowMs: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.key, key),
        gt(rateLimitEvents.createdAt, new Date(Date.now() - windowMs)),
      ),
    );
  return row?.count ?? 0;
}

export interface AttemptLimit {
  key: string;
  max: number;
  windowMs: number;
}

/** The first half of a two-part advisory lock key: this file's locks, apart from any other. */
const ATTEMPT_LOCK_SPACE = 7_412_100;

/**
 * Admits an attempt when no key has reached its max in its window, and records it under every
 * key. Attempts on one key take turns (a transaction-scoped advisory lock, so on every instance)
 * from the count to the insert: a burst of simultaneous attempts cannot all count the same
 * number and all be let through. Answers the recorded rows' ids (see forgetAttempts), or null
 * when the attempt is refused; a refused attempt is not recorded.
 */
export async function admitAttempt(db: Database, limits: AttemptLimit[]): Promise<number[] | null> {
  return db.transaction(async (tx) => {
    // Sorted, so two attempts needing the same two keys never wait for each other in a circle.
    for (const key of [...new Set(limits.map((limit) => limit.key))].sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(${ATTEMPT_LOCK_SPACE}, hashtext(${key}))`);
    }
    for (const limit of limits) {
      if ((await countAttempts(tx, limit.key, limit.windowMs)) >= limit.max) return null;
    }
    const rows = await tx
      .insert(rateLimitEvents)
      .values(limits.map(({ key }) => ({ key })))
      .returning({ id: rateLimitEvents.id });
    return rows.map((row) => row.id);
  });
}

/** Takes back the rows of one admitted attempt that turned out not to count. */
export async function forgetAttempts(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, ids));
}

export async function clearAttempts(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimitEvents).where(eq(rateLimitEvents.key, key));
}

export async function pruneAttempts(db: Executor, olderThanMs: number): Promise<void> {
  await db
    .delete(rateLimitEvents)
    .where(lt(rateLimitEvents.createdAt, new Date(Date.now() - olderThanMs)));
}
