import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';

/**
 * Bumps the user's token version, which ends every token of theirs (see tokens.ts); answers the
 * new version. Called only by endEverySession, which ends the rest a session reaches.
 */
export async function revokeSessions(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  return row.tokenVersion;
}
