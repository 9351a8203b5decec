import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

const recipientChannels = {
  phoneNumber: users.phoneNumber,
  phoneVerifiedAt: users.phoneVerifiedAt,
  preferences: users.notificationPreferences,
};

/** What choosing a message's channels needs of its recipient: their phone and preferences. */
export async function findRecipientChannels(db: Executor, userId: number) {
  const [row] = await db.select(recipientChannels).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export type RecipientChannels = NonNullable<Awaited<ReturnType<typeof findRecipientChannels>>>;

/** findRecipientChannels for many people in one statement, by person. */
export async function findRecipientsChannels(
  db: Executor,
  ids: number[],
): Promise<Map<number, RecipientChannels>> {
  const rows = await db
    .select({ id: users.id, ...recipientChannels })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map(({ id, ...channels }) => [id, channels]));
}
