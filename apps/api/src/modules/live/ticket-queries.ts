import { and, eq, gt, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { eventTickets } from '../../db/schema.ts';

export async function insertTicket(
  db: Executor,
  ticket: { tokenHash: string; userId: number; tokenVersion: number; expiresAt: Date },
) {
  // Expired tickets of anyone go with each new one, so the table stays as small as its use.
  await db.delete(eventTickets).where(lte(eventTickets.expiresAt, new Date()));
  await db.insert(eventTickets).values(ticket);
}

/**
 * Deletes the ticket and answers its user with the token version of the session that fetched
 * it, in one statement: a ticket opens one stream.
 */
export async function consumeTicket(
  db: Executor,
  tokenHash: string,
): Promise<{ userId: number; tokenVersion: number } | null> {
  const [row] = await db
    .delete(eventTickets)
    .where(and(eq(eventTickets.tokenHash, tokenHash), gt(eventTickets.expiresAt, new Date())))
    .returning({ userId: eventTickets.userId, tokenVersion: eventTickets.tokenVersion });
  return row ?? null;
}

/** The user's sessions ended: the tickets they fetched open nothing. */
export async function forgetTicketsOf(db: Executor, userId: number): Promise<void> {
  await db.delete(eventTickets).where(eq(eventTickets.userId, userId));
}
