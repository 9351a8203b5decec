import type { PushMessage } from '@chairside/domain';
import type { Executor } from '../../db/client.ts';
import { insertMessage } from './outbox-queries.ts';
import { subscriptionsOfUser } from './dispatch-queries.ts';

/**
 * Queues `message` for every device the person turned Web Push on in, in the caller's
 * transaction (it leaves only if the change commits). Each device is its own outbox row, so a
 * dead device fails alone while the others are delivered. The row's recipient is the endpoint;
 * its body is the JSON the service worker reads. `notBefore` holds it (the person's quiet hours).
 */
export async function enqueuePush(
  db: Executor,
  userId: number,
  message: { title: string; body: string; url: string },
  notBefore?: Date,
): Promise<void> {
  const payload: PushMessage = { title: message.title, body: message.body, url: message.url };
  for (const { endpoint } of await subscriptionsOfUser(db, userId)) {
    await insertMessage(
      db,
      {
        channel: 'push',
        recipient: endpoint,
        subject: message.title,
        body: JSON.stringify(payload),
      },
      notBefore,
    );
  }
}
