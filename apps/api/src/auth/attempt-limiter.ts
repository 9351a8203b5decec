import type { Database, Executor } from '../db/client.ts';
import { LOCK_SPACES, takeTurns } from '../db/advisory-locks.ts';
import { attemptTimes, countAttempts, recordAttempts } from './attempt-queries.ts';

export interface AttemptLimit {
  key: string;
  /** `Infinity` records the attempt under the key without ever refusing it. */
  max: number;
  windowMs: number;
}

/**
 * admitAttempt inside the caller's transaction: the attempt's rows are written (and its locks
 * held) only if that transaction commits. Answers the recorded rows' ids, or null when refused.
 */
export async function admitAttemptIn(
  tx: Executor,
  limits: AttemptLimit[],
): Promise<number[] | null> {
  const answer = await admitAttemptOrWait(tx, limits);
  return 'ids' in answer ? answer.ids : null;
}

/**
 * admitAttemptIn that, when it refuses, says how long until the attempt would be admitted: the
 * longest wait of the limits reached (each frees up when its oldest counted attempt leaves the
 * window). Several limits may share a key with different windows (once a minute, five a day):
 * the attempt is recorded once under each key.
 */
export async function admitAttemptOrWait(
  tx: Executor,
  limits: AttemptLimit[],
): Promise<{ ids: number[] } | { retryAfterMs: number }> {
  const keys = [...new Set(limits.map((limit) => limit.key))];
  // Sorted, so two attempts needing the same two keys never wait for each other in a circle.
  for (const key of [...keys].sort()) {
    await takeTurns(tx, LOCK_SPACES.attemptKeys, key);
  }
  let retryAfterMs = 0;
  for (const limit of limits) {
    if (limit.max === Infinity) continue;
    if ((await countAttempts(tx, limit.key, limit.windowMs)) < limit.max) continue;
    const times = await attemptTimes(tx, limit.key, limit.windowMs);
    const freeing = times[times.length - limit.max];
    const wait = freeing ? freeing.getTime() + limit.windowMs - Date.now() : limit.windowMs;
    retryAfterMs = Math.max(retryAfterMs, wait, 1);
  }
  if (retryAfterMs > 0) return { retryAfterMs };
  return { ids: await recordAttempts(tx, keys) };
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
