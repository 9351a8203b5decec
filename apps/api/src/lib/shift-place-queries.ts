import { and, eq } from 'drizzle-orm';
import type { PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { locations, organizations, shiftRequests, shifts } from '../db/schema.ts';

/**
 * A read of `Fields` from `From` inner-joined to `Tables`, typed as Drizzle types the query
 * written out: Drizzle cannot type joins over a selection still generic, so the helpers below
 * state it.
 */
type Joined<
  From extends string,
  Fields extends SelectedFields,
  Tables extends string,
> = PgSelectBase<From, Fields, 'partial', Record<From | Tables, 'not-null'>>;

function joinRequestPlace(db: Executor, fields: SelectedFields) {
  return db
    .select(fields)
    .from(shiftRequests)
    .innerJoin(shifts, eq(shifts.id, shiftRequests.shiftId))
    .innerJoin(locations, eq(locations.id, shifts.locationId));
}

const ofOrganization = eq(organizations.id, locations.organizationId);

/** A live confirmation: a Confirmed request not declined since (withdrawn, cancelled, filled). */
export const liveConfirmation = and(
  eq(shiftRequests.status, 'Confirmed'),
  eq(shiftRequests.declined, false),
);

/**
 * Requests read with their shift and the shift's location: the join chain request → shift →
 * location that a person's dashboard, history and calendar feed and the credential checks start
 * from; `fields` may name columns of the three.
 */
export function requestsWithPlace<Fields extends SelectedFields>(db: Executor, fields: Fields) {
  return joinRequestPlace(db, fields) as unknown as Joined<
    'shift_requests',
    Fields,
    'shifts' | 'locations'
  >;
}

/** `requestsWithPlace` on to the location's organization, whose columns `fields` may name too. */
export function requestsWithOrganization<Fields extends SelectedFields>(
  db: Executor,
  fields: Fields,
) {
  return joinRequestPlace(db, fields).innerJoin(organizations, ofOrganization) as unknown as Joined<
    'shift_requests',
    Fields,
    'shifts' | 'locations' | 'organizations'
  >;
}

function joinShiftPlace(db: Executor, fields: SelectedFields) {
  return db.select(fields).from(shifts).innerJoin(locations, eq(locations.id, shifts.locationId));
}

/**
 * Shifts read with their location: the join chain shift → location of the series and copy-week
 * reads, a shift's history and the calendar feeds; `fields` may name columns of both.
 */
export function shiftsWithLocation<Fields extends SelectedFields>(db: Executor, fields: Fields) {
  return joinShiftPlace(db, fields) as unknown as Joined<'shifts', Fields, 'locations'>;
}

/**
 * `shiftsWithLocation` on to the location's organization: the shift lists, the reports, the
 * dashboard and new-shift alerts.
 */
export function shiftsWithOrganization<Fields extends SelectedFields>(
  db: Executor,
  fields: Fields,
) {
  return joinShiftPlace(db, fields).innerJoin(organizations, ofOrganization) as unknown as Joined<
    'shifts',
    Fields,
    'locations' | 'organizations'
  >;
}
