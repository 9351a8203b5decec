import {
  PHONE_CODE_LENGTH,
  PHONE_RESEND_COOLDOWN_SECONDS,
  PHONE_SESSION_INVALID,
  type resendPhoneVerificationSchema,
  type verifyPhonePayloadSchema,
} from '@chairside/domain';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { invites, oneTimeCodes, rateLimitEvents, users } from '../../db/schema.ts';
import {
  hashCode,
  hashShortCode,
  newLinkCode,
  newNumericCode,
  sameHash,
} from '../../lib/crypto.ts';
import { BadRequestError, TooManyRequestsError } from '../../lib/errors.ts';
import { enqueueMessage } from '../notifications/outbox.ts';
import { phoneCodeText } from '../notifications/templates.ts';

const MINUTE = 60_000;
const CODE_LIFETIME_MS = 10 * MINUTE;
const MAX_ATTEMPTS = 5;
/**
 * Wrong tries over all of a user's codes, however many new codes they ask for: 100 guesses
 * cover 1% of the 10,000 codes (the bound of NIST SP 800-63B 5.2.2), so guessing cannot win.
 * Only the holder of the pending-verification token can spend them, and an administrator who
 * resends the invite starts them again from zero.
 */
export const MAX_WRONG_TRIES_PER_USER = 100;

/**
 * How long the pending-verification token handed back by POST /invites/verify stays usable:
 * the day the invitee has to type the texted code (a resent invite issues a new one).
 */
export const ONBOARDING_TOKEN_LIFETIME_MS = 24 * 60 * MINUTE;

/**
 * Texts to one phone number, whoever asks for them: at most 5 an hour. Counted in PostgreSQL
 * (rate_limit_events, written in the transaction that queues the text), so on every instance.
 */
export const PHONE_TEXT_LIMIT = { max: 5, windowMs: 60 * MINUTE } as const;

/** The first key of the advisory lock that makes texts to one number take turns. */
const PHONE_TEXT_LOCK = 7_412_003;

export const PHONE_MESSAGES = {
  invalidCode: 'Invalid verification code',
  expired: 'Your verification code has expired. Please request a new code.',
  locked: 'Too many incorrect codes. Please request a new code.',
  blocked: 'Too many incorrect codes. Please contact your administrator.',
  /** The one answer without a live pending-verification token for that user id. */
  sessionInvalid: PHONE_SESSION_INVALID,
  verified: 'Your phone number was verified. You may now login.',
  resent: 'A new verification code has been sent.',
  wait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code`,
  tooManyTexts: (minutes: number) =>
    `Too many codes were texted to this number. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
} as const;

const textKey = (phoneNumber: string) => `phone-text:${phoneNumber}`;

/**
 * Refuses a text to a number that has had its hour's worth, and otherwise counts this one.
 * Texts to one number take turns (a transaction-scoped advisory lock), so a burst cannot pass.
 */
async function admitText(tx: Executor, phoneNumber: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${PHONE_TEXT_LOCK}, hashtext(${phoneNumber}))`);
  const recent = await tx
    .select({ createdAt: rateLimitEvents.createdAt })
    .from(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.key, textKey(phoneNumber)),
        gt(rateLimitEvents.createdAt, new Date(Date.now() - PHONE_TEXT_LIMIT.windowMs)),
      ),
    )
    .orderBy(asc(rateLimitEvents.createdAt));
  if (recent.length >= PHONE_TEXT_LIMIT.max) {
    const freeAt = recent[0].createdAt.getTime() + PHONE_TEXT_LIMIT.windowMs;
    throw new TooManyRequestsError(
      PHONE_MESSAGES.tooManyTexts(Math.max(1, Math.ceil((freeAt - Date.now()) / MINUTE))),
    );
  }
  await tx.insert(rateLimitEvents).values({ key: textKey(phoneNumber) });
}

/**
 * Texts a fresh 4-digit code to the user's phone, retiring any earlier one. The one place
 * phone codes are sent, so the per-number limit holds for every way of asking for one.
 */
export async function sendPhoneCode(
  tx: Executor,
  secret: string,
  user: { id: number; phoneNumber: string },
) {
  await admitText(tx, user.phoneNumber);
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

/**
 * Starts a user's phone verification afresh: their earlier codes, with every wrong try they
 * took, and any pending-verification token are gone (an administrator resent the invite and
 * the invitee accepted it again).
 */
export async function restartPhoneVerification(tx: Executor, userId: number) {
  await tx
    .delete(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        inArray(oneTimeCodes.purpose, ['phone_verification', 'phone_onboarding']),
      ),
    );
}

/**
 * Issues the unguessable pending-verification token of an onboarding step (256 random bits,
 * only its hash stored), retiring any earlier one of the user.
 */
export async function issueOnboardingToken(tx: Executor, userId: number): Promise<string> {
  await tx
    .update(oneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeCodes.purpose, 'phone_onboarding'),
        eq(oneTimeCodes.userId, userId),
        isNull(oneTimeCodes.usedAt),
      ),
    );
  const token = newLinkCode();
  await tx.insert(oneTimeCodes).values({
    purpose: 'phone_onboarding',
    codeHash: hashCode(token),
    userId,
    expiresAt: new Date(Date.now() + ONBOARDING_TOKEN_LIFETIME_MS),
  });
  return token;
}

/**
 * The user behind a live pending-verification token, whose phone still waits to be verified.
 * Anything else (no such user, a verified one, no token, another user's, a spent or expired
 * one) is the same refusal, and nothing is counted against the user the caller named.
 */
async function pendingUserOf(tx: Executor, userId: number, token: string) {
  const [row] = await tx
    .select({ phoneNumber: users.phoneNumber })
    .from(oneTimeCodes)
    .innerJoin(users, eq(users.id, oneTimeCodes.userId))
    .where(
      and(
        eq(oneTimeCodes.purpose, 'phone_onboarding'),
        eq(oneTimeCodes.codeHash, hashCode(token)),
        eq(oneTimeCodes.userId, userId),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, sql`now()`),
        isNull(users.phoneVerifiedAt),
      ),
    )
    .limit(1);
  if (!row?.phoneNumber) throw new BadRequestError(PHONE_MESSAGES.sessionInvalid);
  return { id: userId, phoneNumber: row.phoneNumber };
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

/**
 * Checks a texted code for the holder of the pending-verification token: five wrong tries lock
 * the code, and the row lock makes concurrent tries count. Success spends the token.
 */
export async function verifyPhone(
  ctx: AppContext,
  payload: z.output<typeof verifyPhonePayloadSchema>,
) {
  return ctx.db
    .transaction(async (tx) => {
      const user = await pendingUserOf(tx, payload.userId, payload.verificationToken);
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
      if (!sameHash(live.codeHash, hashShortCode(ctx.config.jwtSecret, user.id, payload.code))) {
        await tx
          .update(oneTimeCodes)
          .set({ attempts: live.attempts + 1 })
          .where(eq(oneTimeCodes.id, live.id));
        return { failed: true as const };
      }
      await tx
        .update(oneTimeCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(oneTimeCodes.userId, user.id),
            inArray(oneTimeCodes.purpose, ['phone_verification', 'phone_onboarding']),
            isNull(oneTimeCodes.usedAt),
          ),
        );
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

/**
 * A new code for the holder of the pending-verification token, at most once a minute (enforced
 * here as well as by the screen's countdown) and within the number's hourly limit.
 */
export async function resendPhoneCode(
  ctx: AppContext,
  payload: z.output<typeof resendPhoneVerificationSchema>,
) {
  return ctx.db.transaction(async (tx) => {
    const user = await pendingUserOf(tx, payload.userId, payload.verificationToken);
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
