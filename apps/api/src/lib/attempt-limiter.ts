import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rateLimitEvents } from '../db/schema.ts';

/** Counts attempts per key in PostgreSQL, so every API instance sees the same limits. */
export async function countAttempts(db: Executor, key: string, windowMs: number): Promise<number> {
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

export async function recordAttempt(db: Executor, ...keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.insert(rateLimitEvents).values(keys.map((key) => ({ key })));
}

export async function clearAttempts(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimitEvents).where(eq(rateLimitEvents.key, key));
}

export async function pruneAttempts(db: Executor, olderThanMs: number): Promise<void> {
  await db
    .delete(rateLimitEvents)
    .where(lt(rateLimitEvents.createdAt, new Date(Date.now() - olderThanMs)));
}
