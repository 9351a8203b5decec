import type { OutboxMessage } from '@chairside/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { enqueueMessage, type OutgoingMessage } from '../../src/modules/notifications/outbox.ts';

export async function readOutbox(app: FastifyInstance, to: string): Promise<OutboxMessage[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(to)}`,
  });
  return response.json();
}

/** The `code` of the newest emailed link to `path` (e.g. '/auth/verify-email'). */
export async function latestLinkCode(
  app: FastifyInstance,
  to: string,
  path: string,
): Promise<string> {
  const messages = await readOutbox(app, to);
  for (const message of messages) {
    const match = message.text.match(new RegExp(`https?://[^\\s]+${path}\\?code=([\\w-]+)`));
    if (match) return match[1];
  }
  throw new Error(`No ${path} link was sent to ${to}`);
}

/** Queues one message in a transaction of its own, as a change that commits would. */
export function enqueueCommitted(db: Database, message: OutgoingMessage) {
  return db.transaction((tx) => enqueueMessage(tx, message));
}
