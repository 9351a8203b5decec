import {
  ADDRESS_MESSAGES,
  canCreateLocation,
  canListLocations,
  canViewLocation,
  LOCATION_MESSAGES,
  MESSAGES,
  roundMiles,
  type CreateLocationPayload,
  type MapLocation,
  type mapLocationsQuerySchema,
} from '@chairside/domain';
import type { z } from 'zod';
import type { SignedInUser } from '../../auth/actor.ts';
import type { AppContext } from '../../context.ts';
import { assertCan, BadRequestError, conflictOnUnique } from '../../lib/errors.ts';
import { radiusSearch } from '../../lib/radius-search.ts';
import { organizationScope } from '../../lib/scope.ts';
import { scopedList, scopedOptions, visibleDetail } from '../../lib/scoped-reads.ts';
import { findTargetOrganization } from '../organizations/index.ts';
import { assertZipInState, coordinatesOfZip } from '../../lib/geocode.ts';
import {
  findVisibleLocation,
  insertLocation,
  listLocations,
  locationOptions,
  mapLocations,
} from './queries.ts';

export const list = scopedList(canListLocations, listLocations);

export const detail = visibleDetail(canViewLocation, findVisibleLocation);

export const dropdown = scopedOptions(locationOptions);

export async function create(ctx: AppContext, actor: SignedInUser, payload: CreateLocationPayload) {
  assertCan(canCreateLocation(actor));
  const organizationId = actor.organizationId ?? payload.organizationId;
  if (!organizationId) throw new BadRequestError([MESSAGES.organizationRequired]);
  await findTargetOrganization(ctx.db, actor, organizationId);

  assertZipInState(payload);
  const coordinates =
    payload.latitude !== undefined && payload.longitude !== undefined
      ? { latitude: payload.latitude, longitude: payload.longitude }
      : coordinatesOfZip(payload.zipCode);
  if (!coordinates) throw new BadRequestError([ADDRESS_MESSAGES.unknownZip]);

  return conflictOnUnique(LOCATION_MESSAGES.duplicateNumber, async () => {
    const id = await insertLocation(ctx.db, organizationId, payload, coordinates);
    return findVisibleLocation(ctx.db, actor, id);
  });
}

/** Locations for the map: everyone sees the locations of the shifts they can see (DESIGN §5). */
export async function forMap(
  ctx: AppContext,
  actor: SignedInUser,
  query: z.output<typeof mapLocationsQuerySchema>,
) {
  const search = radiusSearch(query);
  const rows = await mapLocations(ctx.db, {
    organizationId: organizationScope(actor, query.organizationId),
    box: search.box,
  });
  const answer: MapLocation[] = [];
  for (const row of rows) {
    const distance = search.distanceTo(row);
    // Filter on the exact distance, as GET /shifts does; round only what is shown.
    if (!search.reaches(distance)) continue;
    answer.push({
      id: row.id,
      name: row.name,
      locationNumber: row.locationNumber,
      organizationId: row.organizationId,
      organizationName: row.organizationName,
      latitude: row.latitude,
      longitude: row.longitude,
      distanceMiles: distance === undefined ? null : roundMiles(distance),
    });
  }
  return answer;
}
