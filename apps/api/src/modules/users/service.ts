import {
  assignablePositions,
  canChangeActiveStatus,
  canChangePosition,
  canEditUser,
  canEndSessionsOf,
  canOpenPage,
  MESSAGES,
  type UserUpdatePayload,
  type userListQuerySchema,
} from '@chairside/domain';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { assertCan, assertFound, BadRequestError } from '../../lib/errors.ts';
import { assertReachable, scopedListQuery } from '../../lib/scope.ts';
import { locationIdsInOrganization } from '../locations/queries.ts';
import { revokeSessions } from '../auth/sessions.ts';
import type { SignedInUser } from './actor-queries.ts';
import { findUserDetail, listUsers, replaceUserLocations } from './queries.ts';

export const USER_MESSAGES = {
  ownStatus: 'You cannot change your own active status',
  ownPosition: 'You cannot change your own position',
  positionNotAllowed: 'You cannot assign this position',
  needsOrganization: 'Only members of an organization can be managers or location managers',
  foreignLocations: "Locations must belong to the user's organization",
  ownSessions: 'Sign out of your own devices from Settings',
  signedOut: 'This user has been signed out of all devices.',
} as const;

export async function list(
  ctx: AppContext,
  actor: SignedInUser,
  query: z.output<typeof userListQuerySchema>,
) {
  assertCan(canOpenPage(actor.position, 'users'));
  return listUsers(ctx.db, ...scopedListQuery(actor, query));
}

export async function detail(ctx: AppContext, actor: SignedInUser, id: number) {
  assertCan(canOpenPage(actor.position, 'users'));
  const user = assertFound(await findUserDetail(ctx.db, id));
  assertReachable(actor, user.organizationId);
  return user;
}

/** SPEC §6 user editing, every rule checked here whatever the client showed. */
export async function update(
  ctx: AppContext,
  actor: SignedInUser,
  id: number,
  changes: UserUpdatePayload,
) {
  const target = assertFound(await findUserDetail(ctx.db, id));
  assertReachable(actor, target.organizationId);
  assertCan(canEditUser(actor, target));

  if (changes.isActive !== undefined && changes.isActive !== target.isActive) {
    assertCan(canChangeActiveStatus(actor, target), USER_MESSAGES.ownStatus);
  }
  const position = changes.position ?? target.position;
  if (position !== target.position) {
    assertCan(canChangePosition(actor, target), USER_MESSAGES.ownPosition);
    assertCan(assignablePositions(actor).includes(position), USER_MESSAGES.positionNotAllowed);
    if (
      target.organizationId === null &&
      (position === 'manager' || position === 'location_manager')
    ) {
      throw new BadRequestError([USER_MESSAGES.needsOrganization]);
    }
  }

  let locationIds: number[] = [];
  if (position === 'location_manager') {
    locationIds = [...new Set(changes.locationIds ?? target.locationIds)];
    if (locationIds.length === 0)
      throw new BadRequestError([MESSAGES.locationManagerNeedsLocation]);
    const owned = await locationIdsInOrganization(
      ctx.db,
      target.organizationId as number,
      locationIds,
    );
    if (owned.length !== locationIds.length)
      throw new BadRequestError([USER_MESSAGES.foreignLocations]);
  }

  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ position, isActive: changes.isActive ?? target.isActive, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    await replaceUserLocations(tx, id, locationIds);
    // A deactivated person's tokens end for good: reactivating them later revives none.
    if (changes.isActive === false && target.isActive) await revokeSessions(tx, id);
  });
  return assertFound(await findUserDetail(ctx.db, id));
}

/** Ends every session of a person the actor may edit: every token of theirs answers 401. */
export async function signOutEverywhere(ctx: AppContext, actor: SignedInUser, id: number) {
  const target = assertFound(await findUserDetail(ctx.db, id));
  assertReachable(actor, target.organizationId);
  assertCan(target.id !== actor.id, USER_MESSAGES.ownSessions);
  assertCan(canEndSessionsOf(actor, target));
  await revokeSessions(ctx.db, id);
  return { message: USER_MESSAGES.signedOut };
}
