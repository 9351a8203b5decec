import {
  canManageInvites,
  canReachOrganization,
  INVITE_MESSAGES,
  invitableRoles,
  MESSAGES,
  waitText,
  type AccountPosition,
  type CreateInvitePayload,
  type verifyInvitePayloadSchema,
} from '@chairside/domain';
import type { z } from 'zod';
import type { SignedInUser } from '../../auth/actor.ts';
import { findSignedInUser } from '../../auth/actor-queries.ts';
import { admitAttemptOrWait } from '../../auth/attempt-limiter.ts';
import { messagesTo } from '../../auth/limits.ts';
import { THROTTLE_KEYS } from '../../auth/throttle-keys.ts';
import { endEverySession } from '../../auth/end-every-session.ts';
import {
  consumeLinkCode,
  isLiveLinkCode,
  issueLinkCode,
  restartPhoneVerification,
} from '../../auth/code-queries.ts';
import {
  assertTextsDeliverable,
  issueOnboardingToken,
  sendPhoneCode,
} from '../../auth/phone-codes.ts';
import type { AppContext } from '../../context.ts';
import { LOCK_SPACES, takeTurns } from '../../db/advisory-locks.ts';
import type { Executor } from '../../db/client.ts';
import { hashPassword } from '../../lib/crypto.ts';
import {
  assertCan,
  BadRequestError,
  ConflictError,
  ForbiddenError,
  TooManyRequestsError,
} from '../../lib/errors.ts';
import { organizationScope } from '../../lib/scope.ts';
import { scopedList } from '../../lib/scoped-reads.ts';
import { locationIdsInOrganization } from '../locations/index.ts';
import { enqueueMessage, inviteEmail } from '../notifications/index.ts';
import { findTargetOrganization } from '../organizations/index.ts';
import { replaceUserLocations, updateUserAccess } from '../users/index.ts';
import {
  createInvitedAccount,
  deleteInvite,
  findEmailOfInviteCodeAcrossOrganizations,
  findInviteeAccountAcrossOrganizations,
  findLiveInvite,
  findSpentInviteAcrossOrganizations,
  findVisibleInvite,
  insertInvite,
  listInvites,
  lockOwnAccount,
  lockVisibleInvite,
  recordInvitee,
  resetPendingAccount,
  retireInviteCodes,
  setInviter,
  type SpentInvite,
} from './queries.ts';

const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/** An independent professional: an account without an organization, as an employee. */
function isIndependent(user: { organizationId: number | null; position: AccountPosition }) {
  return user.organizationId === null && user.position === 'employee';
}

/** Serializes invites, resends and acceptances of one email on every instance. */
async function lockEmail(tx: Executor, email: string) {
  await takeTurns(tx, LOCK_SPACES.inviteEmail, email);
}

/**
 * An organization's invites reach one address at most once a minute and five times a day
 * (MESSAGES_PER_TARGET), counting creates and resends alike, so neither resending nor deleting
 * and inviting again can flood an inbox; another organization's invites are counted apart.
 */
async function admitInviteEmail(
  ctx: AppContext,
  tx: Executor,
  organizationId: number,
  email: string,
) {
  const key = THROTTLE_KEYS.inviteEmails(organizationId, email);
  const admitted = await admitAttemptOrWait(tx, messagesTo(ctx.config, key));
  if ('retryAfterMs' in admitted) {
    throw new TooManyRequestsError(
      INVITE_MESSAGES.tooManyEmails(waitText(admitted.retryAfterMs)),
      admitted.retryAfterMs,
    );
  }
}

/**
 * Emails a fresh link of the invite: to someone without an account, the verify-invite form; to
 * an independent professional who has one, a page where they sign in and accept. The one place
 * invite emails are sent, so their limit holds for creates and resends alike.
 */
async function sendInviteLink(
  ctx: AppContext,
  tx: Executor,
  invite: { id: number; email: string; name: string; organizationId: number },
  organizationName: string,
  joinsWithAccount: boolean,
) {
  await admitInviteEmail(ctx, tx, invite.organizationId, invite.email);
  const code = await issueLinkCode(tx, 'invite', { inviteId: invite.id }, INVITE_LIFETIME_MS);
  const page = joinsWithAccount ? 'accept-invite' : 'verify-invite';
  const link = `${ctx.config.publicUrl}/auth/${page}?code=${code}`;
  await enqueueMessage(tx, inviteEmail(invite, organizationName, link, joinsWithAccount));
}

/**
 * An invite is only as good as its inviter: when it is accepted, whoever sent (or last resent)
 * it must still be active, still reach its organization and still be allowed to invite its
 * position (SPEC §6). Otherwise a deactivated or demoted manager's invites would still grant.
 */
async function assertInviterMayGrant(tx: Executor, invite: SpentInvite) {
  const inviter = invite.invitedBy === null ? null : await findSignedInUser(tx, invite.invitedBy);
  const mayGrant =
    inviter !== null &&
    inviter.isActive &&
    canManageInvites(inviter) &&
    canReachOrganization(inviter, invite.organizationId) &&
    invitableRoles(inviter).includes(invite.position);
  if (!mayGrant) throw new ConflictError(INVITE_MESSAGES.inviterMayNotGrant);
}

/**
 * The invite of a live link code, spent in the caller's transaction (undone if it fails). The
 * email's lock is taken first, in the same order as create and resend take theirs.
 */
async function spendInviteCode(tx: Executor, code: string): Promise<SpentInvite> {
  const email = await findEmailOfInviteCodeAcrossOrganizations(tx, code);
  if (email === null) throw new BadRequestError(INVITE_MESSAGES.invalidLink);
  await lockEmail(tx, email);
  const consumed = await consumeLinkCode(tx, 'invite', code);
  if (!consumed?.inviteId) throw new BadRequestError(INVITE_MESSAGES.invalidLink);
  const invite = await findSpentInviteAcrossOrganizations(tx, consumed.inviteId);
  if (!invite || invite.isVerified) throw new BadRequestError(INVITE_MESSAGES.invalidLink);
  return invite;
}

/** The locations the invitee manages once the invite is accepted: a location manager's only. */
function managedLocationIds(invite: SpentInvite): number[] {
  return invite.position === 'location_manager' ? invite.managingLocationIds : [];
}

export const list = scopedList(canManageInvites, listInvites);

/** SPEC §6: roles up to the inviter's rank (a location manager only employees), in their organization. */
export async function create(ctx: AppContext, actor: SignedInUser, payload: CreateInvitePayload) {
  assertCan(canManageInvites(actor));
  assertCan(invitableRoles(actor).includes(payload.position), INVITE_MESSAGES.positionNotAllowed);
  const organizationId = organizationScope(actor, payload.organizationId);
  if (!organizationId) throw new BadRequestError([MESSAGES.organizationRequired]);
  const organization = await findTargetOrganization(ctx.db, actor, organizationId);

  let locationIds: number[] = [];
  if (payload.position === 'location_manager') {
    locationIds = [...new Set(payload.managingLocationIds)];
    const owned = await locationIdsInOrganization(ctx.db, organizationId, locationIds);
    if (owned.length !== locationIds.length)
      throw new BadRequestError([INVITE_MESSAGES.foreignLocations]);
  }

  const inviteId = await ctx.db.transaction(async (tx) => {
    // Invites of one email take turns, so two concurrent ones cannot both pass the checks below.
    await lockEmail(tx, payload.email);
    // An independent professional may be invited to join; anyone already in an organization
    // (or a platform admin) may not be pulled out of it.
    const account = await findInviteeAccountAcrossOrganizations(tx, payload.email);
    if (account && !isIndependent(account)) throw new ConflictError(INVITE_MESSAGES.userExists);
    if (await findLiveInvite(tx, actor, { email: payload.email, organizationId })) {
      throw new ConflictError(INVITE_MESSAGES.pending);
    }

    const id = await insertInvite(
      tx,
      {
        organizationId,
        name: payload.name,
        email: payload.email,
        position: payload.position,
        invitedBy: actor.id,
      },
      locationIds,
    );
    await sendInviteLink(
      ctx,
      tx,
      { id, email: payload.email, name: payload.name, organizationId },
      organization.name,
      account !== null,
    );
    return id;
  });
  return findVisibleInvite(ctx.db, actor, inviteId);
}

export async function remove(ctx: AppContext, actor: SignedInUser, id: number) {
  assertCan(canManageInvites(actor));
  const invite = await findVisibleInvite(ctx.db, actor, id);
  // Withdrawing an invite is inviting undone: only for the roles one may invite.
  assertCan(invitableRoles(actor).includes(invite.position), INVITE_MESSAGES.positionNotAllowed);
  await deleteInvite(ctx.db, id);
}

/**
 * Restarts a stuck onboarding: emails a fresh link (valid 7 days) and retires the earlier one,
 * at most once a minute and five times a day (429 past it, with the wait).
 * For whoever may withdraw the invite (the same rule as deleting it), and the resender becomes
 * its inviter, so the invite now stands on their right to grant it. When the invitee already
 * accepted but never verified their phone, the new link lets them go through verify-invite
 * again; an independent professional gets the sign-in-and-accept link.
 */
export async function resend(ctx: AppContext, actor: SignedInUser, id: number) {
  assertCan(canManageInvites(actor));
  const found = await findVisibleInvite(ctx.db, actor, id);
  assertCan(invitableRoles(actor).includes(found.position), INVITE_MESSAGES.positionNotAllowed);
  await ctx.db.transaction(async (tx) => {
    await lockEmail(tx, found.email);
    const invite = await lockVisibleInvite(tx, actor, id);
    if (invite.isVerified) throw new ConflictError(INVITE_MESSAGES.alreadyAccepted);
    const account = await findInviteeAccountAcrossOrganizations(tx, invite.email);
    if (invite.userId === null) {
      // The address may have joined an organization since it was invited.
      if (account && !isIndependent(account)) throw new ConflictError(INVITE_MESSAGES.userExists);
      const { email, organizationId } = invite;
      if (await findLiveInvite(tx, actor, { email, organizationId, exceptId: invite.id })) {
        throw new ConflictError(INVITE_MESSAGES.pending);
      }
    } else if (account?.id !== invite.userId || account.phoneVerifiedAt !== null) {
      throw new ConflictError(INVITE_MESSAGES.alreadyAccepted);
    }
    await retireInviteCodes(tx, invite.id);
    await setInviter(tx, invite.id, actor.id);
    await sendInviteLink(
      ctx,
      tx,
      invite,
      found.organizationName,
      invite.userId === null && account !== null,
    );
  });
  return findVisibleInvite(ctx.db, actor, id);
}

/**
 * The invitee accepts: the account is created in the invite's organization with its position
 * and locations, the link is spent, and a code is texted to the phone (SPEC §4 invite flow).
 * A resent invite whose account exists but never verified its phone sets that pending account
 * up again instead: password, job title and phone, with earlier codes and wrong tries cleared.
 * The answer carries the pending-verification token that verify-phone and resend require.
 */
export async function verify(
  ctx: AppContext,
  code: string,
  payload: z.output<typeof verifyInvitePayloadSchema>,
) {
  if (!(await isLiveLinkCode(ctx.db, 'invite', code))) {
    throw new BadRequestError(INVITE_MESSAGES.invalidLink);
  }
  assertTextsDeliverable(ctx.config);
  const passwordHash = await hashPassword(payload.password);
  const account = {
    passwordHash,
    phoneNumber: payload.phoneNumber,
    jobTitle: payload.jobTitle,
  };
  return ctx.db.transaction(async (tx) => {
    const invite = await spendInviteCode(tx, code);
    await assertInviterMayGrant(tx, invite);
    const existing = await findInviteeAccountAcrossOrganizations(tx, invite.email);

    let userId: number;
    if (invite.userId === null) {
      // Two organizations may each have invited the address: the first accepted wins.
      if (existing) throw new ConflictError(INVITE_MESSAGES.accountExists);
      userId = await createInvitedAccount(tx, invite, account);
      await replaceUserLocations(tx, userId, managedLocationIds(invite));
    } else {
      if (existing?.id !== invite.userId || existing.phoneVerifiedAt !== null) {
        throw new BadRequestError(INVITE_MESSAGES.invalidLink);
      }
      userId = existing.id;
      await resetPendingAccount(tx, userId, account);
      await endEverySession(tx, userId);
      await restartPhoneVerification(tx, userId);
    }
    await recordInvitee(tx, invite.id, { userId, jobTitle: payload.jobTitle });
    await sendPhoneCode(tx, ctx.config, { id: userId, phoneNumber: payload.phoneNumber });
    const verificationToken = await issueOnboardingToken(tx, userId);
    return { userId, phoneNumber: payload.phoneNumber, verificationToken };
  });
}

/**
 * An independent professional, signed in, accepts an invite sent to their address: they join
 * its organization with its position (and managed locations), and the invite turns Verified.
 * Nobody already in an organization can be moved by an invite, whatever raced in between.
 */
export async function accept(ctx: AppContext, actor: SignedInUser, code: string) {
  return ctx.db.transaction(async (tx) => {
    const invite = await spendInviteCode(tx, code);
    if (invite.userId !== null) throw new BadRequestError(INVITE_MESSAGES.invalidLink);
    if (invite.email !== actor.email.toLowerCase()) {
      throw new ForbiddenError(INVITE_MESSAGES.otherAccount);
    }
    // The fresh row, locked: an acceptance of another invite that committed first is seen here.
    const user = await lockOwnAccount(tx, actor);
    if (!user || !isIndependent(user)) {
      throw new ConflictError(INVITE_MESSAGES.alreadyInOrganization);
    }
    await assertInviterMayGrant(tx, invite);
    await updateUserAccess(tx, actor.id, {
      organizationId: invite.organizationId,
      position: invite.position,
    });
    await replaceUserLocations(tx, actor.id, managedLocationIds(invite));
    await recordInvitee(tx, invite.id, {
      userId: actor.id,
      jobTitle: user.jobTitle,
      isVerified: true,
    });
    return {
      organizationId: invite.organizationId,
      organizationName: invite.organizationName,
      position: invite.position,
    };
  });
}
