import { and, asc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Actor, CreateLocationPayload, LocationDetail } from '@chairside/domain';
import type { Executor } from '../../db/client.ts';
import { locations, organizations, userLocations, users } from '../../db/schema.ts';
import { addressColumns } from '../../lib/address.ts';
import { listPage, selectPageRows, type PageRequest } from '../../lib/paging.ts';
import {
  containsPattern,
  inOrganization,
  type OptionFilters,
  type ScopedSearch,
  scopedSearchWhere,
  upToLimit,
  visibleOrNotFound,
} from '../../lib/scope.ts';

const whereOf = (filters: ScopedSearch) =>
  scopedSearchWhere(locations.organizationId, [locations.name, locations.locationNumber], filters);

/**
 * One page of locations, by organization then name. The page's ids come first (walking the
 * organizations' name index and each one's locations), then only those rows are read.
 */
export async function listLocations(db: Executor, filters: ScopedSearch, page: PageRequest) {
  const byOrganization = [asc(organizations.name), asc(locations.name), asc(locations.id)];
  const ofOrganization = eq(organizations.id, locations.organizationId);
  const list = {
    table: locations,
    id: locations.id,
    where: whereOf(filters),
    order: byOrganization,
    orderJoin: { table: organizations, on: ofOrganization },
  };
  return listPage(db, list, page, (pageIds) =>
    selectPageRows(db, pageIds, locations, {
      id: locations.id,
      name: locations.name,
      locationNumber: locations.locationNumber,
      organization: organizations.name,
      organizationId: locations.organizationId,
    })
      .innerJoin(organizations, ofOrganization)
      .orderBy(...byOrganization),
  );
}

/** How a location names itself in its detail and on the map. */
const locationColumns = {
  id: locations.id,
  name: locations.name,
  locationNumber: locations.locationNumber,
  organizationId: locations.organizationId,
  organizationName: organizations.name,
};

/** A location the actor may see, with its people; else NotFoundError. */
export async function findVisibleLocation(
  db: Executor,
  actor: Actor,
  id: number,
): Promise<LocationDetail> {
  const [found] = await db
    .select({
      ...locationColumns,
      ...addressColumns(locations),
      timezone: locations.timezone,
      latitude: locations.latitude,
      longitude: locations.longitude,
    })
    .from(locations)
    .innerJoin(organizations, eq(organizations.id, locations.organizationId))
    .where(eq(locations.id, id));
  const row = visibleOrNotFound(actor, found);
  const people = await db
    .select({ id: users.id, name: users.name, position: users.position })
    .from(userLocations)
    .innerJoin(users, eq(users.id, userLocations.userId))
    .where(eq(userLocations.locationId, id))
    .orderBy(asc(users.name));
  return {
    id: row.id,
    name: row.name,
    locationNumber: row.locationNumber,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    ...addressColumns(row),
    timezone: row.timezone,
    latitude: row.latitude,
    longitude: row.longitude,
    users: people,
  };
}

export async function insertLocation(
  db: Executor,
  organizationId: number,
  payload: CreateLocationPayload,
  coordinates: { latitude: number; longitude: number },
): Promise<number> {
  const [row] = await db
    .insert(locations)
    .values({
      organizationId,
      locationNumber: payload.locationNumber,
      name: payload.name,
      ...addressColumns(payload),
      timezone: payload.timezone,
      ...coordinates,
    })
    .returning({ id: locations.id });
  return row.id;
}

/** `{ value, label: 'Organization - Location' }` by organization then name; search the label. */
export async function locationOptions(db: Executor, filters: OptionFilters) {
  const label = sql<string>`${organizations.name} || ' - ' || ${locations.name}`;
  const query = db
    .select({ value: locations.id, label })
    .from(locations)
    .innerJoin(organizations, eq(organizations.id, locations.organizationId))
    .where(
      and(
        inOrganization(locations.organizationId, filters.organizationId),
        filters.id ? eq(locations.id, filters.id) : undefined,
        filters.search ? ilike(label, containsPattern(filters.search)) : undefined,
      ),
    )
    .orderBy(asc(organizations.name), asc(locations.name), asc(locations.id))
    .$dynamic();
  return upToLimit(query, filters.limit);
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
      ...locationColumns,
      latitude: locations.latitude,
      longitude: locations.longitude,
    })
    .from(locations)
    .innerJoin(organizations, eq(organizations.id, locations.organizationId))
    .where(
      and(
        inOrganization(locations.organizationId, filters.organizationId),
        box ? locationWithinBox(box) : undefined,
      ),
    )
    .orderBy(asc(organizations.name), asc(locations.name));
}
