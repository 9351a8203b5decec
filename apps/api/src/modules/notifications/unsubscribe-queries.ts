import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/**
 * The person an unsubscribe token names, locked until the transaction ends so that a save in
 * Settings at the same moment is not lost: whether they are active, and their saved preferences.
 * The token is the only credential here: it names exactly this one person.
 */
export async function lockUnsubscriber(db: Executor, userId: number) {
  const [row] = await db
    .select({ isActive: users.isActive, preferences: users.notificationPreferences })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}
