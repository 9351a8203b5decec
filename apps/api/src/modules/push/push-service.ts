import {
  MAX_PUSH_SUBSCRIPTIONS_PER_USER,
  PUSH_MESSAGES,
  type PushPublicKey,
  type PushSubscriptionPayload,
  type PushUnsubscribe,
  type SubscribedDevice,
} from '@chairside/domain';
import type { SignedInUser } from '../../auth/actor.ts';
import type { AppContext } from '../../context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import {
  deleteOldestBeyond,
  deleteOwnSubscription,
  deleteOwnSubscriptionById,
  devicesOfUser,
  lockSubscriber,
  upsertSubscription,
} from './push-queries.ts';
import { userAgentLabel } from './user-agent-label.ts';

export function publicKey(ctx: AppContext): PushPublicKey {
  return { publicKey: ctx.config.vapid.publicKey };
}

/**
 * Turns push on for this browser, for the signed-in person (replacing whoever had it before).
 * A person keeps at most MAX_PUSH_SUBSCRIPTIONS_PER_USER devices (issue #23 §2): one more drops
 * their oldest, in the same transaction, so one notice never fans out to an unbounded list.
 */
export async function subscribe(
  ctx: AppContext,
  actor: SignedInUser,
  payload: PushSubscriptionPayload & { userAgent: string | undefined },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockSubscriber(tx, actor.id);
    await upsertSubscription(tx, {
      userId: actor.id,
      endpoint: payload.endpoint,
      p256dh: payload.keys.p256dh,
      auth: payload.keys.auth,
      userAgent: userAgentLabel(payload.userAgent),
    });
    await deleteOldestBeyond(tx, actor.id, MAX_PUSH_SUBSCRIPTIONS_PER_USER);
  });
}

/** The caller's own devices with push on, newest first (Settings, beside the sessions). */
export async function devices(ctx: AppContext, actor: SignedInUser): Promise<SubscribedDevice[]> {
  const rows = await devicesOfUser(ctx.db, actor.id);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Removes one of the caller's own devices by id; another person's answers 404. */
export async function removeDevice(ctx: AppContext, actor: SignedInUser, id: number) {
  if (!(await deleteOwnSubscriptionById(ctx.db, actor.id, id))) {
    throw new NotFoundError(PUSH_MESSAGES.subscriptionNotFound);
  }
}

/** Only one's own device: another person's endpoint answers 404, as if it did not exist. */
export async function unsubscribe(
  ctx: AppContext,
  actor: SignedInUser,
  payload: PushUnsubscribe,
): Promise<void> {
  if (!(await deleteOwnSubscription(ctx.db, actor.id, payload.endpoint))) {
    throw new NotFoundError(PUSH_MESSAGES.subscriptionNotFound);
  }
}
