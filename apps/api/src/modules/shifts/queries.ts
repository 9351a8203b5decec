import { and, asc, eq, gte, lte, or, sql } from 'drizzle-orm';
import { preparedPerExecutor, type Executor } from '../../db/client.ts';
import { locations, organizations, shiftRequests, shifts, users } from '../../db/schema.ts';
import type { GeoBox } from '../locations/queries.ts';

/** Live requests of a shift by state; the shift's status follows from them (DESIGN §8). */
export const requestCounts = sql`(
  select
    count(*) filter (where r.status = 'Requested')::int as requests,
    count(*) filter (where r.status = 'Offered')::int as offers,
    count(*) filter (where r.status = 'Confirmed')::int as confirmed
  from ${shiftRequests} r
  where r.shift_id = "shifts"."id" and not r.declined
)`;

export const shiftColumns = {
  id: shifts.id,
  startsAt: shifts.startsAt,
  localDate: shifts.localDate,
  totalMinutes: shifts.totalMinutes,
  lunchMinutes: shifts.lunchMinutes,
  position: shifts.position,
  specialty: shifts.specialty,
  timezone: shifts.timezone,
  locationId: shifts.locationId,
  locationName: locations.name,
  locationNumber: locations.locationNumber,
  organizationId: locations.organizationId,
  organizationName: organizations.name,
  latitude: locations.latitude,
  longitude: locations.longitude,
  requests: sql<number>`counts.requests`,
  offers: sql<number>`counts.offers`,
  confirmed: sql<number>`counts.confirmed`,
};

export interface ShiftFilters {
  organizationId?: number;
  locationId?: number;
  from?: string;
  to?: string;
  box?: GeoBox;
}

/** Shifts with their location, organization and live request counts. */
export function shiftListQuery(db: Executor) {
  return db
    .select(shiftColumns)
    .from(shifts)
    .innerJoin(locations, eq(locations.id, shifts.locationId))
    .innerJoin(organizations, eq(organizations.id, locations.organizationId))
    .innerJoinLateral(sql`${requestCounts} counts`, sql`true`);
}

export type ShiftRow = Awaited<ReturnType<typeof findShifts>>[number];

/**
 * A radius box's longitudes as one range: between them, or (past ±180°, where the box wraps to
 * the other side of the 180th meridian) outside them. The same rule as locationWithinBox, with
 * the bounds as parameters so that every box shares one prepared statement.
 */
function longitudeRange(box: GeoBox) {
  if (box.minLng < -180) return { wraps: true, lngFrom: box.minLng + 360, lngTo: box.maxLng };
  if (box.maxLng > 180) return { wraps: true, lngFrom: box.minLng, lngTo: box.maxLng - 360 };
  return { wraps: false, lngFrom: box.minLng, lngTo: box.maxLng };
}

/** The calendar: one prepared statement per combination of filters. */
function prepareList(db: Executor, shape: string) {
  const has = (flag: number) => shape[flag] !== '0';
  const placeholder = sql.placeholder;
  const longitude = [
    gte(locations.longitude, placeholder('lngFrom')),
    lte(locations.longitude, placeholder('lngTo')),
  ];
  return shiftListQuery(db)
    .where(
      and(
        has(0) ? eq(locations.organizationId, placeholder('organizationId')) : undefined,
        has(1) ? eq(shifts.locationId, placeholder('locationId')) : undefined,
        has(2) ? gte(shifts.localDate, placeholder('from')) : undefined,
        has(3) ? lte(shifts.localDate, placeholder('to')) : undefined,
        has(4) ? gte(locations.latitude, placeholder('minLat')) : undefined,
        has(4) ? lte(locations.latitude, placeholder('maxLat')) : undefined,
        has(4) ? (shape[4] === 'w' ? or(...longitude) : and(...longitude)) : undefined,
      ),
    )
    .orderBy(asc(shifts.startsAt), asc(shifts.id))
    .prepare(`shifts_list_${shape}`);
}

const listQueries = preparedPerExecutor(() => new Map<string, ReturnType<typeof prepareList>>());

export async function findShifts(db: Executor, filters: ShiftFilters) {
  const { box, ...values } = filters;
  const range = box ? longitudeRange(box) : null;
  const shape =
    [values.organizationId, values.locationId, values.from, values.to]
      .map((value) => (value === undefined ? '0' : '1'))
      .join('') + (range ? (range.wraps ? 'w' : 'b') : '0');
  const queries = listQueries(db);
  let query = queries.get(shape);
  if (!query) {
    query = prepareList(db, shape);
    queries.set(shape, query);
  }
  return query.execute({ ...values, ...box, ...range });
}

const shiftByIdQuery = preparedPerExecutor((db) =>
  shiftListQuery(db)
    .where(eq(shifts.id, sql.placeholder('id')))
    .prepare('shift_by_id'),
);

export async function findShift(db: Executor, id: number) {
  const [row] = await shiftByIdQuery(db).execute({ id });
  return row ?? null;
}

const shiftNotesQuery = preparedPerExecutor((db) =>
  db
    .select({ notes: shifts.notes, internalNotes: shifts.internalNotes })
    .from(shifts)
    .where(eq(shifts.id, sql.placeholder('id')))
    .prepare('shift_notes'),
);

export async function findShiftNotes(db: Executor, id: number) {
  const [row] = await shiftNotesQuery(db).execute({ id });
  return row ?? null;
}

export const requestColumns = {
  id: shiftRequests.id,
  shiftId: shiftRequests.shiftId,
  employeeId: shiftRequests.employeeId,
  employeeName: users.name,
  status: shiftRequests.status,
  declined: shiftRequests.declined,
  updatedAt: shiftRequests.updatedAt,
  startTime: shiftRequests.startTime,
  endTime: shiftRequests.endTime,
  notes: shiftRequests.notes,
  managerNotes: shiftRequests.managerNotes,
};

function prepareRequests(db: Executor, ownOnly: boolean) {
  return db
    .select(requestColumns)
    .from(shiftRequests)
    .innerJoin(users, eq(users.id, shiftRequests.employeeId))
    .where(
      and(
        eq(shiftRequests.shiftId, sql.placeholder('shiftId')),
        ownOnly ? eq(shiftRequests.employeeId, sql.placeholder('employeeId')) : undefined,
      ),
    )
    .orderBy(asc(shiftRequests.createdAt), asc(shiftRequests.id))
    .prepare(ownOnly ? 'shift_requests_own' : 'shift_requests_all');
}

const allRequestsQuery = preparedPerExecutor((db) => prepareRequests(db, false));
const ownRequestsQuery = preparedPerExecutor((db) => prepareRequests(db, true));

export async function findRequests(db: Executor, shiftId: number, employeeId?: number) {
  return employeeId === undefined
    ? allRequestsQuery(db).execute({ shiftId })
    : ownRequestsQuery(db).execute({ shiftId, employeeId });
}

export async function findRequest(db: Executor, shiftId: number, requestId: number) {
  const [row] = await db
    .select(requestColumns)
    .from(shiftRequests)
    .innerJoin(users, eq(users.id, shiftRequests.employeeId))
    .where(and(eq(shiftRequests.id, requestId), eq(shiftRequests.shiftId, shiftId)));
  return row ?? null;
}
