import type { profileUpdateSchema } from '@chairside/domain';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SignedInUser } from '../../auth/actor.ts';
import type { Executor } from '../../db/client.ts';
import { organizations, users } from '../../db/schema.ts';

/** The signed-in user's own profile, with their organization's name. */
export async function findOwnProfile(db: Executor, actor: SignedInUser) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      phoneNumber: users.phoneNumber,
      phoneVerifiedAt: users.phoneVerifiedAt,
      jobTitle: users.jobTitle,
      organizationId: users.organizationId,
      organizationName: organizations.name,
      isActive: users.isActive,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, actor.id));
  return row ?? null;
}

/**
 * The phone columns of a profile update. A profile sent without `phoneNumber` keeps the stored
 * number; null or '' clears it. A number that changes is no longer verified: the verified
 * state belongs to the number that was texted (the right side reads the row as it was).
 */
function phoneChange(phoneNumber: string | null | undefined) {
  if (phoneNumber === undefined) return {};
  return {
    phoneNumber,
    phoneVerifiedAt: sql<Date | null>`case when ${users.phoneNumber} is not distinct from ${phoneNumber}
      then ${users.phoneVerifiedAt} else null end`,
  };
}

export async function updateOwnProfile(
  db: Executor,
  actor: SignedInUser,
  profile: z.output<typeof profileUpdateSchema>,
) {
  await db
    .update(users)
    .set({
      name: profile.name,
      ...phoneChange(profile.phoneNumber),
      jobTitle: profile.jobTitle,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, actor.id));
}

export async function findOwnPasswordHash(
  db: Executor,
  actor: SignedInUser,
): Promise<string | null> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, actor.id));
  return user?.passwordHash ?? null;
}

export async function setOwnPassword(db: Executor, actor: SignedInUser, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, actor.id));
}
