import { eq } from 'drizzle-orm';
import type { PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { locations, organizations, shiftRequests, shifts } from '../db/schema.ts';

/** A read of `Fields` from requests inner-joined to `Tables`, as Drizzle types it written out. */
type Joined<Fields extends SelectedFields, Tables extends string> = PgSelectBase<
  'shift_requests',
  Fields,
  'partial',
  Record<'shift_requests' | Tables, 'not-null'>
>;

function joinPlace(db: Executor, fields: SelectedFields) {
  return db
    .select(fields)
    .from(shiftRequests)
    .innerJoin(shifts, eq(shifts.id, shiftRequests.shiftId))
    .innerJoin(locations, eq(locations.id, shifts.locationId));
}

/**
 * Requests read with their shift and the shift's location: the join chain request → shift →
 * location that a person's dashboard, history and calendar feed and the credential checks start
 * from; `fields` may name columns of the three. Drizzle cannot type joins over a selection still
 * generic, so the type is the one the written-out query has.
 */
export function requestsWithPlace<Fields extends SelectedFields>(db: Executor, fields: Fields) {
  return joinPlace(db, fields) as unknown as Joined<Fields, 'shifts' | 'locations'>;
}

/** `requestsWithPlace` on to the location's organization, whose columns `fields` may name too. */
export function requestsWithOrganization<Fields extends SelectedFields>(
  db: Executor,
  fields: Fields,
) {
  return joinPlace(db, fields).innerJoin(
    organizations,
    eq(organizations.id, locations.organizationId),
  ) as unknown as Joined<Fields, 'shifts' | 'locations' | 'organizations'>;
}
