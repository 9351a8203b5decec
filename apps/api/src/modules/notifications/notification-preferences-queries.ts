import type { NotificationPreferences } from '@chairside/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** The preferences a person saved (null before any save), read for them or for a message to them. */
export async function findNotificationPreferencesAcrossOrganizations(db: Executor, userId: number) {
  const [row] = await db
    .select({ saved: users.notificationPreferences })
    .from(users)
    .where(eq(users.id, userId));
  return row?.saved ?? null;
}

export async function saveNotificationPreferences(
  db: Executor,
  userId: number,
  preferences: NotificationPreferences,
) {
  await db
    .update(users)
    .set({ notificationPreferences: preferences, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
