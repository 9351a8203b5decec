import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * The first keys of the two-key transaction locks, one per kind of name that takes turns, so
 * that names of two kinds never wait for each other by chance. (client.ts's start-up locks are
 * one-key session locks: PostgreSQL keeps those apart from these.)
 */
export const LOCK_SPACES = {
  inviteEmail: 7_412_002,
  attemptKeys: 7_412_100,
} as const;

/**
 * Waits for, then holds until the transaction ends, the turn of `name` in `space`: on every
 * instance, since PostgreSQL keeps the lock.
 */
export async function takeTurns(tx: Executor, space: number, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${space}, hashtext(${name}))`);
}
