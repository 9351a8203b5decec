import { randomBytes } from 'node:crypto';
import { EVENT_TICKET_TTL_SECONDS, LIVE_MESSAGES, type EventTicket } from '@chairside/domain';
import type { SignedInUser } from '../../auth/actor.ts';
import { findSignedInUser } from '../../auth/actor-queries.ts';
import type { AppContext } from '../../context.ts';
import { hashCode } from '../../lib/crypto.ts';
import { UnauthorizedError } from '../../lib/errors.ts';
import { consumeTicket, insertTicket } from './ticket-queries.ts';

/** POST /events/ticket: a random single-use ticket; only its hash is stored. */
export async function issueTicket(ctx: AppContext, actor: SignedInUser): Promise<EventTicket> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + EVENT_TICKET_TTL_SECONDS * 1000);
  await insertTicket(ctx.db, {
    tokenHash: hashCode(ticket),
    userId: actor.id,
    tokenVersion: actor.tokenVersion,
    expiresAt,
  });
  return { ticket };
}

/**
 * The active user a ticket was issued to, consuming it; else 401. A ticket fetched by a session
 * that has since ended (a password reset or change, 'Sign out of all devices', a deactivation:
 * the token version moved on) is refused like a spent one.
 */
export async function redeemTicket(ctx: AppContext, ticket: string): Promise<SignedInUser> {
  const issued = await consumeTicket(ctx.db, hashCode(ticket));
  const user = issued === null ? null : await findSignedInUser(ctx.db, issued.userId);
  if (!user || !isCurrentSession(user, issued?.tokenVersion)) {
    throw new UnauthorizedError(LIVE_MESSAGES.invalidTicket);
  }
  return user;
}

/** Whether a session issued at `tokenVersion` is still one of the user's. */
export function isCurrentSession(
  user: Pick<SignedInUser, 'isActive' | 'tokenVersion'>,
  tokenVersion: number | undefined,
): boolean {
  return user.isActive && user.tokenVersion === tokenVersion;
}
