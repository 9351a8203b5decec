import type { Actor } from '@chairside/domain';
import { and, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  calendarTombstones,
  locations,
  organizations,
  shiftRequests,
  shifts,
} from '../../db/schema.ts';
import { requestsWithOrganization, shiftsWithLocation } from '../../lib/shift-place-queries.ts';

/** The shifts a feed shows: those starting in [from, to). */
export interface FeedWindow {
  from: Date;
  to: Date;
  /** Cancellations and deletions since then still show, as cancelled. */
  cancelledSince: Date;
}

const place = {
  locationName: locations.name,
  addressLine1: locations.addressLine1,
  addressLine2: locations.addressLine2,
  city: locations.city,
  stateCode: locations.stateCode,
  zipCode: locations.zipCode,
  latitude: locations.latitude,
  longitude: locations.longitude,
};

const shiftColumns = {
  shiftId: shifts.id,
  startsAt: shifts.startsAt,
  endsAt: shifts.endsAt,
  timezone: shifts.timezone,
  position: shifts.position,
  specialty: shifts.specialty,
  notes: shifts.notes,
  lunchMinutes: shifts.lunchMinutes,
  hourlyRateCents: shifts.hourlyRateCents,
  engagement: shifts.engagement,
  paymentTerms: shifts.paymentTerms,
  ...place,
};

/** A request's change, or the shift's creation or last edit: what SEQUENCE counts from. */
const requestChangedAt = sql<Date>`greatest(${shifts.updatedAt}, ${shiftRequests.updatedAt})`;

/**
 * The person's confirmed shifts, their own hours of a partly covered one, and those cancelled
 * since `cancelledSince` (still confirmed, but declined with the reason 'cancelled').
 */
export async function findOwnShiftEvents(db: Executor, owner: Actor, window: FeedWindow) {
  return requestsWithOrganization(db, {
    ...shiftColumns,
    organizationName: organizations.name,
    // Issue #28 §2: the person's own shift says the rate they agreed to.
    hourlyRateCents: sql<
      number | null
    >`coalesce(${shiftRequests.agreedRateCents}, ${shifts.hourlyRateCents})`,
    startTime: shiftRequests.startTime,
    endTime: shiftRequests.endTime,
    cancelled: shiftRequests.declined,
    changedAt: requestChangedAt,
  })
    .where(
      and(
        eq(shiftRequests.employeeId, owner.id),
        eq(shiftRequests.status, 'Confirmed'),
        or(
          eq(shiftRequests.declined, false),
          and(
            eq(shiftRequests.declineReason, 'cancelled'),
            gte(shiftRequests.cancelledAt, window.cancelledSince),
          ),
        ),
        gte(shifts.startsAt, window.from),
        lt(shifts.startsAt, window.to),
      ),
    )
    .orderBy(shifts.startsAt, shifts.id);
}

/** The feed owner's organization, or one of its locations. */
export interface ManagedScope {
  owner: Actor;
  locationId: number | null;
}

/** Nothing for an owner of no organization: a managers' feed is of one organization. */
function inScope(scope: ManagedScope) {
  return and(
    eq(locations.organizationId, scope.owner.organizationId ?? 0),
    scope.locationId === null ? undefined : eq(locations.id, scope.locationId),
  );
}

/** Live requests of the shift in one state. */
const liveCount = (status: string) => sql<number>`(
  select count(*)::int from ${shiftRequests} r
  where r.shift_id = ${shifts.id} and not r.declined and r.status = ${status})`;

/** Every shift of the scope, with what managers' titles say of its state. */
export async function findManagedShiftEvents(
  db: Executor,
  scope: ManagedScope,
  window: FeedWindow,
) {
  return shiftsWithLocation(db, {
    ...shiftColumns,
    requests: liveCount('Requested'),
    offers: liveCount('Offered'),
    confirmedName: sql<string | null>`(
      select u.name from ${shiftRequests} r join users u on u.id = r.employee_id
      where r.shift_id = ${shifts.id} and not r.declined and r.status = 'Confirmed')`,
    // Covered for part of its hours only: the confirmed request names its own start or end.
    confirmedPartial: sql<boolean>`coalesce((
      select coalesce(r.start_time, ${shifts.startsAt}) <> ${shifts.startsAt}
        or coalesce(r.end_time, ${shifts.endsAt}) <> ${shifts.endsAt}
      from ${shiftRequests} r
      where r.shift_id = ${shifts.id} and not r.declined and r.status = 'Confirmed'), false)`,
    changedAt: sql<Date>`greatest(${shifts.updatedAt}, (
      select max(r.updated_at) from ${shiftRequests} r where r.shift_id = ${shifts.id}))`,
  })
    .where(and(inScope(scope), gte(shifts.startsAt, window.from), lt(shifts.startsAt, window.to)))
    .orderBy(shifts.startsAt, shifts.id);
}

/** Shifts of the scope deleted since `cancelledSince`, as their tombstones keep them. */
export async function findDeletedShiftEvents(
  db: Executor,
  scope: ManagedScope,
  window: FeedWindow,
) {
  return db
    .select({
      shiftId: calendarTombstones.shiftId,
      startsAt: calendarTombstones.startsAt,
      endsAt: calendarTombstones.endsAt,
      timezone: calendarTombstones.timezone,
      position: calendarTombstones.position,
      specialty: calendarTombstones.specialty,
      deletedAt: calendarTombstones.deletedAt,
      ...place,
    })
    .from(calendarTombstones)
    .innerJoin(locations, eq(locations.id, calendarTombstones.locationId))
    .where(
      and(
        inScope(scope),
        gte(calendarTombstones.deletedAt, window.cancelledSince),
        gte(calendarTombstones.startsAt, window.from),
        lt(calendarTombstones.startsAt, window.to),
      ),
    );
}

/** Keeps what a deleted shift's event needs; called in the deleting transaction. */
export async function recordDeletedShift(tx: Executor, shiftId: number) {
  await tx.execute(sql`insert into ${calendarTombstones}
      (shift_id, location_id, starts_at, ends_at, timezone, position, specialty)
    select id, location_id, starts_at, ends_at, timezone, position, specialty
    from ${shifts} where id = ${shiftId}
    on conflict (shift_id) do nothing`);
}
