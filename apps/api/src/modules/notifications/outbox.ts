import { toSingleLine, type NotificationGroup } from '@chairside/domain';
import type { Executor } from '../../db/client.ts';
import { insertMessages, type QueuedMessage } from './outbox-queries.ts';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  /** An event's email: whom it tells of which group, for its unsubscribe link and headers. */
  unsubscribe?: { userId: number; group: NotificationGroup };
}

/**
 * A message as its outbox row: due at `notBefore` (a recipient's quiet hours) or at once, by the
 * API's clock, the clock the workers compare it with (not the database's: the two may differ,
 * e.g. when only the API's clock is moved). The subject is a mail header: it is always written
 * as one line, whatever a template put in it.
 */
export function queuedMessage(
  message: OutgoingMessage,
  notBefore: Date = new Date(),
): QueuedMessage {
  return {
    channel: message.channel,
    recipient: message.channel === 'email' ? message.to.toLowerCase() : message.to,
    subject: toSingleLine(message.subject),
    body: message.text,
    userId: message.unsubscribe?.userId ?? null,
    notificationGroup: message.unsubscribe?.group ?? null,
    nextAttemptAt: notBefore,
  };
}

/**
 * Queues a message in the caller's transaction: it leaves only if the change commits, not before
 * `notBefore` when given.
 */
export async function enqueueMessage(
  db: Executor,
  message: OutgoingMessage,
  notBefore?: Date,
): Promise<void> {
  await insertMessages(db, [queuedMessage(message, notBefore)]);
}
