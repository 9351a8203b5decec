import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { locations, organizations, shiftRequests, shifts, users } from '../../db/schema.ts';
import { locationWithinBox, type GeoBox } from '../locations/queries.ts';

/** Live requests of a shift by state; the shift's status follows from them (DESIGN §8). */
const requestCounts = sql`(
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

/** A box may run past ±180°: its far part wraps to the other side of the 180th meridian. */
function whereOf(filters: ShiftFilters): SQL | undefined {
  return and(
    filters.organizationId === undefined
      ? undefined
      : eq(locations.organizationId, filters.organizationId),
    filters.locationId === undefined ? undefined : eq(shifts.locationId, filters.locationId),
    filters.from ? gte(shifts.localDate, filters.from) : undefined,
    filters.to ? lte(shifts.localDate, filters.to) : undefined,
    filters.box ? locationWithinBox(filters.box) : undefined,
  );
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

export async function findShifts(db: Executor, filters: ShiftFilters) {
  return shiftListQuery(db).where(whereOf(filters)).orderBy(asc(shifts.startsAt), asc(shifts.id));
}

export async function findShift(db: Executor, id: number) {
  const [row] = await shiftListQuery(db).where(eq(shifts.id, id));
  return row ?? null;
}

export async function findShiftNotes(db: Executor, id: number) {
  const [row] = await db
    .select({ notes: shifts.notes, internalNotes: shifts.internalNotes })
    .from(shifts)
    .where(eq(shifts.id, id));
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
};

export async function findRequests(db: Executor, shiftId: number, employeeId?: number) {
  return db
    .select(requestColumns)
    .from(shiftRequests)
    .innerJoin(users, eq(users.id, shiftRequests.employeeId))
    .where(
      and(
        eq(shiftRequests.shiftId, shiftId),
        employeeId === undefined ? undefined : eq(shiftRequests.employeeId, employeeId),
      ),
    )
    .orderBy(asc(shiftRequests.createdAt), asc(shiftRequests.id));
}

export async function findRequest(db: Executor, shiftId: number, requestId: number) {
  const [row] = await db
    .select(requestColumns)
    .from(shiftRequests)
    .innerJoin(users, eq(users.id, shiftRequests.employeeId))
    .where(and(eq(shiftRequests.id, requestId), eq(shiftRequests.shiftId, shiftId)));
  return row ?? null;
}
