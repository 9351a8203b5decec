import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pushSubscriptions, users } from '../../db/schema.ts';

const recipientChannels = {
  phoneNumber: users.phoneNumber,
  phoneVerifiedAt: users.phoneVerifiedAt,
  preferences: users.notificationPreferences,
};

/** What choosing a message's channels needs of its recipient: their phone and preferences. */
export async function findRecipientChannelsAcrossOrganizations(db: Executor, userId: number) {
  const [row] = await db.select(recipientChannels).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export type RecipientChannels = NonNullable<
  Awaited<ReturnType<typeof findRecipientChannelsAcrossOrganizations>>
>;

/** findRecipientChannelsAcrossOrganizations for many people in one statement, by person. */
export async function findRecipientsChannelsAcrossOrganizations(
  db: Executor,
  ids: number[],
): Promise<Map<number, RecipientChannels>> {
  const rows = await db
    .select({ id: users.id, ...recipientChannels })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map(({ id, ...channels }) => [id, channels]));
}

/** The Web Push endpoints of every device each person turned push on in, by person. */
export async function findPushEndpoints(
  db: Executor,
  userIds: number[],
): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ userId: pushSubscriptions.userId, endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds));
  const endpoints = new Map<number, string[]>();
  for (const { userId, endpoint } of rows) {
    endpoints.set(userId, [...(endpoints.get(userId) ?? []), endpoint]);
  }
  return endpoints;
}
