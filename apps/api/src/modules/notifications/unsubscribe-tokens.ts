import {
  NOTIFICATION_GROUPS,
  unsubscribeTokenSchema,
  type NotificationGroup,
} from '@chairside/domain';
import { sameHash, signedToken } from '../../lib/crypto.ts';

export interface UnsubscribeTarget {
  userId: number;
  group: NotificationGroup;
}

const PURPOSE = 'unsubscribe';

/**
 * An email's unsubscribe token: `<user id>.<group>.<signature>`. It never expires (a link in an
 * old email must keep working) and is stored nowhere: the email sender signs it as it sends.
 */
export function unsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  const signature = signedToken(secret, PURPOSE, [target.userId, target.group]);
  return `${target.userId}.${target.group}.${signature}`;
}

/** The person and group a token names, or null when it is malformed or not signed by us. */
export function readUnsubscribeToken(secret: string, token: unknown): UnsubscribeTarget | null {
  const parsed = unsubscribeTokenSchema.safeParse(token);
  if (!parsed.success) return null;
  const [id, group, signature] = parsed.data.split('.');
  const known = NOTIFICATION_GROUPS.find((name) => name === group);
  const userId = Number(id);
  if (!known || String(userId) !== id) return null;
  const expected = signedToken(secret, PURPOSE, [userId, known]);
  return sameHash(signature, expected) ? { userId, group: known } : null;
}

/** The links an email carries: the page a person opens, and RFC 8058's one-click address. */
export function unsubscribeLinks(publicUrl: string, token: string) {
  const query = `token=${encodeURIComponent(token)}`;
  return {
    page: `${publicUrl}/unsubscribe?${query}`,
    oneClick: `${publicUrl}/api/unsubscribe?${query}`,
  };
}
