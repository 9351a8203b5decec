import {
  canCreateLocation,
  canOpenPage,
  MESSAGES,
  type CreateLocationPayload,
  type dropdownQuerySchema,
  type locationListQuerySchema,
  type mapLocationsQuerySchema,
  boundingBox,
  haversineMiles,
  roundMiles,
} from '@chairside/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { locations, organizations } from '../../db/schema.ts';
import {
  assertCan,
  assertFound,
  BadRequestError,
  ConflictError,
  NotFoundError,
} from '../../lib/errors.ts';
import { assertReachable, organizationScope, scopedListQuery } from '../../lib/scope.ts';
import type { SignedInUser } from '../users/actor-queries.ts';
import { assertZipInState, coordinatesOfZip } from './geocode.ts';
import { findLocation, listLocations, locationOptions, mapLocations } from './queries.ts';
import { eq } from 'drizzle-orm';

export const LOCATION_MESSAGES = {
  unknownZip: 'Unknown Zip Code',
  duplicateNumber: 'A location with this Location ID already exists',
} as const;

export async function list(
  ctx: AppContext,
  actor: SignedInUser,
  query: z.output<typeof locationListQuerySchema>,
) {
  assertCan(canOpenPage(actor.position, 'locations'));
  return listLocations(ctx.db, ...scopedListQuery(actor, query));
}

export async function detail(ctx: AppContext, actor: SignedInUser, id: number) {
  assertCan(canOpenPage(actor.position, 'locations'));
  const location = assertFound(await findLocation(ctx.db, id));
  assertReachable(actor, location.organizationId);
  return location;
}

export async function dropdown(
  ctx: AppContext,
  actor: SignedInUser,
  query: z.output<typeof dropdownQuerySchema>,
) {
  return locationOptions(ctx.db, {
    ...query,
    organizationId: organizationScope(actor, query.organizationId),
  });
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

export async function create(ctx: AppContext, actor: SignedInUser, payload: CreateLocationPayload) {
  assertCan(canCreateLocation(actor));
  const organizationId = actor.organizationId ?? payload.organizationId;
  if (!organizationId) throw new BadRequestError([MESSAGES.organizationRequired]);
  const [organization] = await ctx.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!organization) throw new NotFoundError('Organization not found');

  assertZipInState(payload);
  const coordinates =
    payload.latitude !== undefined && payload.longitude !== undefined
      ? { latitude: payload.latitude, longitude: payload.longitude }
      : coordinatesOfZip(payload.zipCode);
  if (!coordinates) throw new BadRequestError([LOCATION_MESSAGES.unknownZip]);

  try {
    const [row] = await ctx.db
      .insert(locations)
      .values({
        organizationId,
        locationNumber: payload.locationNumber,
        name: payload.name,
        addressLine1: payload.addressLine1,
        addressLine2: payload.addressLine2,
        city: payload.city,
        stateCode: payload.stateCode,
        zipCode: payload.zipCode,
        countryCode: payload.countryCode,
        timezone: payload.timezone,
        ...coordinates,
      })
      .returning({ id: locations.id });
    return assertFound(await findLocation(ctx.db, row.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(LOCATION_MESSAGES.duplicateNumber);
    throw error;
  }
}

/** Locations for the map: everyone sees the locations of the shifts they can see (DESIGN §5). */
export async function forMap(
  ctx: AppContext,
  actor: SignedInUser,
  query: z.output<typeof mapLocationsQuerySchema>,
) {
  const center =
    query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
  const rows = await mapLocations(ctx.db, {
    organizationId: organizationScope(actor, query.organizationId),
    box: center && query.radius !== undefined ? boundingBox(center, query.radius) : undefined,
  });
  const answer = [];
  for (const row of rows) {
    const distance = center
      ? haversineMiles(center, { lat: row.latitude, lng: row.longitude })
      : null;
    // Filter on the exact distance, as GET /shifts does; round only what is shown.
    if (query.radius !== undefined && distance !== null && distance > query.radius) continue;
    answer.push({ ...row, distanceMiles: distance === null ? null : roundMiles(distance) });
  }
  return answer;
}
