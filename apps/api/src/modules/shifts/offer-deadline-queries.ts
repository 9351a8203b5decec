import { and, asc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shiftRequests, users } from '../../db/schema.ts';

/** An offer's two deadlines: its reminder and its expiry. */
export type OfferDeadline = 'offerReminderAt' | 'offerExpiresAt';

const liveOffer = and(eq(shiftRequests.status, 'Offered'), eq(shiftRequests.declined, false));

/** Up to `limit` live offers whose `deadline` has passed at `now`, soonest first. */
export function findDueOffers(db: Executor, deadline: OfferDeadline, now: Date, limit: number) {
  return db
    .select({ id: shiftRequests.id, shiftId: shiftRequests.shiftId })
    .from(shiftRequests)
    .where(and(liveOffer, lte(shiftRequests[deadline], now)))
    .orderBy(asc(shiftRequests[deadline]))
    .limit(limit);
}

/**
 * Locks the offer `requestId` and reads it with its person, if it is still a live offer whose
 * `deadline` has passed at `now` (an offer answered or reminded meanwhile reads as null).
 */
export async function lockDueOffer(
  tx: Executor,
  requestId: number,
  deadline: OfferDeadline,
  now: Date,
) {
  const [offer] = await tx
    .select({
      expiresAt: shiftRequests.offerExpiresAt,
      employeeId: shiftRequests.employeeId,
      email: users.email,
      name: users.name,
    })
    .from(shiftRequests)
    .innerJoin(users, eq(users.id, shiftRequests.employeeId))
    .where(and(eq(shiftRequests.id, requestId), liveOffer, lte(shiftRequests[deadline], now)))
    .for('update', { of: shiftRequests });
  return offer ?? null;
}

/** Marks the offer's reminder as sent. */
export async function clearOfferReminder(tx: Executor, requestId: number): Promise<void> {
  await tx
    .update(shiftRequests)
    .set({ offerReminderAt: null })
    .where(eq(shiftRequests.id, requestId));
}
