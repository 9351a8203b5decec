import {
  PUSH_MESSAGES,
  type PushPublicKey,
  type PushSubscriptionPayload,
  type PushUnsubscribe,
} from '@chairside/domain';
import type { SignedInUser } from '../../auth/actor.ts';
import type { AppContext } from '../../context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { deleteOwnSubscription, upsertSubscription } from './push-queries.ts';
import { userAgentLabel } from './user-agent-label.ts';

export function publicKey(ctx: AppContext): PushPublicKey {
  return { publicKey: ctx.config.vapid.publicKey };
}

/** Turns push on for this browser, for the signed-in person (replacing whoever had it before). */
export async function subscribe(
  ctx: AppContext,
  actor: SignedInUser,
  payload: PushSubscriptionPayload & { userAgent: string | undefined },
): Promise<void> {
  await upsertSubscription(ctx.db, {
    userId: actor.id,
    endpoint: payload.endpoint,
    p256dh: payload.keys.p256dh,
    auth: payload.keys.auth,
    userAgent: userAgentLabel(payload.userAgent),
  });
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
