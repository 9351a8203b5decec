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
  await insertTicket(ctx.db, hashCode(ticket), actor.id, expiresAt);
  return { ticket };
}

/** The active user a ticket was issued to, consuming it; else 401. */
export async function redeemTicket(ctx: AppContext, ticket: string): Promise<SignedInUser> {
  const userId = await consumeTicket(ctx.db, hashCode(ticket));
  const user = userId === null ? null : await findSignedInUser(ctx.db, userId);
  if (!user || !user.isActive) throw new UnauthorizedError(LIVE_MESSAGES.invalidTicket);
  return user;
}
