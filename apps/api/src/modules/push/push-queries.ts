import { and, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pushSubscriptions, users } from '../../db/schema.ts';

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
      // Subscribed again: the device's newest subscription, last in line to be dropped by the cap.
      set: {
        userId: row.userId,
        p256dh: row.p256dh,
        auth: row.auth,
        userAgent: row.userAgent,
        createdAt: sql`now()`,
      },
    });
}

/**
 * Holds the person's row until the transaction ends, so that two devices subscribing at once
 * take turns and the cap below counts what the other one added.
 */
export async function lockSubscriber(tx: Executor, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Deletes the person's subscriptions beyond the newest `keep` (issue #23 §2: the oldest go). */
export async function deleteOldestBeyond(tx: Executor, userId: number, keep: number) {
  const newest = tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(keep);
  await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}

/** The person's devices with push on, newest first: what Settings lists (no endpoint, no keys). */
export function devicesOfUser(db: Executor, userId: number) {
  return db
    .select({
      id: pushSubscriptions.id,
      label: pushSubscriptions.userAgent,
      createdAt: pushSubscriptions.createdAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
}

/** Deletes the actor's own subscription that `which` picks; false when they have none such. */
async function deleteOwn(db: Executor, actorId: number, which: SQL): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, actorId), which))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** Deletes the actor's own subscription `id`; false when they have none by that id. */
export function deleteOwnSubscriptionById(db: Executor, actorId: number, id: number) {
  return deleteOwn(db, actorId, eq(pushSubscriptions.id, id));
}

/** Deletes the actor's own subscription of `endpoint`; false when they have none there. */
export function deleteOwnSubscription(db: Executor, actorId: number, endpoint: string) {
  return deleteOwn(db, actorId, eq(pushSubscriptions.endpoint, endpoint));
}

/** Every browser of the person stops receiving (their sessions ended). */
export async function deleteSubscriptionsOfUser(db: Executor, userId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
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
