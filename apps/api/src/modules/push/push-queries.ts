import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';

export type PushSubscriptionRecord = typeof pushSubscriptions.$inferSelect;

/**
 * One row per endpoint: a browser that subscribes again (new keys, or another person signed in
 * on it) replaces its row, so a device is never told another person's notifications.
 */
export async function upsertSubscription(
  db: Executor,
  row: Pick<
    typeof pushSubscriptions.$inferInsert,
    'userId' | 'endpoint' | 'p256dh' | 'auth' | 'userAgent'
  >,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, userAgent: row.userAgent },
    });
}

/** Deletes the actor's own subscription of `endpoint`; false when they have none there. */
export async function deleteOwnSubscription(
  db: Executor,
  actorId: number,
  endpoint: string,
): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, actorId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** Every browser of the person stops receiving (their sessions ended). */
export async function deleteSubscriptionsOfUser(db: Executor, userId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export function subscriptionsOfUser(db: Executor, userId: number) {
  return db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

export async function subscriptionByEndpoint(
  db: Executor,
  endpoint: string,
): Promise<PushSubscriptionRecord | undefined> {
  const [row] = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  return row;
}

/** The push service said the browser dropped this subscription: forget it, whoever owns it. */
export async function deleteSubscriptionByEndpoint(db: Executor, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}
