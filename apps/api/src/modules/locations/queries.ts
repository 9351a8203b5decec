import { and, asc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { locations, organizations, userLocations, users } from '../../db/schema.ts';
import { containsPattern } from '../../lib/scope.ts';

export interface LocationFilters {
  organizationId?: number;
  search?: string;
}

function whereOf(filters: LocationFilters): SQL | undefined {
  const pattern = filters.search ? containsPattern(filters.search) : null;
  return and(
    filters.organizationId === undefined
      ? undefined
      : eq(locations.organizationId, filters.organizationId),
    pattern
      ? or(ilike(locations.name, pattern), ilike(locations.locationNumber, pattern))
      : undefined,
  );
}

export async function listLocations(
  db: Executor,
  filters: LocationFilters,
  page: { limit: number; offset: number },
) {
  const where = whereOf(filters);
  const [items, [{ total }]] = await Promise.all([
    db
      .select({
        id: locations.id,
        name: locations.name,
        locationNumber: locations.locationNumber,
        organization: organizations.name,
        organizationId: locations.organizationId,
      })
      .from(locations)
      .innerJoin(organizations, eq(organizations.id, locations.organizationId))
      .where(where)
      .orderBy(asc(organizations.name), asc(locations.name), asc(locations.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(locations)
      .where(where),
  ]);
  return { items, total };
}

export async function findLocation(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: locations.id,
      name: locations.name,
      locationNumber: locations.locationNumber,
      organizationId: locations.organizationId,
      organizationName: organizations.name,
      addressLine1: locations.addressLine1,
      addressLine2: locations.addressLine2,
      city: locations.city,
      stateCode: locations.stateCode,
      zipCode: locations.zipCode,
      countryCode: locations.countryCode,
      timezone: locations.timezone,
      latitude: locations.latitude,
      longitude: locations.longitude,
    })
    .from(locations)
    .innerJoin(organizations, eq(organizations.id, locations.organizationId))
    .where(eq(locations.id, id));
  if (!row) return null;
  const people = await db
    .select({ id: users.id, name: users.name, position: users.position })
    .from(userLocations)
    .innerJoin(users, eq(users.id, userLocations.userId))
    .where(eq(userLocations.locationId, id))
    .orderBy(asc(users.name));
  return { ...row, users: people };
}

export async function locationOptions(db: Executor, organizationId?: number) {
  return db
    .select({
      value: locations.id,
      label: sql<string>`${organizations.name} || ' - ' || ${locations.name}`,
    })
    .from(locations)
    .innerJoin(organizations, eq(organizations.id, locations.organizationId))
    .where(organizationId === undefined ? undefined : eq(locations.organizationId, organizationId))
    .orderBy(asc(organizations.name), asc(locations.name));
}

/** The ids among `ids` that are locations of `organizationId`. */
export async function locationIdsInOrganization(
  db: Executor,
  organizationId: number,
  ids: number[],
) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.organizationId, organizationId), inArray(locations.id, ids)));
  return rows.map((row) => row.id);
}

export interface GeoBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** Locations inside a box (wrapping at the 180th meridian); the lat/lng index serves it. */
export function locationWithinBox(box: GeoBox): SQL | undefined {
  const latitude = and(gte(locations.latitude, box.minLat), lte(locations.latitude, box.maxLat));
  if (box.minLng < -180) {
    return and(
      latitude,
      or(gte(locations.longitude, box.minLng + 360), lte(locations.longitude, box.maxLng)),
    );
  }
  if (box.maxLng > 180) {
    return and(
      latitude,
      or(gte(locations.longitude, box.minLng), lte(locations.longitude, box.maxLng - 360)),
    );
  }
  return and(latitude, gte(locations.longitude, box.minLng), lte(locations.longitude, box.maxLng));
}

export interface MapFilters {
  organizationId?: number;
  box?: GeoBox;
}

/** Every location with its coordinates; the box is an indexed prefilter for a radius. */
export async function mapLocations(db: Executor, filters: MapFilters) {
  const { box } = filters;
  return db
    .select({
      id: locations.id,
      name: locations.name,
      locationNumber: locations.locationNumber,
      organizationId: locations.organizationId,
      organizationName: organizations.name,
      latitude: locations.latitude,
      longitude: locations.longitude,
    })
    .from(locations)
    .innerJoin(organizations, eq(organizations.id, locations.organizationId))
    .where(
      and(
        filters.organizationId === undefined
          ? undefined
          : eq(locations.organizationId, filters.organizationId),
        box ? locationWithinBox(box) : undefined,
      ),
    )
    .orderBy(asc(organizations.name), asc(locations.name));
}
