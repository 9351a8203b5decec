import type { OutboxMessage } from '@chairside/domain';
import type { AppContext } from '../../context.ts';
import { messagesTo, unsubscribeMail } from '../notifications/index.ts';

const SHOWN_MESSAGES = 100;

/**
 * The latest messages to an email address (stored in lower case) or a phone number, each text as
 * it is sent (an event's email with its unsubscribe link).
 */
export async function readOutbox(ctx: AppContext, to: string): Promise<OutboxMessage[]> {
  const recipient = to.includes('@') ? to.toLowerCase() : to;
  const rows = await messagesTo(ctx.db, recipient, SHOWN_MESSAGES);
  return rows.map((row) => ({
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: unsubscribeMail(row, ctx.config).text,
    createdAt: row.createdAt.toISOString(),
  }));
}
