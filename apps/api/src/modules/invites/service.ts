import {
  canOpenPage,
  canReachOrganization,
  invitableRoles,
  MESSAGES,
  type AccountPosition,
  type CreateInvitePayload,
  type inviteListQuerySchema,
  type verifyInvitePayloadSchema,
} from '@chairside/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import {
  inviteLocations,
  invites,
  oneTimeCodes,
  organizations,
  userLocations,
  users,
} from '../../db/schema.ts';
import { hashCode, hashPassword } from '../../lib/crypto.ts';
import {
  assertCan,
  assertFound,
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
} from '../../lib/errors.ts';
import { assertReachable, organizationScope, scopedListQuery } from '../../lib/scope.ts';
import { consumeLinkCode, isLiveLinkCode, issueLinkCode } from '../auth/codes.ts';
import {
  issueOnboardingToken,
  restartPhoneVerification,
  sendPhoneCode,
} from '../auth/phone-verification.ts';
import { locationIdsInOrganization } from '../locations/queries.ts';
import { enqueueMessage } from '../notifications/outbox.ts';
import { inviteEmail, joinOrganizationEmail } from '../notifications/templates.ts';
import { findSignedInUser, type SignedInUser } from '../users/actor-queries.ts';
import { findInvite, findLiveInvite, listInvites, retireInviteCodes } from './queries.ts';

const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60_000;
/** Advisory lock namespace (first key of the two-key form) for invites of one email. */
const INVITE_EMAIL_LOCK = 7_412_002;

export const INVITE_MESSAGES = {
  positionNotAllowed: 'You cannot invite this position',
  userExists: 'A user with this email already exists',
  pending: 'An invite for this email is already pending',
  foreignLocations: 'Locations must belong to the organization',
  invalidLink: 'This invite link is invalid or has already been used',
  accountExists: 'An account with this email already exists',
  inviterMayNotGrant:
    'This invite is no longer valid: the person who sent it can no longer invite you to this position. Please ask for a new invite.',
  alreadyAccepted: 'This invite has already been accepted',
  otherAccount:
    'This invite was sent to another email address. Please sign in with the address it was sent to.',
  alreadyInOrganization:
    'You already belong to an organization, so this invite cannot be accepted with this account.',
} as const;

type InviteRecord = typeof invites.$inferSelect;

/** An independent professional: an account without an organization, as an employee. */
function isIndependent(user: { organizationId: number | null; position: AccountPosition }) {
  return user.organizationId === null && user.position === 'employee';
}

/** Serializes invites, resends and acceptances of one email on every instance. */
async function lockEmail(tx: Executor, email: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${INVITE_EMAIL_LOCK}, hashtext(${email}))`);
}

async function findAccount(tx: Executor, email: string) {
  const [user] = await tx
    .select({
      id: users.id,
      organizationId: users.organizationId,
      position: users.position,
      phoneVerifiedAt: users.phoneVerifiedAt,
    })
    .from(users)
    .where(eq(users.email, email));
  return user ?? null;
}

/**
 * Emails a fresh link of the invite: to someone without an account, the verify-invite form; to
 * an independent professional who has one, a page where they sign in and accept.
 */
async function sendInviteLink(
  ctx: AppContext,
  tx: Executor,
  invite: { id: number; email: string; name: string },
  organizationName: string,
  joinsWithAccount: boolean,
) {
  const code = await issueLinkCode(tx, 'invite', { inviteId: invite.id }, INVITE_LIFETIME_MS);
  const page = joinsWithAccount ? 'accept-invite' : 'verify-invite';
  const link = `${ctx.config.publicUrl}/auth/${page}?code=${code}`;
  const message = joinsWithAccount
    ? joinOrganizationEmail(invite.email, invite.name, organizationName, link)
    : inviteEmail(invite.email, invite.name, organizationName, link);
  await enqueueMessage(tx, message);
}

/**
 * An invite is only as good as its inviter: when it is accepted, whoever sent (or last resent)
 * it must still be active, still reach its organization and still be allowed to invite its
 * position (SPEC §6). Otherwise a deactivated or demoted manager's invites would still grant.
 */
async function assertInviterMayGrant(tx: Executor, invite: InviteRecord) {
  const inviter = invite.invitedBy === null ? null : await findSignedInUser(tx, invite.invitedBy);
  const mayGrant =
    inviter !== null &&
    inviter.isActive &&
    canOpenPage(inviter.position, 'invites') &&
    canReachOrganization(inviter, invite.organizationId) &&
    invitableRoles(inviter).includes(invite.position);
  if (!mayGrant) throw new ConflictError(INVITE_MESSAGES.inviterMayNotGrant);
}

/**
 * The invite of a live link code, spent in the caller's transaction (undone if it fails). The
 * email's lock is taken first, in the same order as create and resend take theirs.
 */
async function spendInviteCode(tx: Executor, code: string): Promise<InviteRecord> {
  const [target] = await tx
    .select({ email: invites.email })
    .from(oneTimeCodes)
    .innerJoin(invites, eq(invites.id, oneTimeCodes.inviteId))
    .where(and(eq(oneTimeCodes.purpose, 'invite'), eq(oneTimeCodes.codeHash, hashCode(code))));
  if (!target) throw new BadRequestError(INVITE_MESSAGES.invalidLink);
  await lockEmail(tx, target.email);
  const consumed = await consumeLinkCode(tx, 'invite', code);
  if (!consumed?.inviteId) throw new BadRequestError(INVITE_MESSAGES.invalidLink);
  const [invite] = await tx.select().from(invites).where(eq(invites.id, consumed.inviteId));
  if (!invite || invite.isVerified) throw new BadRequestError(INVITE_MESSAGES.invalidLink);
  return invite;
}

async function managedLocationIds(tx: Executor, inviteId: number) {
  const rows = await tx
    .select({ locationId: inviteLocations.locationId })
    .from(inviteLocations)
    .where(eq(inviteLocations.inviteId, inviteId));
  return rows.map((row) => row.locationId);
}

export async function list(
  ctx: AppContext,
  actor: SignedInUser,
  query: z.output<typeof inviteListQuerySchema>,
) {
  assertCan(canOpenPage(actor.position, 'invites'));
  return listInvites(ctx.db, ...scopedListQuery(actor, query));
}

/** SPEC §6: roles up to the inviter's rank (a location manager only employees), in their organization. */
export async function create(ctx: AppContext, actor: SignedInUser, payload: CreateInvitePayload) {
  assertCan(canOpenPage(actor.position, 'invites'));
  assertCan(invitableRoles(actor).includes(payload.position), INVITE_MESSAGES.positionNotAllowed);
  const organizationId = organizationScope(actor, payload.organizationId);
  if (!organizationId) throw new BadRequestError([MESSAGES.organizationRequired]);
  const [organization] = await ctx.db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!organization) throw new NotFoundError('Organization not found');

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
    const account = await findAccount(tx, payload.email);
    if (account && !isIndependent(account)) throw new ConflictError(INVITE_MESSAGES.userExists);
    if (await findLiveInvite(tx, payload.email, organizationId)) {
      throw new ConflictError(INVITE_MESSAGES.pending);
    }

    const [invite] = await tx
      .insert(invites)
      .values({
        organizationId,
        name: payload.name,
        email: payload.email,
        position: payload.position,
        invitedBy: actor.id,
      })
      .returning({ id: invites.id });
    if (locationIds.length > 0) {
      await tx
        .insert(inviteLocations)
        .values(locationIds.map((locationId) => ({ inviteId: invite.id, locationId })));
    }
    await sendInviteLink(
      ctx,
      tx,
      { id: invite.id, email: payload.email, name: payload.name },
      organization.name,
      account !== null,
    );
    return invite.id;
  });
  return assertFound(await findInvite(ctx.db, inviteId));
}

export async function remove(ctx: AppContext, actor: SignedInUser, id: number) {
  assertCan(canOpenPage(actor.position, 'invites'));
  const invite = assertFound(await findInvite(ctx.db, id));
  assertReachable(actor, invite.organizationId);
  // Withdrawing an invite is inviting undone: only for the roles one may invite.
  assertCan(invitableRoles(actor).includes(invite.position), INVITE_MESSAGES.positionNotAllowed);
  await ctx.db.delete(invites).where(eq(invites.id, id));
}

/**
 * Restarts a stuck onboarding: emails a fresh link (valid 7 days) and retires the earlier one.
 * For whoever may withdraw the invite (the same rule as deleting it), and the resender becomes
 * its inviter, so the invite now stands on their right to grant it. When the invitee already
 * accepted but never verified their phone, the new link lets them go through verify-invite
 * again; an independent professional gets the sign-in-and-accept link.
 */
export async function resend(ctx: AppContext, actor: SignedInUser, id: number) {
  assertCan(canOpenPage(actor.position, 'invites'));
  const found = assertFound(await findInvite(ctx.db, id));
  assertReachable(actor, found.organizationId);
  assertCan(invitableRoles(actor).includes(found.position), INVITE_MESSAGES.positionNotAllowed);
  await ctx.db.transaction(async (tx) => {
    await lockEmail(tx, found.email);
    const [invite] = await tx.select().from(invites).where(eq(invites.id, id)).for('update');
    if (!invite) throw new NotFoundError();
    if (invite.isVerified) throw new ConflictError(INVITE_MESSAGES.alreadyAccepted);
    const account = await findAccount(tx, invite.email);
    if (invite.userId === null) {
      // The address may have joined an organization since it was invited.
      if (account && !isIndependent(account)) throw new ConflictError(INVITE_MESSAGES.userExists);
      if (await findLiveInvite(tx, invite.email, invite.organizationId, invite.id)) {
        throw new ConflictError(INVITE_MESSAGES.pending);
      }
    } else if (account?.id !== invite.userId || account.phoneVerifiedAt !== null) {
      throw new ConflictError(INVITE_MESSAGES.alreadyAccepted);
    }
    await retireInviteCodes(tx, invite.id);
    await tx.update(invites).set({ invitedBy: actor.id }).where(eq(invites.id, invite.id));
    await sendInviteLink(
      ctx,
      tx,
      invite,
      found.organizationName,
      invite.userId === null && account !== null,
    );
  });
  return assertFound(await findInvite(ctx.db, id));
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
  const passwordHash = await hashPassword(payload.password);
  return ctx.db.transaction(async (tx) => {
    const invite = await spendInviteCode(tx, code);
    await assertInviterMayGrant(tx, invite);
    const account = await findAccount(tx, invite.email);

    let userId: number;
    if (invite.userId === null) {
      // Two organizations may each have invited the address: the first accepted wins.
      if (account) throw new ConflictError(INVITE_MESSAGES.accountExists);
      const [user] = await tx
        .insert(users)
        .values({
          email: invite.email,
          passwordHash,
          name: invite.name,
          phoneNumber: payload.phoneNumber,
          jobTitle: payload.jobTitle,
          position: invite.position,
          organizationId: invite.organizationId,
          // The emailed link proves the address.
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id });
      userId = user.id;
      const managed = await managedLocationIds(tx, invite.id);
      if (invite.position === 'location_manager' && managed.length > 0) {
        await tx
          .insert(userLocations)
          .values(managed.map((locationId) => ({ userId, locationId })));
      }
    } else {
      if (account?.id !== invite.userId || account.phoneVerifiedAt !== null) {
        throw new BadRequestError(INVITE_MESSAGES.invalidLink);
      }
      userId = account.id;
      await tx
        .update(users)
        .set({
          passwordHash,
          phoneNumber: payload.phoneNumber,
          jobTitle: payload.jobTitle,
          phoneVerifiedAt: null,
          // A new password ends the sessions signed in with the old one.
          tokenVersion: sql`${users.tokenVersion} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId));
      await restartPhoneVerification(tx, userId);
    }
    await tx
      .update(invites)
      .set({ userId, jobTitle: payload.jobTitle })
      .where(eq(invites.id, invite.id));
    await sendPhoneCode(tx, ctx.config.jwtSecret, { id: userId, phoneNumber: payload.phoneNumber });
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
    const [user] = await tx
      .select({
        organizationId: users.organizationId,
        position: users.position,
        jobTitle: users.jobTitle,
      })
      .from(users)
      .where(eq(users.id, actor.id))
      .for('update');
    if (!user || !isIndependent(user)) {
      throw new ConflictError(INVITE_MESSAGES.alreadyInOrganization);
    }
    await assertInviterMayGrant(tx, invite);
    await tx
      .update(users)
      .set({
        organizationId: invite.organizationId,
        position: invite.position,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, actor.id));
    await tx.delete(userLocations).where(eq(userLocations.userId, actor.id));
    const managed = await managedLocationIds(tx, invite.id);
    if (invite.position === 'location_manager' && managed.length > 0) {
      await tx
        .insert(userLocations)
        .values(managed.map((locationId) => ({ userId: actor.id, locationId })));
    }
    await tx
      .update(invites)
      .set({ userId: actor.id, jobTitle: user.jobTitle, isVerified: true })
      .where(eq(invites.id, invite.id));
    const [organization] = await tx
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, invite.organizationId));
    return {
      organizationId: invite.organizationId,
      organizationName: organization.name,
      position: invite.position,
    };
  });
}
