import { PHONE_CODE_LENGTH, PHONE_RESEND_COOLDOWN_SECONDS } from '@chairside/domain';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { invites, oneTimeCodes, users } from '../../db/schema.ts';
import { hashShortCode, newNumericCode, sameHash } from '../../lib/crypto.ts';
import { BadRequestError, NotFoundError, TooManyRequestsError } from '../../lib/errors.ts';
import { enqueueMessage } from '../notifications/outbox.ts';
import { phoneCodeText } from '../notifications/templates.ts';

const CODE_LIFETIME_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;
/**
 * Wrong tries over all of a user's codes, however many new codes they ask for: 100 guesses
 * cover 1% of the 10,000 codes (the bound of NIST SP 800-63B 5.2.2), so guessing cannot win.
 */
export const MAX_WRONG_TRIES_PER_USER = 100;

export const PHONE_MESSAGES = {
  invalidCode: 'Invalid verification code',
  expired: 'Your verification code has expired. Please request a new code.',
  locked: 'Too many incorrect codes. Please request a new code.',
  blocked: 'Too many incorrect codes. Please contact your administrator.',
  alreadyVerified: 'Your phone number is already verified',
  verified: 'Your phone number was verified. You may now login.',
  resent: 'A new verification code has been sent.',
  wait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code`,
} as const;

/** Texts a fresh 4-digit code to the user's phone, retiring any earlier one. */
export async function sendPhoneCode(
  tx: Executor,
  secret: string,
  user: { id: number; phoneNumber: string },
) {
  await tx
    .update(oneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeCodes.purpose, 'phone_verification'),
        eq(oneTimeCodes.userId, user.id),
        isNull(oneTimeCodes.usedAt),
      ),
    );
  const code = newNumericCode(PHONE_CODE_LENGTH);
  await tx.insert(oneTimeCodes).values({
    purpose: 'phone_verification',
    codeHash: hashShortCode(secret, user.id, code),
    userId: user.id,
    expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
  });
  await enqueueMessage(tx, phoneCodeText(user.phoneNumber, code));
}

/** Refuses once the user's codes have taken the most wrong tries they may. */
async function assertTriesLeft(tx: Executor, userId: number) {
  const [row] = await tx
    .select({ wrong: sql<number>`coalesce(sum(${oneTimeCodes.attempts}), 0)::int` })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, 'phone_verification'), eq(oneTimeCodes.userId, userId)));
  if ((row?.wrong ?? 0) >= MAX_WRONG_TRIES_PER_USER) {
    throw new TooManyRequestsError(PHONE_MESSAGES.blocked);
  }
}

async function findUnverifiedPhone(tx: Executor, userId: number) {
  const [user] = await tx
    .select({
      id: users.id,
      phoneNumber: users.phoneNumber,
      phoneVerifiedAt: users.phoneVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !user.phoneNumber) throw new NotFoundError();
  if (user.phoneVerifiedAt) throw new BadRequestError(PHONE_MESSAGES.alreadyVerified);
  return { id: user.id, phoneNumber: user.phoneNumber };
}

/** Checks a texted code: five wrong tries lock it, and the row lock makes concurrent tries count. */
export async function verifyPhone(ctx: AppContext, userId: number, code: string) {
  return ctx.db
    .transaction(async (tx) => {
      const user = await findUnverifiedPhone(tx, userId);
      const [live] = await tx
        .select()
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.purpose, 'phone_verification'),
            eq(oneTimeCodes.userId, user.id),
            isNull(oneTimeCodes.usedAt),
            gt(oneTimeCodes.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1)
        .for('update');
      if (!live) throw new BadRequestError(PHONE_MESSAGES.expired);
      await assertTriesLeft(tx, user.id);
      if (live.attempts >= MAX_ATTEMPTS) throw new TooManyRequestsError(PHONE_MESSAGES.locked);
      if (!sameHash(live.codeHash, hashShortCode(ctx.config.jwtSecret, user.id, code))) {
        await tx
          .update(oneTimeCodes)
          .set({ attempts: live.attempts + 1 })
          .where(eq(oneTimeCodes.id, live.id));
        return { failed: true as const };
      }
      await tx
        .update(oneTimeCodes)
        .set({ usedAt: sql`now()` })
        .where(eq(oneTimeCodes.id, live.id));
      await tx
        .update(users)
        .set({ phoneVerifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(users.id, user.id));
      await tx.update(invites).set({ isVerified: true }).where(eq(invites.userId, user.id));
      return { failed: false as const };
    })
    .then((result) => {
      // The failed try is committed before answering, so the attempt always counts.
      if (result.failed) throw new BadRequestError(PHONE_MESSAGES.invalidCode);
      return { message: PHONE_MESSAGES.verified };
    });
}

/** A new code at most once a minute, enforced here as well as by the screen's countdown. */
export async function resendPhoneCode(ctx: AppContext, userId: number) {
  return ctx.db.transaction(async (tx) => {
    const user = await findUnverifiedPhone(tx, userId);
    await tx.execute(sql`select id from ${users} where id = ${user.id} for update`);
    await assertTriesLeft(tx, user.id);
    const [latest] = await tx
      .select({ createdAt: oneTimeCodes.createdAt })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.purpose, 'phone_verification'), eq(oneTimeCodes.userId, user.id)))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    const elapsedSeconds = latest ? (Date.now() - latest.createdAt.getTime()) / 1000 : Infinity;
    if (elapsedSeconds < PHONE_RESEND_COOLDOWN_SECONDS) {
      throw new TooManyRequestsError(
        PHONE_MESSAGES.wait(Math.ceil(PHONE_RESEND_COOLDOWN_SECONDS - elapsedSeconds)),
      );
    }
    await sendPhoneCode(tx, ctx.config.jwtSecret, user);
    return { message: PHONE_MESSAGES.resent };
  });
}
