import {
  canOpenPage,
  invitableRoles,
  MESSAGES,
  type CreateInvitePayload,
  type inviteListQuerySchema,
  type verifyInvitePayloadSchema,
} from '@chairside/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { inviteLocations, invites, organizations, userLocations, users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/crypto.ts';
import {
  assertCan,
  assertFound,
  BadRequestError,
  ConflictError,
  NotFoundError,
} from '../../lib/errors.ts';
import { assertReachable, organizationScope, scopedListQuery } from '../../lib/scope.ts';
import { consumeLinkCode, isLiveLinkCode, issueLinkCode } from '../auth/codes.ts';
import { sendPhoneCode } from '../auth/phone-verification.ts';
import { locationIdsInOrganization } from '../locations/queries.ts';
import { enqueueMessage } from '../notifications/outbox.ts';
import { inviteEmail } from '../notifications/templates.ts';
import type { SignedInUser } from '../users/actor-queries.ts';
import { findInvite, listInvites } from './queries.ts';

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
} as const;

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
    // Serializes invites of one email, so two concurrent ones cannot both pass the checks below.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${INVITE_EMAIL_LOCK}, hashtext(${payload.email}))`,
    );
    const [existingUser] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, payload.email));
    if (existingUser) throw new ConflictError(INVITE_MESSAGES.userExists);
    const [pending] = await tx
      .select({ id: invites.id })
      .from(invites)
      .where(
        and(
          eq(invites.email, payload.email),
          eq(invites.isVerified, false),
          sql`${invites.userId} is null`,
        ),
      );
    if (pending) throw new ConflictError(INVITE_MESSAGES.pending);

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
    const code = await issueLinkCode(tx, 'invite', { inviteId: invite.id }, INVITE_LIFETIME_MS);
    const link = `${ctx.config.publicUrl}/auth/verify-invite?code=${code}`;
    await enqueueMessage(tx, inviteEmail(payload.email, payload.name, organization.name, link));
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
 * The invitee accepts: the account is created in the invite's organization with its position
 * and locations, the link is spent, and a code is texted to the phone (SPEC §4 invite flow).
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
    const consumed = await consumeLinkCode(tx, 'invite', code);
    if (!consumed?.inviteId) throw new BadRequestError(INVITE_MESSAGES.invalidLink);
    const [invite] = await tx.select().from(invites).where(eq(invites.id, consumed.inviteId));
    if (!invite || invite.userId !== null) throw new BadRequestError(INVITE_MESSAGES.invalidLink);
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, invite.email));
    if (existing) throw new ConflictError(INVITE_MESSAGES.accountExists);

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
    const managed = await tx
      .select({ locationId: inviteLocations.locationId })
      .from(inviteLocations)
      .where(eq(inviteLocations.inviteId, invite.id));
    if (invite.position === 'location_manager' && managed.length > 0) {
      await tx
        .insert(userLocations)
        .values(managed.map((row) => ({ userId: user.id, locationId: row.locationId })));
    }
    await tx
      .update(invites)
      .set({ userId: user.id, jobTitle: payload.jobTitle })
      .where(eq(invites.id, invite.id));
    await sendPhoneCode(tx, ctx.config.jwtSecret, {
      id: user.id,
      phoneNumber: payload.phoneNumber,
    });
    return { userId: user.id, phoneNumber: payload.phoneNumber };
  });
}
