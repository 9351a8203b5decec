import {
  PHONE_MESSAGES,
  PHONE_RESEND_COOLDOWN_SECONDS,
  type Actor,
  type resendPhoneVerificationSchema,
  type verifyPhoneFormSchema,
  type verifyPhonePayloadSchema,
} from '@chairside/domain';
import type { z } from 'zod';
import { assertTextsDeliverable, sendPhoneCode } from '../../auth/phone-codes.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { hashShortCode, sameHash } from '../../lib/crypto.ts';
import { BadRequestError, TooManyRequestsError } from '../../lib/errors.ts';
import {
  countWrongTries,
  findOwnPhone,
  findPhoneOfOnboardingTokenAcrossOrganizations,
  latestPhoneCodeAt,
  lockLivePhoneCode,
  lockUserRow,
  markPhoneVerified,
  setCodeAttempts,
} from './phone-verification-queries.ts';

const MAX_ATTEMPTS = 5;
/**
 * Wrong tries over all of a user's codes, however many new codes they ask for: 100 guesses
 * cover 1% of the 10,000 codes (the bound of NIST SP 800-63B 5.2.2), so guessing cannot win.
 * Only the holder of the pending-verification token can spend them, and an administrator who
 * resends the invite starts them again from zero.
 */
export const MAX_WRONG_TRIES_PER_USER = 100;

/**
 * The user behind a live pending-verification token, whose phone still waits to be verified.
 * Anything else (no such user, a verified one, no token, another user's, a spent or expired
 * one) is the same refusal, and nothing is counted against the user the caller named.
 */
async function pendingUserOf(tx: Executor, userId: number, token: string) {
  const phoneNumber = await findPhoneOfOnboardingTokenAcrossOrganizations(tx, userId, token);
  if (!phoneNumber) throw new BadRequestError(PHONE_MESSAGES.sessionInvalid);
  return { id: userId, phoneNumber };
}

/** Refuses once the user's codes have taken the most wrong tries they may. */
async function assertTriesLeft(tx: Executor, userId: number) {
  if ((await countWrongTries(tx, userId)) >= MAX_WRONG_TRIES_PER_USER) {
    throw new TooManyRequestsError(PHONE_MESSAGES.blocked);
  }
}

/**
 * Checks a texted code against the user's live one: five wrong tries lock the code, and the row
 * lock makes concurrent tries count. The failed try is committed before answering, so the
 * attempt always counts.
 */
async function checkPhoneCode(
  ctx: AppContext,
  identify: (tx: Executor) => Promise<{ id: number }>,
  code: string,
  verifiedMessage: string,
) {
  return ctx.db
    .transaction(async (tx) => {
      const user = await identify(tx);
      const live = await lockLivePhoneCode(tx, user.id);
      if (!live) throw new BadRequestError(PHONE_MESSAGES.expired);
      await assertTriesLeft(tx, user.id);
      if (live.attempts >= MAX_ATTEMPTS) throw new TooManyRequestsError(PHONE_MESSAGES.locked);
      if (!sameHash(live.codeHash, hashShortCode(ctx.config.jwtSecret, user.id, code))) {
        await setCodeAttempts(tx, live.id, live.attempts + 1);
        return { failed: true as const };
      }
      await markPhoneVerified(tx, user.id);
      return { failed: false as const };
    })
    .then((result) => {
      if (result.failed) throw new BadRequestError(PHONE_MESSAGES.invalidCode);
      return { message: verifiedMessage };
    });
}

/** Checks a texted code for the holder of the pending-verification token; success spends it. */
export async function verifyPhone(
  ctx: AppContext,
  payload: z.output<typeof verifyPhonePayloadSchema>,
) {
  const identify = (tx: Executor) => pendingUserOf(tx, payload.userId, payload.verificationToken);
  return checkPhoneCode(ctx, identify, payload.code, PHONE_MESSAGES.verified);
}

/** A signed-in person confirms the phone number of their profile with the code texted to it. */
export async function verifyOwnPhone(
  ctx: AppContext,
  actor: Actor,
  payload: z.output<typeof verifyPhoneFormSchema>,
) {
  const identify = (tx: Executor) => unverifiedOwnPhone(tx, actor);
  return checkPhoneCode(ctx, identify, payload.code, PHONE_MESSAGES.ownVerified);
}

/**
 * Texts a new code to `identify`'s phone, at most once a minute (enforced here as well as by the
 * screen's countdown) and within the number's hourly limit.
 */
async function textNewCode(
  ctx: AppContext,
  identify: (tx: Executor) => Promise<{ id: number; phoneNumber: string }>,
  sentMessage: string,
) {
  assertTextsDeliverable(ctx.config);
  return ctx.db.transaction(async (tx) => {
    const user = await identify(tx);
    await lockUserRow(tx, user.id);
    await assertTriesLeft(tx, user.id);
    const latest = await latestPhoneCodeAt(tx, user.id);
    const elapsedSeconds = latest ? (Date.now() - latest.getTime()) / 1000 : Infinity;
    if (elapsedSeconds < PHONE_RESEND_COOLDOWN_SECONDS) {
      throw new TooManyRequestsError(
        PHONE_MESSAGES.wait(Math.ceil(PHONE_RESEND_COOLDOWN_SECONDS - elapsedSeconds)),
      );
    }
    await sendPhoneCode(tx, ctx.config, user);
    return { message: sentMessage };
  });
}

/** A new code for the holder of the pending-verification token. */
export async function resendPhoneCode(
  ctx: AppContext,
  payload: z.output<typeof resendPhoneVerificationSchema>,
) {
  const identify = (tx: Executor) => pendingUserOf(tx, payload.userId, payload.verificationToken);
  return textNewCode(ctx, identify, PHONE_MESSAGES.resent);
}

/**
 * A code to the phone number of a signed-in person's own profile (issue #14: texts go only to a
 * verified number, and a person who registered without an invite has no other way to verify).
 */
export async function sendOwnPhoneCode(ctx: AppContext, actor: Actor) {
  const identify = (tx: Executor) => unverifiedOwnPhone(tx, actor);
  return textNewCode(ctx, identify, PHONE_MESSAGES.ownCodeSent);
}

/** The signed-in person's phone number while it waits to be verified; a clear 400 otherwise. */
async function unverifiedOwnPhone(tx: Executor, actor: Actor) {
  const own = await findOwnPhone(tx, actor);
  if (!own?.phoneNumber) throw new BadRequestError(PHONE_MESSAGES.noPhoneNumber);
  if (own.phoneVerifiedAt) throw new BadRequestError(PHONE_MESSAGES.alreadyVerified);
  return { id: actor.id, phoneNumber: own.phoneNumber };
}
