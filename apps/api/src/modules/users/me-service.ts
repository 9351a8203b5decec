import {
  AUTH_MESSAGES,
  type Me,
  type passwordChangePayloadSchema,
  type profileUpdateSchema,
} from '@chairside/domain';
import type { z } from 'zod';
import type { SignedInUser } from '../../auth/actor.ts';
import { admitAttempt } from '../../auth/attempt-limiter.ts';
import { clearAttempts } from '../../auth/attempt-queries.ts';
import { retireCodes } from '../../auth/code-queries.ts';
import { AUTH_LIMITS } from '../../auth/limits.ts';
import { endEverySession } from '../../auth/end-every-session.ts';
import { THROTTLE_KEYS } from '../../auth/throttle-keys.ts';
import type { AppContext } from '../../context.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { assertFound, BadRequestError, TooManyRequestsError } from '../../lib/errors.ts';
import {
  findOwnProfile,
  findOwnPasswordHash,
  setOwnPassword,
  updateOwnProfile,
} from './me-queries.ts';

export async function getMe(ctx: AppContext, actor: SignedInUser): Promise<Me> {
  const row = assertFound(await findOwnProfile(ctx.db, actor));
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    position: actor.position,
    phoneNumber: row.phoneNumber,
    phoneVerified: row.phoneVerifiedAt !== null,
    jobTitle: row.jobTitle,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    locationIds: [...actor.locationIds],
    isActive: row.isActive,
  };
}

export async function updateProfile(
  ctx: AppContext,
  actor: SignedInUser,
  profile: z.output<typeof profileUpdateSchema>,
) {
  await updateOwnProfile(ctx.db, actor, profile);
  return getMe(ctx, actor);
}

/**
 * Changes the password after checking the current one, which is limited like a sign-in (a
 * stolen token must not become a way to guess it). Every other session ends; this device gets
 * a new token and stays signed in. Reset links sent before the change die too, and so do calendar feed links,
 * push subscriptions and live-update tickets (end-every-session.ts).
 */
export async function changePassword(
  ctx: AppContext,
  actor: SignedInUser,
  payload: z.output<typeof passwordChangePayloadSchema>,
) {
  const checksKey = THROTTLE_KEYS.currentPasswordChecks(actor.id);
  const attempt = await admitAttempt(ctx.db, [
    { key: checksKey, ...AUTH_LIMITS.currentPasswordPerUser },
  ]);
  if (!attempt) throw new TooManyRequestsError(AUTH_MESSAGES.tooManyPasswordChecks);
  const currentHash = await findOwnPasswordHash(ctx.db, actor);
  if (!currentHash || !(await verifyPassword(currentHash, payload.currentPassword))) {
    throw new BadRequestError(AUTH_MESSAGES.wrongCurrentPassword);
  }
  const passwordHash = await hashPassword(payload.newPassword);
  const tokenVersion = await ctx.db.transaction(async (tx) => {
    await setOwnPassword(tx, actor, passwordHash);
    await clearAttempts(tx, checksKey);
    await retireCodes(tx, 'password_reset', actor.id);
    return endEverySession(tx, actor.id);
  });
  return {
    message: AUTH_MESSAGES.passwordChanged,
    access_token: await ctx.tokens.sign(actor.id, tokenVersion),
  };
}

/**
 * Settings' 'Sign out of all devices': every token of the user ends, this one included, with
 * their calendar feed links, push subscriptions and live-update tickets.
 */
export async function signOutEverywhere(ctx: AppContext, actor: SignedInUser) {
  await ctx.db.transaction((tx) => endEverySession(tx, actor.id));
  return { message: AUTH_MESSAGES.signedOutEverywhere };
}
