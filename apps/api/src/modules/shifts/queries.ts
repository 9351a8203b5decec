import { LOCATION_MESSAGES, type Actor } from '@chairside/domain';
import { and, asc, eq, gte, lte, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { preparedPerExecutor, type Executor } from '../../db/client.ts';
import { locations, organizations, shiftRequests, shifts, users } from '../../db/schema.ts';
import { liveConfirmation, shiftsWithOrganization } from '../../lib/shift-place-queries.ts';
import { assertFound } from '../../lib/errors.ts';
import { organizationScope, visibleOrNotFound } from '../../lib/scope.ts';
import type { GeoBox } from '../locations/index.ts';

/**
 * Live requests of a shift by state; the shift's status follows from them (DESIGN §8). The
 * confirmed request's part-shift hours and person come from the same pass over the same rows (a
 * shift has one live confirmation at most), so the calendar's coverage and the week board's
 * names cost no extra read; so do the live offers' deadlines, by person (issue #26 §1).
 */
export const requestCounts = sql`(
  select
    count(*) filter (where r.status = 'Requested')::int as requests,
    count(*) filter (where r.status = 'Offered')::int as offers,
    count(*) filter (where r.status = 'Confirmed')::int as confirmed,
    min(r.start_time) filter (where r.status = 'Confirmed') as confirmed_start,
    min(r.end_time) filter (where r.status = 'Confirmed') as confirmed_end,
    min(u.name) filter (where r.status = 'Confirmed') as confirmed_name,
    jsonb_object_agg(r.employee_id, r.offer_expires_at)
      filter (where r.status = 'Offered') as offer_deadlines
  from ${shiftRequests} r
  left join ${users} u on u.id = r.employee_id
  where r.shift_id = "shifts"."id" and not r.declined
)`;

/** What a shift is and when: the columns every answer about shifts starts with. */
export const shiftCoreColumns = {
  id: shifts.id,
  startsAt: shifts.startsAt,
  localDate: shifts.localDate,
  totalMinutes: shifts.totalMinutes,
  lunchMinutes: shifts.lunchMinutes,
  position: shifts.position,
};

export const shiftColumns = {
  ...shiftCoreColumns,
  specialty: shifts.specialty,
  timezone: shifts.timezone,
  hourlyRateCents: shifts.hourlyRateCents,
  engagement: shifts.engagement,
  paymentTerms: shifts.paymentTerms,
  locationId: shifts.locationId,
  locationName: locations.name,
  locationNumber: locations.locationNumber,
  organizationId: locations.organizationId,
  organizationName: organizations.name,
  latitude: locations.latitude,
  longitude: locations.longitude,
  /** What the credentials rule reads (issue #27): the location's state, the organization's check. */
  stateCode: locations.stateCode,
  credentialChecks: organizations.credentialChecks,
  requests: sql<number>`counts.requests`,
  offers: sql<number>`counts.offers`,
  confirmed: sql<number>`counts.confirmed`,
  confirmedStartTime: sql<Date | null>`counts.confirmed_start`.mapWith(shiftRequests.startTime),
  confirmedEndTime: sql<Date | null>`counts.confirmed_end`.mapWith(shiftRequests.endTime),
  confirmedName: sql<string | null>`counts.confirmed_name`,
  /** Each live offer's deadline (ISO, null for an offer made without one) by its person's id. */
  offerDeadlines: sql<Record<string, string | null> | null>`counts.offer_deadlines`,
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
  return shiftsWithOrganization(db, shiftColumns).innerJoinLateral(
    sql`${requestCounts} counts`,
    sql`true`,
  );
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

/**
 * The calendar's shifts the actor may see: an org-bound actor's own organization's whatever
 * `filters.organizationId` asks for (organizationScope), a platform actor's asked-for one or all.
 */
export async function findShifts(db: Executor, actor: Actor, filters: ShiftFilters) {
  const { box, ...asked } = filters;
  const values = { ...asked, organizationId: organizationScope(actor, asked.organizationId) };
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

/**
 * A shift the actor may see (their organization's, or any for org-less users) with its
 * location and live request counts; else NotFoundError.
 */
export async function findVisibleShift(db: Executor, actor: Actor, id: number): Promise<ShiftRow> {
  const [row] = await shiftByIdQuery(db).execute({ id });
  return visibleOrNotFound(actor, row);
}

/** A shift as the rules of its requests read it: the calendar's row and its stored end. */
export type LockedShift = ShiftRow & { endsAt: Date };

/** A shift by id with its stored end, the row locked when asked; null once it is gone. */
async function shiftWithEnd(db: Executor, id: number, lock: boolean) {
  const read = db.select({ endsAt: shifts.endsAt }).from(shifts).where(eq(shifts.id, id));
  // NO KEY UPDATE: writers of one shift take turns, while rows that only reference it (alerts,
  // notifications) go on being inserted beside them instead of deadlocking.
  const [end] = await (lock ? read.for('no key update') : read);
  if (!end) return null;
  const [row] = await shiftByIdQuery(db).execute({ id });
  return row ? { ...row, endsAt: end.endsAt } : null;
}

/**
 * findVisibleShift with the shift's row locked, so that changes to the shift and its requests
 * take turns, and with its stored end: the end every rule compares with (the database computes
 * it, DESIGN §8).
 */
export async function lockVisibleShift(
  tx: Executor,
  actor: Actor,
  id: number,
): Promise<LockedShift> {
  return visibleOrNotFound(actor, await shiftWithEnd(tx, id, true));
}

/**
 * A shift the actor was shown (a row of findVisibleShift, the route's `request.shift`) read
 * again with its row locked and its stored end, as lockVisibleShift reads it; NotFoundError
 * once it is gone.
 */
export async function lockShift(tx: Executor, shift: ShiftRow): Promise<LockedShift> {
  return assertFound(await shiftWithEnd(tx, shift.id, true));
}

/** A shift the actor was shown, read again with its stored end, for a read that compares hours. */
export async function findShiftWithEnd(db: Executor, shift: ShiftRow): Promise<LockedShift> {
  return assertFound(await shiftWithEnd(db, shift.id, false));
}

type Instant = SQLWrapper | Date;

/**
 * DESIGN §8's overlap, stated once: the hours a request holds (its part-shift times, else its
 * shift's) meet the span from `startsAt` to `endsAt` when each starts before the other ends.
 */
export function heldHoursMeet(
  held: { startTime: Instant; endTime: Instant; shiftStartsAt: Instant; shiftEndsAt: Instant },
  startsAt: Instant,
  endsAt: Instant,
): SQL {
  return sql`coalesce(${held.startTime}, ${held.shiftStartsAt}) < ${endsAt}
    and coalesce(${held.endTime}, ${held.shiftEndsAt}) > ${startsAt}`;
}

/** Live confirmed requests, on another shift than `shift`, whose hours meet `shift`'s. */
export function confirmedElsewhereMeeting(shift: Pick<LockedShift, 'id' | 'startsAt' | 'endsAt'>) {
  return and(
    liveConfirmation,
    ne(shifts.id, shift.id),
    heldHoursMeet(
      {
        startTime: shiftRequests.startTime,
        endTime: shiftRequests.endTime,
        shiftStartsAt: shifts.startsAt,
        shiftEndsAt: shifts.endsAt,
      },
      shift.startsAt,
      shift.endsAt,
    ),
  );
}

/** A live confirmed request of the person, on another shift, whose hours meet `shift`'s. */
export async function findConfirmedClash(
  db: Executor,
  employeeId: number,
  shift: Pick<LockedShift, 'id' | 'startsAt' | 'endsAt'>,
) {
  const [clash] = await db
    .select({ id: shiftRequests.id })
    .from(shiftRequests)
    .innerJoin(shifts, eq(shifts.id, shiftRequests.shiftId))
    .where(and(eq(shiftRequests.employeeId, employeeId), confirmedElsewhereMeeting(shift)))
    .limit(1);
  return clash ?? null;
}

const shiftNotesQuery = preparedPerExecutor((db) =>
  db
    .select({
      notes: shifts.notes,
      internalNotes: shifts.internalNotes,
      seriesId: shifts.seriesId,
    })
    .from(shifts)
    .where(eq(shifts.id, sql.placeholder('id')))
    .prepare('shift_notes'),
);

/** The notes of a shift the actor was shown (a row of findVisibleShift). */
export async function findShiftNotes(db: Executor, shift: ShiftRow) {
  const [row] = await shiftNotesQuery(db).execute({ id: shift.id });
  return row ?? null;
}

/**
 * The location a new shift goes to, when the actor may reach it; else NotFoundError saying so.
 */
export async function findShiftLocation(db: Executor, actor: Actor, id: number) {
  const [location] = await db
    .select({
      id: locations.id,
      organizationId: locations.organizationId,
      timezone: locations.timezone,
    })
    .from(locations)
    .where(eq(locations.id, id));
  return visibleOrNotFound(actor, location, LOCATION_MESSAGES.notFound);
}

export type NewShift = typeof shifts.$inferInsert;

/**
 * Stores new shifts in one statement and answers their ids in the order given: ids are drawn in
 * the order of the rows, so the ascending ids are the rows' ids in turn.
 */
export async function insertShifts(db: Executor, rows: NewShift[]): Promise<number[]> {
  const inserted = await db.insert(shifts).values(rows).returning({ id: shifts.id });
  return inserted.map((row) => row.id).sort((a, b) => a - b);
}

/**
 * A shift already posted at the location of `shift` (one the actor was shown) for its position,
 * from `hours.startsAt` to `hours.endsAt`.
 */
export async function findShiftAtHours(
  db: Executor,
  shift: ShiftRow,
  hours: { startsAt: Date; endsAt: Date },
) {
  const [row] = await db
    .select({ id: shifts.id })
    .from(shifts)
    .where(
      and(
        eq(shifts.locationId, shift.locationId),
        eq(shifts.position, shift.position),
        eq(shifts.startsAt, hours.startsAt),
        eq(shifts.endsAt, hours.endsAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Who holds a live request or offer of a shift the actor manages, to tell them it is cancelled. */
export async function liveRequestHolders(tx: Executor, shift: LockedShift) {
  return tx
    .select({ id: users.id, email: users.email, name: users.name, status: shiftRequests.status })
    .from(shiftRequests)
    .innerJoin(users, eq(users.id, shiftRequests.employeeId))
    .where(and(eq(shiftRequests.shiftId, shift.id), eq(shiftRequests.declined, false)));
}

/** An edit of a shift's facts (issue #16 §2); the database works out its end. */
export async function updateShift(
  tx: Executor,
  id: number,
  values: Pick<
    typeof shifts.$inferInsert,
    | 'startsAt'
    | 'localDate'
    | 'totalMinutes'
    | 'lunchMinutes'
    | 'position'
    | 'specialty'
    | 'notes'
    | 'internalNotes'
    | 'hourlyRateCents'
    | 'engagement'
    | 'paymentTerms'
  >,
): Promise<void> {
  await tx
    .update(shifts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(shifts.id, id));
}

export async function deleteShift(tx: Executor, id: number) {
  await tx.delete(shifts).where(eq(shifts.id, id));
}

/**
 * A shift as the workers (offer deadlines, new-shift alerts) read it. They act for nobody:
 * unscoped on purpose, never a route's answer. Null once the shift is gone.
 */
export async function findShiftAcrossOrganizations(
  db: Executor,
  id: number,
): Promise<ShiftRow | null> {
  const [row] = await shiftByIdQuery(db).execute({ id });
  return row ?? null;
}

/**
 * findShiftAcrossOrganizations with the shift's row locked, as every change of its requests
 * locks it; null too when another transaction holds the lock (SKIP LOCKED: the worker comes
 * back).
 */
export async function lockShiftAcrossOrganizations(
  tx: Executor,
  id: number,
): Promise<ShiftRow | null> {
  const [locked] = await tx
    .select({ id: shifts.id })
    .from(shifts)
    .where(eq(shifts.id, id))
    .for('update', { skipLocked: true });
  return locked ? findShiftAcrossOrganizations(tx, id) : null;
}
