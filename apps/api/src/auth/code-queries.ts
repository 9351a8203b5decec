import { and, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { oneTimeCodes } from '../db/schema.ts';
import { hashCode, newLinkCode } from '../lib/crypto.ts';

export type CodePurpose =
  'email_verification' | 'password_reset' | 'invite' | 'phone_verification' | 'phone_onboarding';

/**
 * What a registration asked for: its link activates this password, name and job title and no
 * other, so a stranger who registered the address first never gets in through the owner's link.
 */
export interface PendingRegistration {
  passwordHash: string;
  name: string;
  jobTitle: string;
}

export interface LinkCodeOwner {
  userId?: number;
  inviteId?: number;
  registration?: PendingRegistration;
}

/** Issues a single-use link code; only its hash is stored. */
export async function issueLinkCode(
  db: Executor,
  purpose: CodePurpose,
  owner: LinkCodeOwner,
  lifetimeMs: number,
): Promise<string> {
  const code = newLinkCode();
  await db.insert(oneTimeCodes).values({
    purpose,
    codeHash: hashCode(code),
    userId: owner.userId ?? null,
    inviteId: owner.inviteId ?? null,
    passwordHash: owner.registration?.passwordHash ?? null,
    pendingName: owner.registration?.name ?? null,
    pendingJobTitle: owner.registration?.jobTitle ?? null,
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return code;
}

/** Stores the hash of a user's code of this purpose, valid for `lifetimeMs`. */
export async function storeUserCode(
  db: Executor,
  purpose: CodePurpose,
  userId: number,
  codeHash: string,
  lifetimeMs: number,
): Promise<void> {
  await db.insert(oneTimeCodes).values({
    purpose,
    codeHash,
    userId,
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
}

/** The conditions of a code that still opens something: not used, not expired. */
export const LIVE_CODE = [isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, sql`now()`)];

/** Marks the codes `where` finds as used: none of them opens anything any more. */
export function spendCodes(db: Executor, where: SQL | undefined) {
  return db
    .update(oneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(where);
}

function liveCode(purpose: CodePurpose, code: string) {
  return and(
    eq(oneTimeCodes.purpose, purpose),
    eq(oneTimeCodes.codeHash, hashCode(code)),
    ...LIVE_CODE,
  );
}

/**
 * Whether a live code of this purpose exists, without spending it. Checked before hashing a
 * new password, so a caller without a valid link cannot make the server hash for nothing.
 */
export async function isLiveLinkCode(
  db: Executor,
  purpose: CodePurpose,
  code: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(liveCode(purpose, code))
    .limit(1);
  return row !== undefined;
}

/**
 * Consumes a live code of this purpose: marks it used in the same statement that finds it,
 * so two concurrent uses cannot both succeed. Unscoped on purpose: the code is the credential.
 */
export async function consumeLinkCode(db: Executor, purpose: CodePurpose, code: string) {
  const [row] = await spendCodes(db, liveCode(purpose, code)).returning({
    userId: oneTimeCodes.userId,
    inviteId: oneTimeCodes.inviteId,
    passwordHash: oneTimeCodes.passwordHash,
    pendingName: oneTimeCodes.pendingName,
    pendingJobTitle: oneTimeCodes.pendingJobTitle,
  });
  return row ?? null;
}

/**
 * The distinct passwords (their hashes) of a user's registrations still waiting for their
 * verification link: live email-verification codes. More than one means the address was
 * registered with different passwords (by a stranger, or by its owner twice).
 */
export async function pendingRegistrationPasswords(db: Executor, userId: number) {
  const rows = await db
    .selectDistinct({ passwordHash: oneTimeCodes.passwordHash })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, 'email_verification'),
        eq(oneTimeCodes.userId, userId),
        ...LIVE_CODE,
      ),
    );
  return rows.flatMap((row) => (row.passwordHash === null ? [] : [row.passwordHash]));
}

/** Retires every live code of a purpose for a user (once one of them was used). */
export async function retireCodes(
  db: Executor,
  purpose: CodePurpose,
  userId: number,
): Promise<void> {
  await spendCodes(
    db,
    and(
      eq(oneTimeCodes.purpose, purpose),
      eq(oneTimeCodes.userId, userId),
      isNull(oneTimeCodes.usedAt),
    ),
  );
}

/**
 * Starts a user's phone verification afresh: their earlier codes, with every wrong try they
 * took, and any pending-verification token are gone (an administrator resent the invite and
 * the invitee accepted it again).
 */
export async function restartPhoneVerification(db: Executor, userId: number): Promise<void> {
  await db
    .delete(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        inArray(oneTimeCodes.purpose, ['phone_verification', 'phone_onboarding']),
      ),
    );
}
