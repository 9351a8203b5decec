import type { passwordChangePayloadSchema, profileUpdateSchema } from '@chairside/domain';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { organizations, users } from '../../db/schema.ts';
import { admitAttempt, clearAttempts } from '../../lib/attempt-limiter.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { BadRequestError, NotFoundError, TooManyRequestsError } from '../../lib/errors.ts';
import { retireCodes } from '../auth/codes.ts';
import { AUTH_LIMITS, AUTH_MESSAGES } from '../auth/limits.ts';
import { revokeSessions } from '../auth/sessions.ts';
import { THROTTLE_KEYS } from '../auth/throttle-keys.ts';
import type { SignedInUser } from './actor-queries.ts';

export async function getMe(ctx: AppContext, actor: SignedInUser) {
  const [row] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      position: users.position,
      phoneNumber: users.phoneNumber,
      jobTitle: users.jobTitle,
      organizationId: users.organizationId,
      organizationName: organizations.name,
      isActive: users.isActive,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, actor.id));
  if (!row) throw new NotFoundError();
  return { ...row, position: actor.position, locationIds: [...actor.locationIds] };
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

export async function updateProfile(
  ctx: AppContext,
  actor: SignedInUser,
  profile: z.output<typeof profileUpdateSchema>,
) {
  await ctx.db
    .update(users)
    .set({
      name: profile.name,
      ...phoneChange(profile.phoneNumber),
      jobTitle: profile.jobTitle,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, actor.id));
  return getMe(ctx, actor);
}

/**
 * Changes the password after checking the current one, which is limited like a sign-in (a
 * stolen token must not become a way to guess it). Every other session ends; this device gets
 * a new token and stays signed in. Reset links sent before the change die too.
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
  const [user] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, actor.id));
  if (!user || !(await verifyPassword(user.passwordHash, payload.currentPassword))) {
    throw new BadRequestError(AUTH_MESSAGES.wrongCurrentPassword);
  }
  const passwordHash = await hashPassword(payload.newPassword);
  const tokenVersion = await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, actor.id));
    await clearAttempts(tx, checksKey);
    await retireCodes(tx, 'password_reset', actor.id);
    return revokeSessions(tx, actor.id);
  });
  return {
    message: AUTH_MESSAGES.passwordChanged,
    access_token: await ctx.tokens.sign(actor.id, tokenVersion),
  };
}

/** Settings' 'Sign out of all devices': every token of the user ends, this one included. */
export async function signOutEverywhere(ctx: AppContext, actor: SignedInUser) {
  await revokeSessions(ctx.db, actor.id);
  return { message: AUTH_MESSAGES.signedOutEverywhere };
}
