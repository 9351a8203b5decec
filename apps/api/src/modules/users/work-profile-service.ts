import {
  ADDRESS_MESSAGES,
  hasWorkProfile,
  isOpenToOtherOrganizations,
  WORK_PROFILE_MESSAGES,
  type WorkProfile,
  type WorkProfilePayload,
} from '@chairside/domain';
import type { SignedInUser } from '../../auth/actor.ts';
import type { AppContext } from '../../context.ts';
import { assertFound, BadRequestError, ForbiddenError } from '../../lib/errors.ts';
import { coordinatesOfZip } from '../../lib/geocode.ts';
import { findOwnWorkProfile, updateOwnWorkProfile } from './work-profile-queries.ts';

function assertProfessional(actor: SignedInUser) {
  if (!hasWorkProfile(actor)) throw new ForbiddenError(WORK_PROFILE_MESSAGES.onlyProfessionals);
}

export async function getWorkProfile(ctx: AppContext, actor: SignedInUser): Promise<WorkProfile> {
  assertProfessional(actor);
  const row = assertFound(await findOwnWorkProfile(ctx.db, actor));
  return {
    homeZip: row.homeZip,
    travelRadiusMiles: row.travelRadiusMiles,
    weekdays: row.weekdays,
    openToOtherOrganizations: isOpenToOtherOrganizations({
      organizationId: actor.organizationId,
      openToOtherOrganizations: row.openToOtherOrganizations,
    }),
  };
}

/** Saves the work profile; the home ZIP code must be one the offline dataset can place. */
export async function updateWorkProfile(
  ctx: AppContext,
  actor: SignedInUser,
  payload: WorkProfilePayload,
): Promise<WorkProfile> {
  assertProfessional(actor);
  const home = coordinatesOfZip(payload.homeZip);
  if (!home) throw new BadRequestError([ADDRESS_MESSAGES.unknownZip]);
  await updateOwnWorkProfile(ctx.db, actor, {
    ...payload,
    home,
    openToOtherOrganizations: isOpenToOtherOrganizations({
      organizationId: actor.organizationId,
      openToOtherOrganizations: payload.openToOtherOrganizations,
    }),
  });
  return getWorkProfile(ctx, actor);
}
