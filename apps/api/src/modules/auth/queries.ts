import { ACCOUNT_POSITIONS } from '@chairside/domain';
import { eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/**
 * The account of an email, whatever its organization: sign-in and password reset start from an
 * address, before anyone is signed in. Never the answer to a route's read of tenant data.
 */
export async function findAccountByEmailAcrossOrganizations(db: Executor, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return user ?? null;
}

/**
 * Creates an independent professional's account (no organization, position employee) unless
 * the address already has one; answers the address's account either way.
 */
export async function createOrFindRegistration(
  tx: Executor,
  registration: Pick<typeof users.$inferInsert, 'email' | 'passwordHash' | 'name' | 'jobTitle'>,
) {
  const [created] = await tx
    .insert(users)
    .values({ ...registration, position: ACCOUNT_POSITIONS[3] })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, name: users.name });
  if (created) return { ...created, emailVerifiedAt: null };
  const [account] = await tx
    .select({ id: users.id, name: users.name, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.email, registration.email));
  return account;
}

/** The stored value, or the registration's pending one while the account is unverified. */
function unlessVerified(pending: string | null, stored: AnyColumn) {
  return pending === null
    ? sql`${stored}`
    : sql`case when ${users.emailVerifiedAt} is null then ${pending} else ${stored} end`;
}

/**
 * Verifies the address and, on an account not verified yet, activates the registration's
 * password, name and job title.
 */
export async function activateRegistration(
  tx: Executor,
  userId: number,
  pending: {
    passwordHash: string | null;
    pendingName: string | null;
    pendingJobTitle: string | null;
  },
) {
  await tx
    .update(users)
    .set({
      passwordHash: unlessVerified(pending.passwordHash, users.passwordHash),
      name: unlessVerified(pending.pendingName, users.name),
      jobTitle: unlessVerified(pending.pendingJobTitle, users.jobTitle),
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/** Whether the account's address was verified (by a link, a reset or an administrator). */
export async function isVerifiedAccount(db: Executor, userId: number): Promise<boolean> {
  const [user] = await db
    .select({ emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(user?.emailVerifiedAt);
}

/**
 * A conflicted registration (its address was registered with different passwords) activates no
 * password: the account's password becomes one nobody knows, and the address stays unverified
 * until the password-reset code sets a password. The name and job title are those of the opened
 * link's registration: the person holding the mailbox chose it, and can edit them later.
 */
export async function leaveRegistrationUnactivated(
  tx: Executor,
  userId: number,
  pending: { pendingName: string | null; pendingJobTitle: string | null },
  unusablePasswordHash: string,
) {
  await tx
    .update(users)
    .set({
      passwordHash: unusablePasswordHash,
      name: pending.pendingName ?? sql`${users.name}`,
      jobTitle: pending.pendingJobTitle ?? sql`${users.jobTitle}`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/**
 * Sets the password from a reset link, which also proves the address; answers the account's
 * email.
 */
export async function setPasswordFromReset(
  tx: Executor,
  userId: number,
  passwordHash: string,
): Promise<string> {
  const [user] = await tx
    .update(users)
    .set({
      passwordHash,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  return user.email;
}
