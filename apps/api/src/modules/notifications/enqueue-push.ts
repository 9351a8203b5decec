import type { PushMessage } from '@chairside/domain';
import type { Executor } from '../../db/client.ts';
import { findPushEndpoints } from './dispatch-queries.ts';
import { insertMessages, type QueuedMessage } from './outbox-queries.ts';

/**
 * The outbox rows of `message` for each device the person turned Web Push on in (`endpoints`).
 * Each device is its own row, so a dead device fails alone while the others are delivered. The
 * row's recipient is the endpoint; its body is the JSON the service worker reads. `notBefore`
 * holds it (the person's quiet hours).
 */
export function pushMessages(
  endpoints: readonly string[],
  message: { title: string; body: string; url: string },
  notBefore: Date = new Date(),
): QueuedMessage[] {
  const payload: PushMessage = { title: message.title, body: message.body, url: message.url };
  return endpoints.map((endpoint) => ({
    channel: 'push',
    recipient: endpoint,
    subject: message.title,
    body: JSON.stringify(payload),
    userId: null,
    notificationGroup: null,
    nextAttemptAt: notBefore,
  }));
}

/**
 * Queues `message` for every device the person turned Web Push on in (pushMessages), in the
 * caller's transaction: it leaves only if the change commits.
 */
export async function enqueuePush(
  db: Executor,
  userId: number,
  message: { title: string; body: string; url: string },
  notBefore?: Date,
): Promise<void> {
  const endpoints = (await findPushEndpoints(db, [userId])).get(userId) ?? [];
  await insertMessages(db, pushMessages(endpoints, message, notBefore));
}
