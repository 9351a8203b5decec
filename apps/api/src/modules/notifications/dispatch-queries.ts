import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** What choosing a message's channels needs of its recipient: their phone and preferences. */
export async function findRecipientChannelsAcrossOrganizations(db: Executor, userId: number) {
  const [row] = await db
    .select({
      phoneNumber: users.phoneNumber,
      phoneVerifiedAt: users.phoneVerifiedAt,
      preferences: users.notificationPreferences,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
