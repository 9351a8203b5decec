import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
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
  /** `Infinity` records the attempt under the key without ever refusing it. */
  max: number;
  windowMs: number;
}

/** The first half of a two-part advisory lock key: this file's locks, apart from any other. */
const ATTEMPT_LOCK_SPACE = 7_412_100;

/**
 * admitAttempt inside the caller's transaction: the attempt's rows are written (and its locks
 * held) only if that transaction commits. Answers the recorded rows' ids, or null when refused.
 */
export async function admitAttemptIn(
  tx: Executor,
  limits: AttemptLimit[],
): Promise<number[] | null> {
  // Sorted, so two attempts needing the same two keys never wait for each other in a circle.
  for (const key of [...new Set(limits.map((limit) => limit.key))].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(${ATTEMPT_LOCK_SPACE}, hashtext(${key}))`);
  }
  for (const limit of limits) {
    if (limit.max === Infinity) continue;
    if ((await countAttempts(tx, limit.key, limit.windowMs)) >= limit.max) return null;
  }
  const rows = await tx
    .insert(rateLimitEvents)
    .values(limits.map(({ key }) => ({ key })))
    .returning({ id: rateLimitEvents.id });
  return rows.map((row) => row.id);
}

/**
 * Admits an attempt when no key has reached its max in its window, and records it under every
 * key. Attempts on one key take turns (a transaction-scoped advisory lock, so on every instance)
 * from the count to the insert: a burst of simultaneous attempts cannot all count the same
 * number and all be let through. Answers the recorded rows' ids (see forgetAttempts), or null
 * when the attempt is refused; a refused attempt is not recorded.
 */
export async function admitAttempt(db: Database, limits: AttemptLimit[]): Promise<number[] | null> {
  return db.transaction((tx) => admitAttemptIn(tx, limits));
}

/** Takes back the rows of one admitted attempt that turned out not to count. */
export async function forgetAttempts(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, ids));
}

export async function clearAttempts(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimitEvents).where(eq(rateLimitEvents.key, key));
}

/** Clears every key that starts with `prefix` (e.g. one account's failures from any address). */
export async function clearAttemptsStartingWith(db: Executor, prefix: string): Promise<void> {
  await db
    .delete(rateLimitEvents)
    .where(sql`left(${rateLimitEvents.key}, ${prefix.length}) = ${prefix}`);
}

/**
 * Keys under this prefix are facts to remember rather than attempts to count (an address that
 * signed in to an account): the prune keeps them for REMEMBERED_MS, not one day.
 */
export const REMEMBERED_PREFIX = 'remember:';
export const REMEMBERED_MS = 30 * 24 * 60 * 60_000;

/** Writes a remembered fact once: an earlier row of the key is replaced, so it never piles up. */
export async function remember(db: Executor, key: string): Promise<void> {
  const full = REMEMBERED_PREFIX + key;
  await db.execute(sql`with gone as (delete from ${rateLimitEvents} where key = ${full})
    insert into ${rateLimitEvents} (key) values (${full})`);
}

/** Whether `key` was remembered within the last `withinMs`. */
export async function remembers(db: Executor, key: string, withinMs: number): Promise<boolean> {
  return (await countAttempts(db, REMEMBERED_PREFIX + key, withinMs)) > 0;
}

export async function pruneAttempts(db: Executor, olderThanMs: number): Promise<void> {
  const now = Date.now();
  const remembered = sql`left(${rateLimitEvents.key}, ${REMEMBERED_PREFIX.length}) = ${REMEMBERED_PREFIX}`;
  await db
    .delete(rateLimitEvents)
    .where(
      or(
        and(lt(rateLimitEvents.createdAt, new Date(now - olderThanMs)), sql`not ${remembered}`),
        lt(rateLimitEvents.createdAt, new Date(now - Math.max(olderThanMs, REMEMBERED_MS))),
      ),
    );
}
