import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pushSubscriptions, users } from '../../db/schema.ts';

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

/** The Web Push endpoints of every device the person turned push on in. */
export function subscriptionsOfUser(db: Executor, userId: number) {
  return db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}
