import { UNSUBSCRIBE_MESSAGES } from '@chairside/domain';
import type { AppConfig } from '../../config.ts';
import type { OutboxRecord } from './outbox-queries.ts';
import { unsubscribeLinks, unsubscribeToken } from './unsubscribe-tokens.ts';

export type UnsubscribeSigning = Pick<AppConfig, 'jwtSecret' | 'publicUrl'>;

/**
 * An email's text and headers as it leaves. An event's email (one with a person and a group)
 * ends with the link to the unsubscribe page and carries RFC 2369's `List-Unsubscribe` with
 * RFC 8058's one-click POST; account emails go as they were written. The link is signed here,
 * at sending, so no token is ever stored in the outbox.
 */
export function unsubscribeMail(message: OutboxRecord, signing: UnsubscribeSigning) {
  if (message.userId === null || message.notificationGroup === null) {
    return { text: message.body };
  }
  const token = unsubscribeToken(signing.jwtSecret, {
    userId: message.userId,
    group: message.notificationGroup,
  });
  const links = unsubscribeLinks(signing.publicUrl, token);
  return {
    text: `${message.body.trimEnd()}\n\n${UNSUBSCRIBE_MESSAGES.emailFooter(links.page)}\n`,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
