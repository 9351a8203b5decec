import {
  AUTH_MESSAGES,
  MESSAGES,
  waitText,
  type forgotPasswordSchema,
  type loginPayloadSchema,
  type registerPayloadSchema,
  type resetPasswordPayloadSchema,
} from '@chairside/domain';
import type { z } from 'zod';
import { admitAttempt, admitAttemptIn, admitAttemptOrWait } from '../../auth/attempt-limiter.ts';
import {
  clearAttempts,
  clearAttemptsStartingWith,
  forgetAttempts,
  remember,
  remembers,
} from '../../auth/attempt-queries.ts';
import {
  consumeLinkCode,
  isLiveLinkCode,
  issueLinkCode,
  pendingRegistrationPasswords,
  retireCodes,
} from '../../auth/code-queries.ts';
import { AUTH_LIMITS, CODE_LIFETIMES, messagesTo } from '../../auth/limits.ts';
import { endEverySession } from '../../auth/end-every-session.ts';
import { THROTTLE_KEYS } from '../../auth/throttle-keys.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/crypto.ts';
import {
  BadRequestError,
  ForbiddenError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../../lib/errors.ts';
import {
  accountExistsEmail,
  enqueueMessage,
  passwordResetEmail,
  verificationEmail,
} from '../notifications/index.ts';
import {
  activateRegistration,
  createOrFindRegistration,
  findAccountByEmailAcrossOrganizations,
  isVerifiedAccount,
  leaveRegistrationUnactivated,
  setPasswordFromReset,
} from './queries.ts';

/** A new password forgives every failed sign-in of the account, from any address. */
async function forgiveLoginFailures(db: Executor, email: string): Promise<void> {
  await clearAttemptsStartingWith(db, THROTTLE_KEYS.loginFailuresOfAccountFromAnyClient(email));
  await clearAttempts(db, THROTTLE_KEYS.loginFailuresOfAccount(email));
}

/**
 * Registers an independent professional (no organization, position employee). An address that
 * already has an account gets an email instead of an error, so registration reveals nothing.
 * Each verification link carries the password of the registration that sent it. A registration
 * with the same password as the one already waiting (the owner registering again) shares its
 * stored hash, so it is no conflict; with another password, it is (see verifyEmail).
 * At most one email a minute and five a day go to one address, however often it is registered.
 */
export async function register(
  ctx: AppContext,
  payload: z.output<typeof registerPayloadSchema>,
  client: string,
) {
  const admitted = await admitAttempt(ctx.db, [
    { key: THROTTLE_KEYS.registrationsOfClient(client), ...AUTH_LIMITS.registrationsPerClient },
  ]);
  if (!admitted) throw new TooManyRequestsError(AUTH_MESSAGES.tooManyRegistrations);
  const passwordHash = await hashPassword(payload.password);
  await ctx.db.transaction(async (tx) => {
    const mayEmail = await admitAttemptOrWait(tx, [
      {
        key: THROTTLE_KEYS.registrationEmailsFromClient(payload.email, client),
        ...AUTH_LIMITS.registrationEmailsPerAccountAndClient,
      },
      ...messagesTo(ctx.config, THROTTLE_KEYS.registrationEmails(payload.email)),
    ]);
    if ('retryAfterMs' in mayEmail) {
      throw new TooManyRequestsError(
        AUTH_MESSAGES.tooManyRegistrationEmails(waitText(mayEmail.retryAfterMs)),
        mayEmail.retryAfterMs,
      );
    }
    const account = await createOrFindRegistration(tx, {
      email: payload.email,
      passwordHash,
      name: payload.name,
      jobTitle: payload.jobTitle,
    });
    if (account.emailVerifiedAt) {
      await enqueueMessage(
        tx,
        accountExistsEmail(
          { email: payload.email, name: account.name },
          {
            login: `${ctx.config.publicUrl}/auth/login`,
            reset: `${ctx.config.publicUrl}/auth/forgot-password`,
          },
        ),
      );
      return;
    }
    const code = await issueLinkCode(
      tx,
      'email_verification',
      {
        userId: account.id,
        registration: {
          passwordHash: await samePendingPassword(tx, account.id, payload.password, passwordHash),
          name: payload.name,
          jobTitle: payload.jobTitle,
        },
      },
      CODE_LIFETIMES.emailVerificationMs,
    );
    const link = `${ctx.config.publicUrl}/auth/verify-email?code=${code}`;
    await enqueueMessage(tx, verificationEmail(payload, link, new Date()));
  });
  return { message: AUTH_MESSAGES.registered };
}

/**
 * The hash to store with a new registration: when exactly one password is already waiting and
 * this registration typed the same one, that hash (one password, however often registered);
 * otherwise the new one. One password check at most, after the per-address email limits.
 */
async function samePendingPassword(
  db: Executor,
  userId: number,
  password: string,
  newHash: string,
): Promise<string> {
  const waiting = await pendingRegistrationPasswords(db, userId);
  if (waiting.length === 1 && (await verifyPassword(waiting[0], password))) return waiting[0];
  return newHash;
}

/**
 * Verifies the address and activates the password, name and job title of the registration
 * whose link this is: the common case of one registration, or several with one password.
 * When the address has more than one registration waiting with different passwords (a stranger
 * registered it too, or its owner twice), none is activated, whichever link is opened: the
 * account's password becomes one nobody knows, and the answer carries a one-time password-reset
 * code, so only whoever holds the mailbox sets the password. Either way every other
 * registration link dies. On an account already verified (through another link or a password
 * reset) nothing changes.
 */
export async function verifyEmail(
  ctx: AppContext,
  code: string,
): Promise<{ message: string; passwordResetCode?: string }> {
  return ctx.db.transaction(async (tx) => {
    const consumed = await consumeLinkCode(tx, 'email_verification', code);
    if (!consumed?.userId) throw new BadRequestError(AUTH_MESSAGES.invalidVerification);
    const userId = consumed.userId;
    // The opened code is spent already: what is still waiting is the other registrations.
    const others = await pendingRegistrationPasswords(tx, userId);
    const conflicted =
      others.some((hash) => hash !== consumed.passwordHash) &&
      !(await isVerifiedAccount(tx, userId));
    // The other registrations' links die with this one: none can swap the password later.
    await retireCodes(tx, 'email_verification', userId);
    if (!conflicted) {
      await activateRegistration(tx, userId, consumed);
      return { message: AUTH_MESSAGES.verified };
    }
    await leaveRegistrationUnactivated(tx, userId, consumed, await decoyPasswordHash());
    const passwordResetCode = await issueLinkCode(
      tx,
      'password_reset',
      { userId },
      CODE_LIFETIMES.passwordResetMs,
    );
    return { message: AUTH_MESSAGES.verifiedChoosePassword, passwordResetCode };
  });
}

/**
 * Each try is written down before it is judged, and a right password takes it back. Failures
 * count per account and client address (a stranger's guesses lock out only that stranger), per
 * address, and per account from addresses that never signed in to it (many guessing addresses).
 */
export async function login(
  ctx: AppContext,
  payload: z.output<typeof loginPayloadSchema>,
  client: string,
) {
  const email = payload.username.trim().toLowerCase();
  const known = await remembers(
    ctx.db,
    THROTTLE_KEYS.knownClient(email, client),
    AUTH_LIMITS.knownClientMs,
  );
  const attempt = await admitAttempt(ctx.db, [
    {
      key: THROTTLE_KEYS.loginFailuresOfAccountFromClient(email, client),
      ...AUTH_LIMITS.loginPerAccountAndClient,
    },
    { key: THROTTLE_KEYS.loginFailuresOfClient(client), ...AUTH_LIMITS.loginPerClient },
    ...(known
      ? []
      : [
          {
            key: THROTTLE_KEYS.loginFailuresOfAccount(email),
            ...AUTH_LIMITS.loginPerAccountFromNewClients,
          },
        ]),
  ]);
  if (!attempt) throw new TooManyRequestsError(AUTH_MESSAGES.tooManyLogins);
  const user = await findAccountByEmailAcrossOrganizations(ctx.db, email);
  const passwordMatches = await verifyPassword(
    user?.passwordHash ?? (await decoyPasswordHash()),
    payload.password,
  );
  if (!user || !passwordMatches) throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials);
  // The right password is not a failure.
  await forgetAttempts(ctx.db, attempt);
  if (!user.emailVerifiedAt) throw new ForbiddenError(AUTH_MESSAGES.unverified);
  if (!user.isActive) throw new ForbiddenError(AUTH_MESSAGES.inactive);
  await clearAttempts(ctx.db, THROTTLE_KEYS.loginFailuresOfAccountFromClient(email, client));
  await remember(ctx.db, THROTTLE_KEYS.knownClient(email, client));
  return { access_token: await ctx.tokens.sign(user.id, user.tokenVersion) };
}

/**
 * Always the same answer, whether or not the account exists (no account enumeration). A new
 * request never retires a link already sent: a stranger's requests cannot spoil the owner's.
 * Past one reset email a minute, three an hour or five a day no new one goes out (still the same
 * answer), and the links already sent stay valid.
 */
export async function forgotPassword(
  ctx: AppContext,
  payload: z.output<typeof forgotPasswordSchema>,
  client: string,
) {
  // Every request counts, whether or not the address has an account.
  const attempt = await admitAttempt(ctx.db, [
    {
      key: THROTTLE_KEYS.resetRequestsOfAccountFromClient(payload.email, client),
      ...AUTH_LIMITS.forgotPerAccountAndClient,
    },
    { key: THROTTLE_KEYS.resetRequestsOfClient(client), ...AUTH_LIMITS.forgotPerClient },
  ]);
  if (!attempt) throw new TooManyRequestsError(AUTH_MESSAGES.tooManyResets);
  await ctx.db.transaction(async (tx) => {
    const user = await findAccountByEmailAcrossOrganizations(tx, payload.email);
    if (!user || !user.isActive) return;
    const mayEmail = await admitAttemptIn(tx, [
      { key: THROTTLE_KEYS.resetEmails(user.id), ...AUTH_LIMITS.resetEmailsPerAccount },
      ...messagesTo(ctx.config, THROTTLE_KEYS.resetEmails(user.id)),
    ]);
    if (!mayEmail) return;
    const code = await issueLinkCode(
      tx,
      'password_reset',
      { userId: user.id },
      CODE_LIFETIMES.passwordResetMs,
    );
    const link = `${ctx.config.publicUrl}/auth/reset-password?code=${code}`;
    // An address nobody verified is greeted 'Hello,': its name is whatever a registration typed.
    await enqueueMessage(
      tx,
      passwordResetEmail(user.emailVerifiedAt ? user : { email: user.email }, link),
    );
  });
  return { message: MESSAGES.forgotPasswordSent };
}

/**
 * Sets the new password and ends every session of the account: whoever held a token (or the
 * old password) is out, and so are the calendar feed links, push subscriptions and live-update
 * tickets those sessions reached (end-every-session.ts). The other reset links die, and so do pending registrations' links.
 */
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
    const email = await setPasswordFromReset(tx, consumed.userId, passwordHash);
    await endEverySession(tx, consumed.userId);
    await retireCodes(tx, 'password_reset', consumed.userId);
    await retireCodes(tx, 'email_verification', consumed.userId);
    await forgiveLoginFailures(tx, email);
    return { message: AUTH_MESSAGES.passwordReset };
  });
}
