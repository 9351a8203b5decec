import type { Database, Executor } from '../db/client.ts';
import { LOCK_SPACES, takeTurns } from '../db/advisory-locks.ts';
import { countAttempts, recordAttempts } from './attempt-queries.ts';

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
  // Sorted, so two attempts needing the same two keys never wait for each other in a circle.
  for (const key of [...new Set(limits.map((limit) => limit.key))].sort()) {
    await takeTurns(tx, LOCK_SPACES.attemptKeys, key);
  }
  for (const limit of limits) {
    if (limit.max === Infinity) continue;
    if ((await countAttempts(tx, limit.key, limit.windowMs)) >= limit.max) return null;
  }
  return recordAttempts(
    tx,
    limits.map(({ key }) => key),
  );
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
