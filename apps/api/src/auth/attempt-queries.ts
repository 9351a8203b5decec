import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rateLimitEvents } from '../db/schema.ts';

/** Attempts recorded under `key` within the last `windowMs`, counted in PostgreSQL. */
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

/** When each attempt under `key` within the last `windowMs` was made, oldest first. */
export async function attemptTimes(db: Executor, key: string, windowMs: number): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: rateLimitEvents.createdAt })
    .from(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.key, key),
        gt(rateLimitEvents.createdAt, new Date(Date.now() - windowMs)),
      ),
    )
    .orderBy(asc(rateLimitEvents.createdAt));
  return rows.map((row) => row.createdAt);
}

/** Records one attempt under each key; answers the rows' ids. */
export async function recordAttempts(db: Executor, keys: string[]): Promise<number[]> {
  const rows = await db
    .insert(rateLimitEvents)
    .values(keys.map((key) => ({ key })))
    .returning({ id: rateLimitEvents.id });
  return rows.map((row) => row.id);
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
