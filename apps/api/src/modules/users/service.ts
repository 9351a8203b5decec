import {
  assignablePositions,
  canChangeActiveStatus,
  canChangePosition,
  canEditUser,
  canEndSessionsOf,
  canListUsers,
  canViewUser,
  MESSAGES,
  USER_MESSAGES,
  type UserUpdatePayload,
} from '@chairside/domain';
import type { SignedInUser } from '../../auth/actor.ts';
import { endEverySession } from '../../auth/end-every-session.ts';
import type { AppContext } from '../../context.ts';
import { assertCan, BadRequestError } from '../../lib/errors.ts';
import { scopedList, visibleDetail } from '../../lib/scoped-reads.ts';
import { locationIdsInOrganization } from '../locations/index.ts';
import { findVisibleUser, listUsers, replaceUserLocations, updateUserAccess } from './queries.ts';

export const list = scopedList(canListUsers, listUsers);

export const detail = visibleDetail(canViewUser, findVisibleUser);

/** SPEC §6 user editing, every rule checked here whatever the client showed. */
export async function update(
  ctx: AppContext,
  actor: SignedInUser,
  id: number,
  changes: UserUpdatePayload,
) {
  const target = await findVisibleUser(ctx.db, actor, id);
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
    await updateUserAccess(tx, id, { position, isActive: changes.isActive ?? target.isActive });
    await replaceUserLocations(tx, id, locationIds);
    // A deactivated person's tokens end for good: reactivating them later revives none.
    if (changes.isActive === false && target.isActive) await endEverySession(tx, id);
  });
  return findVisibleUser(ctx.db, actor, id);
}

/** Ends every session of a person the actor may edit: every token of theirs answers 401. */
export async function signOutEverywhere(ctx: AppContext, actor: SignedInUser, id: number) {
  const target = await findVisibleUser(ctx.db, actor, id);
  assertCan(target.id !== actor.id, USER_MESSAGES.ownSessions);
  assertCan(canEndSessionsOf(actor, target));
  await ctx.db.transaction((tx) => endEverySession(tx, id));
  return { message: USER_MESSAGES.signedOut };
}
