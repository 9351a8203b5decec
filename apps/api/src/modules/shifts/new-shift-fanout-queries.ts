import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shiftFanoutJobs } from '../../db/schema.ts';

/** The channel a posting NOTIFYs on commit, waking the fan-out workers of every instance. */
export const FANOUT_CHANNEL = 'chairside_fanout';

/**
 * Queues the fan-out of the shifts of a posting, one row, in the posting's transaction: the row
 * (and the wake-up) exist only if the posting commits.
 */
export async function insertFanoutJob(
  tx: Executor,
  job: { shiftIds: number[]; posterId: number; postedAt: Date },
): Promise<void> {
  await tx.insert(shiftFanoutJobs).values(job);
  await tx.execute(sql`select pg_notify(${FANOUT_CHANNEL}, 'posted')`);
}

/**
 * The oldest job no other worker holds, locked for the caller's transaction (SKIP LOCKED), so
 * that instances draining together never alert the same slice twice.
 */
export async function claimFanoutJob(tx: Executor) {
  const [job] = await tx
    .select()
    .from(shiftFanoutJobs)
    .orderBy(asc(shiftFanoutJobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return job ?? null;
}

export type FanoutJob = NonNullable<Awaited<ReturnType<typeof claimFanoutJob>>>;

/** Records the last person of the slice just alerted: the next slice starts after them. */
export async function advanceFanoutJob(tx: Executor, id: number, afterUserId: number) {
  await tx.update(shiftFanoutJobs).set({ afterUserId }).where(eq(shiftFanoutJobs.id, id));
}

export async function deleteFanoutJob(tx: Executor, id: number) {
  await tx.delete(shiftFanoutJobs).where(eq(shiftFanoutJobs.id, id));
}
