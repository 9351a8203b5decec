import { and, eq, gt, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { eventTickets } from '../../db/schema.ts';

export async function insertTicket(
  db: Executor,
  tokenHash: string,
  userId: number,
  expiresAt: Date,
) {
  // Expired tickets of anyone go with each new one, so the table stays as small as its use.
  await db.delete(eventTickets).where(lte(eventTickets.expiresAt, new Date()));
  await db.insert(eventTickets).values({ tokenHash, userId, expiresAt });
}

/** Deletes the ticket and answers its user, in one statement: a ticket opens one stream. */
export async function consumeTicket(db: Executor, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .delete(eventTickets)
    .where(and(eq(eventTickets.tokenHash, tokenHash), gt(eventTickets.expiresAt, new Date())))
    .returning({ userId: eventTickets.userId });
  return row?.userId ?? null;
}
