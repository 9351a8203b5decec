import { toSingleLine, type NotificationGroup } from '@chairside/domain';
import type { Executor } from '../../db/client.ts';
import { insertMessage } from './outbox-queries.ts';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  /** An event's email: whom it tells of which group, for its unsubscribe link and headers. */
  unsubscribe?: { userId: number; group: NotificationGroup };
}

/**
 * Queues a message in the caller's transaction: it leaves only if the change commits, not before
 * `notBefore` when given. The subject is a mail header: it is always written as one line,
 * whatever a template put in it.
 */
export async function enqueueMessage(
  db: Executor,
  message: OutgoingMessage,
  notBefore?: Date,
): Promise<void> {
  await insertMessage(
    db,
    {
      channel: message.channel,
      recipient: message.channel === 'email' ? message.to.toLowerCase() : message.to,
      subject: toSingleLine(message.subject),
      body: message.text,
      userId: message.unsubscribe?.userId ?? null,
      notificationGroup: message.unsubscribe?.group ?? null,
    },
    notBefore,
  );
}
