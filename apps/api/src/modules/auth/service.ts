import {
  ACCOUNT_POSITIONS,
  MESSAGES,
  type forgotPasswordSchema,
  type loginPayloadSchema,
  type registerPayloadSchema,
  type resetPasswordPayloadSchema,
} from '@chairside/domain';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { admitAttempt, clearAttempts, forgetAttempts } from '../../lib/attempt-limiter.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/crypto.ts';
import {
  BadRequestError,
  ForbiddenError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../../lib/errors.ts';
import { enqueueMessage } from '../notifications/outbox.ts';
import {
  accountExistsEmail,
  passwordResetEmail,
  verificationEmail,
} from '../notifications/templates.ts';
import { consumeLinkCode, isLiveLinkCode, issueLinkCode, retireCodes } from './codes.ts';
import { AUTH_LIMITS, AUTH_MESSAGES, CODE_LIFETIMES } from './limits.ts';

const loginFailureKeys = (email: string, address: string) => ({
  account: `login-fail:account:${email}`,
  address: `login-fail:address:${address}`,
});

async function findUserByEmail(ctx: AppContext, email: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return user ?? null;
}

/**
 * Registers an independent professional (no organization, position employee). An address that
 * already has an account gets an email instead of an error, so registration reveals nothing.
 */
export async function register(ctx: AppContext, payload: z.output<typeof registerPayloadSchema>) {
  const passwordHash = await hashPassword(payload.password);
  await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: payload.email,
        passwordHash,
        name: payload.name,
        jobTitle: payload.jobTitle,
        position: ACCOUNT_POSITIONS[3],
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (created) {
      const code = await issueLinkCode(
        tx,
        'email_verification',
        { userId: created.id },
        CODE_LIFETIMES.emailVerificationMs,
      );
      const link = `${ctx.config.publicUrl}/auth/verify-email?code=${code}`;
      await enqueueMessage(tx, verificationEmail(payload.email, payload.name, link));
      return;
    }
    const [existing] = await tx.select().from(users).where(eq(users.email, payload.email));
    if (!existing.emailVerifiedAt) {
      await retireCodes(tx, 'email_verification', existing.id);
      const code = await issueLinkCode(
        tx,
        'email_verification',
        { userId: existing.id },
        CODE_LIFETIMES.emailVerificationMs,
      );
      const link = `${ctx.config.publicUrl}/auth/verify-email?code=${code}`;
      await enqueueMessage(tx, verificationEmail(existing.email, existing.name, link));
      return;
    }
    await enqueueMessage(
      tx,
      accountExistsEmail(existing.email, existing.name, {
        login: `${ctx.config.publicUrl}/auth/login`,
        reset: `${ctx.config.publicUrl}/auth/forgot-password`,
      }),
    );
  });
  return { message: AUTH_MESSAGES.registered };
}

export async function verifyEmail(ctx: AppContext, code: string) {
  return ctx.db.transaction(async (tx) => {
    const consumed = await consumeLinkCode(tx, 'email_verification', code);
    if (!consumed?.userId) throw new BadRequestError(AUTH_MESSAGES.invalidVerification);
    await tx
      .update(users)
      .set({
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, consumed.userId));
    return { message: AUTH_MESSAGES.verified };
  });
}

export async function login(
  ctx: AppContext,
  payload: z.output<typeof loginPayloadSchema>,
  address: string,
) {
  const email = payload.username.trim().toLowerCase();
  const keys = loginFailureKeys(email, address);
  // Each try is written down before it is judged; a wrong password leaves it as the failure.
  const attempt = await admitAttempt(ctx.db, [
    { key: keys.account, ...AUTH_LIMITS.loginPerAccount },
    { key: keys.address, ...AUTH_LIMITS.loginPerAddress },
  ]);
  if (!attempt) throw new TooManyRequestsError(AUTH_MESSAGES.tooManyLogins);
  const user = await findUserByEmail(ctx, email);
  const passwordMatches = await verifyPassword(
    user?.passwordHash ?? (await decoyPasswordHash()),
    payload.password,
  );
  if (!user || !passwordMatches) throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials);
  // The right password is not a failure.
  await forgetAttempts(ctx.db, attempt);
  if (!user.emailVerifiedAt) throw new ForbiddenError(AUTH_MESSAGES.unverified);
  if (!user.isActive) throw new ForbiddenError(AUTH_MESSAGES.inactive);
  await clearAttempts(ctx.db, keys.account);
  return { access_token: await ctx.tokens.sign(user.id) };
}

/** Always the same answer, whether or not the account exists (no account enumeration). */
export async function forgotPassword(
  ctx: AppContext,
  payload: z.output<typeof forgotPasswordSchema>,
  address: string,
) {
  // Every request counts, whether or not the address has an account.
  const attempt = await admitAttempt(ctx.db, [
    { key: `forgot:account:${payload.email}`, ...AUTH_LIMITS.forgotPerAccount },
    { key: `forgot:address:${address}`, ...AUTH_LIMITS.forgotPerAddress },
  ]);
  if (!attempt) throw new TooManyRequestsError(AUTH_MESSAGES.tooManyResets);
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, payload.email));
    if (!user || !user.isActive) return;
    await retireCodes(tx, 'password_reset', user.id);
    const code = await issueLinkCode(
      tx,
      'password_reset',
      { userId: user.id },
      CODE_LIFETIMES.passwordResetMs,
    );
    const link = `${ctx.config.publicUrl}/auth/reset-password?code=${code}`;
    await enqueueMessage(tx, passwordResetEmail(user.email, user.name, link));
  });
  return { message: MESSAGES.forgotPasswordSent };
}

export async function resetPassword(
  ctx: AppContext,
  payload: z.output<typeof resetPasswordPayloadSchema>,
) {
  if (!(await isLiveLinkCode(ctx.db, 'password_reset', payload.code))) {
    throw new BadRequestError(AUTH_MESSAGES.invalidReset);
  }
  const passwordHash = await hashPassword(payload.password);
  return ctx.db.transaction(async (tx) => {
    const consumed = await consumeLinkCode(tx, 'password_reset', payload.code);
    if (!consumed?.userId) throw new BadRequestError(AUTH_MESSAGES.invalidReset);
    // Opening the emailed link also proves the address, so it counts as verification.
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, consumed.userId))
      .returning({ email: users.email });
    await clearAttempts(tx, `login-fail:account:${user.email}`);
    return { message: AUTH_MESSAGES.passwordReset };
  });
}
