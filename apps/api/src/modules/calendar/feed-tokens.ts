import type { CalendarFeedScope } from '@chairside/domain';
import { randomBytes } from 'node:crypto';
import { hashCode, signedToken } from '../../lib/crypto.ts';

export function newFeedNonce(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * A feed URL's token: an HMAC of the feed's nonce under the server secret (43 characters,
 * 256 bits). Settings can show the URL again without the table holding it; only its hash is
 * stored, to find the feed.
 */
export function feedToken(
  secret: string,
  feed: { userId: number; scope: CalendarFeedScope; nonce: string },
): string {
  return signedToken(secret, 'calendar-feed', [feed.userId, feed.scope, feed.nonce]);
}

export const feedTokenHash = hashCode;
