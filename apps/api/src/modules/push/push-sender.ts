import webpush from 'web-push';
import type { AppConfig } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { type Deliver, PermanentDeliveryError } from '../notifications/index.ts';
import { deleteSubscriptionByEndpoint, subscriptionByEndpoint } from './push-queries.ts';
import { sendPushRequest } from './push-request.ts';

/** A push the device has not picked up within a day is stale: the in-app list still has it. */
const TTL_SECONDS = 24 * 60 * 60;
/** Bounds one request to a push service, well inside a worker's lease (delivery.ts). */
const TIMEOUT_MS = 15_000;
/** The browser dropped the subscription (RFC 8030 §7.3: 404 or 410): it can never succeed. */
const GONE = new Set([404, 410]);
/** The request itself is wrong (malformed, or the payload too large): retrying cannot help. */
const REFUSED = new Set([400, 413]);

/** Fails a push service's answer the way the worker should treat it (delivery.ts). */
async function refusal(db: Executor, endpoint: string, status: number): Promise<Error> {
  const answer = `Push service answered ${status}`;
  if (status >= 300 && status < 400) {
    return new PermanentDeliveryError(`${answer}: redirects are not followed`);
  }
  if (GONE.has(status)) {
    await deleteSubscriptionByEndpoint(db, endpoint);
    return new PermanentDeliveryError(`${answer}: the subscription is gone and was removed`);
  }
  if (REFUSED.has(status)) return new PermanentDeliveryError(answer);
  return new Error(answer);
}

/**
 * Sends a push outbox row to its device (RFC 8030), encrypted (RFC 8291, aes128gcm) with the
 * subscription's keys and signed with our VAPID key (RFC 8292), both by web-push; the request
 * itself goes out by sendPushRequest: only to a configured push service, on a public address,
 * never following a redirect (issue #23 §1). A gone subscription is deleted and the message
 * given up; a push service that is down or answers 5xx or 429 is retried by the worker's backoff.
 */
export function pushSender(db: Executor, config: Pick<AppConfig, 'vapid' | 'push'>): Deliver {
  const { vapid, push } = config;
  return async (message) => {
    const subscription = await subscriptionByEndpoint(db, message.recipient);
    if (!subscription) {
      throw new PermanentDeliveryError('The device turned push notifications off');
    }
    const request = webpush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      message.body,
      { vapidDetails: vapid, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm' },
    );
    const status = await sendPushRequest(
      request.endpoint,
      { method: request.method, headers: request.headers, body: request.body },
      push,
      TIMEOUT_MS,
    );
    if (status < 200 || status >= 300) throw await refusal(db, subscription.endpoint, status);
  };
}

/** `deliver` for email and texts, with push rows sent by `push`. */
export function withPush(deliver: Deliver, push: Deliver): Deliver {
  return (message) => (message.channel === 'push' ? push(message) : deliver(message));
}
