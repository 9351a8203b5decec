import type { Actor } from '@chairside/domain';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invites, oneTimeCodes, users } from '../../db/schema.ts';
import { LIVE_CODE, spendCodes } from '../../auth/code-queries.ts';
import { hashCode } from '../../lib/crypto.ts';

/**
 * The phone number of the user behind a live pending-verification token, while that phone
 * still waits to be verified; null for anything else. No actor scopes it: the token is the
 * credential.
 */
export async function findPhoneOfOnboardingTokenAcrossOrganizations(
  tx: Executor,
  userId: number,
  token: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ phoneNumber: users.phoneNumber })
    .from(oneTimeCodes)
    .innerJoin(users, eq(users.id, oneTimeCodes.userId))
    .where(
      and(
        eq(oneTimeCodes.purpose, 'phone_onboarding'),
        eq(oneTimeCodes.codeHash, hashCode(token)),
        eq(oneTimeCodes.userId, userId),
        ...LIVE_CODE,
        isNull(users.phoneVerifiedAt),
      ),
    )
    .limit(1);
  return row?.phoneNumber ?? null;
}

/** The signed-in person's own phone number and whether it is verified. */
export async function findOwnPhone(tx: Executor, actor: Actor) {
  const [row] = await tx
    .select({ phoneNumber: users.phoneNumber, phoneVerifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, actor.id));
  return row ?? null;
}

/** The wrong tries taken over all of a user's phone codes. */
export async function countWrongTries(tx: Executor, userId: number): Promise<number> {
  const [row] = await tx
    .select({ wrong: sql<number>`coalesce(sum(${oneTimeCodes.attempts}), 0)::int` })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, 'phone_verification'), eq(oneTimeCodes.userId, userId)));
  return row?.wrong ?? 0;
}

/** The user's newest live phone code, its row locked so that concurrent tries count. */
export async function lockLivePhoneCode(tx: Executor, userId: number) {
  const [live] = await tx
    .select({
      id: oneTimeCodes.id,
      codeHash: oneTimeCodes.codeHash,
      attempts: oneTimeCodes.attempts,
    })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, 'phone_verification'),
        eq(oneTimeCodes.userId, userId),
        ...LIVE_CODE,
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
    .for('update');
  return live ?? null;
}

export async function setCodeAttempts(tx: Executor, codeId: number, attempts: number) {
  await tx.update(oneTimeCodes).set({ attempts }).where(eq(oneTimeCodes.id, codeId));
}

/** The phone is verified: its codes and token are spent, and the user's invite is Verified. */
export async function markPhoneVerified(tx: Executor, userId: number) {
  await spendCodes(
    tx,
    and(
      eq(oneTimeCodes.userId, userId),
      inArray(oneTimeCodes.purpose, ['phone_verification', 'phone_onboarding']),
      isNull(oneTimeCodes.usedAt),
    ),
  );
  await tx
    .update(users)
    .set({ phoneVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await tx.update(invites).set({ isVerified: true }).where(eq(invites.userId, userId));
}

/** Locks the user's row: resends of one user take turns. */
export async function lockUserRow(tx: Executor, userId: number) {
  await tx.execute(sql`select id from ${users} where id = ${userId} for update`);
}

/** When the user's newest phone code was sent, or null. */
export async function latestPhoneCodeAt(tx: Executor, userId: number): Promise<Date | null> {
  const [latest] = await tx
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, 'phone_verification'), eq(oneTimeCodes.userId, userId)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return latest?.createdAt ?? null;
}
