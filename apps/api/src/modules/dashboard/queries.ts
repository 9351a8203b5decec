import {
  DASHBOARD_REQUESTED_SHIFTS_LIMIT,
  type ShiftPosition,
  type Specialty,
} from '@chairside/domain';
import { and, asc, desc, eq, gt, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { SignedInUser } from '../../auth/actor.ts';
import { preparedPerExecutor, type Executor } from '../../db/client.ts';
import { locations, shiftRequests, shifts, users } from '../../db/schema.ts';
import {
  requestsWithPlace,
  shiftsWithLocation,
  shiftsWithOrganization,
} from '../../lib/shift-place-queries.ts';
import {
  heldHoursMeet,
  requestColumns,
  requestCounts,
  shiftColumns,
  shiftListQuery,
} from '../shifts/index.ts';

/**
 * The dashboard's reads. Each takes the signed-in user and reads only their own shifts and
 * requests, the shifts they may see, or those of the scope they manage; all are prepared
 * statements (the dashboard is a hot path, DESIGN §10) mirrored by bench/baseline/sql.ts.
 */

const LIST_LIMIT = 20;

/** Shifts not over yet: their end is after now. */
const notEnded = gt(shifts.endsAt, sql`now()`);
/** The same shifts for an index: none lasts over a day, so each started after yesterday. */
const startedSinceYesterday = gt(shifts.startsAt, sql`now() - interval '1 day'`);
/** Shifts starting from now on. */
const upcoming = gt(shifts.startsAt, sql`now()`);
/**
 * The same shifts for the (location, local date) index: a local date is at most a day behind
 * the UTC date in any zone.
 */
const upcomingLocalDates = gte(shifts.localDate, sql`(now() at time zone 'UTC')::date - 1`);

const upcomingConfirmedQuery = preparedPerExecutor((db) =>
  shiftListQuery(db)
    .where(
      and(
        notEnded,
        startedSinceYesterday,
        sql`exists (select 1 from ${shiftRequests} r where r.shift_id = "shifts"."id"
          and r.employee_id = ${sql.placeholder('userId')} and r.status = 'Confirmed' and not r.declined)`,
      ),
    )
    .orderBy(asc(shifts.startsAt))
    .limit(LIST_LIMIT)
    .prepare('dashboard_upcoming_confirmed'),
);

/** The user's confirmed shifts not over yet, soonest first. */
export function findUpcomingConfirmed(db: Executor, actor: SignedInUser) {
  return upcomingConfirmedQuery(db).execute({ userId: actor.id });
}

const ownRequestsQuery = preparedPerExecutor((db) =>
  requestsWithPlace(db, {
    ...requestColumns,
    shiftDate: shifts.startsAt,
    shiftEndsAt: shifts.endsAt,
    timezone: shifts.timezone,
    position: shifts.position,
    locationName: locations.name,
  })
    .innerJoin(users, eq(users.id, shiftRequests.employeeId))
    .where(
      and(eq(shiftRequests.employeeId, sql.placeholder('userId')), notEnded, startedSinceYesterday),
    )
    .orderBy(desc(shiftRequests.updatedAt), desc(shiftRequests.id))
    .limit(LIST_LIMIT)
    .prepare('dashboard_my_requests'),
);

/** The user's requests on shifts not over yet, the latest changed first. */
export function findOwnRequests(db: Executor, actor: SignedInUser) {
  return ownRequestsQuery(db).execute({ userId: actor.id });
}

export type OwnRequestRow = Awaited<ReturnType<typeof findOwnRequests>>[number];

/** The hours held by `r`, a request on the shift `s`, in the recommendations' subquery. */
const confirmedElsewhere = {
  startTime: sql`r.start_time`,
  endTime: sql`r.end_time`,
  shiftStartsAt: sql`s.starts_at`,
  shiftEndsAt: sql`s.ends_at`,
};

function prepareRecommended(db: Executor, withOrganization: boolean, withSpecialty: boolean) {
  return shiftListQuery(db)
    .where(
      and(
        upcoming,
        upcomingLocalDates,
        withOrganization
          ? eq(locations.organizationId, sql.placeholder('organizationId'))
          : undefined,
        eq(shifts.position, sql.placeholder('position')),
        // Only specialty shifts carry one: `is null` keeps the others in the position index's order.
        withSpecialty
          ? eq(shifts.specialty, sql.placeholder('specialty'))
          : isNull(shifts.specialty),
        sql`counts.confirmed = 0`,
        sql`not exists (select 1 from ${shiftRequests} r where r.shift_id = "shifts"."id"
          and r.employee_id = ${sql.placeholder('userId')})`,
        sql`not exists (
          select 1 from ${shiftRequests} r join ${shifts} s on s.id = r.shift_id
          where r.employee_id = ${sql.placeholder('userId')} and r.status = 'Confirmed' and not r.declined
            and s.starts_at > now() - interval '1 day'
            and ${heldHoursMeet(confirmedElsewhere, shifts.startsAt, shifts.endsAt)})`,
      ),
    )
    .orderBy(asc(shifts.startsAt), asc(shifts.id))
    .limit(LIST_LIMIT)
    .prepare(`dashboard_recommended_${Number(withOrganization)}${Number(withSpecialty)}`);
}

const recommendedQueries = preparedPerExecutor((db) => ({
  all: prepareRecommended(db, false, false),
  allSpecialty: prepareRecommended(db, false, true),
  organization: prepareRecommended(db, true, false),
  organizationSpecialty: prepareRecommended(db, true, true),
}));

/**
 * Upcoming open shifts the user can see (their organization's, or any for an independent) of
 * this position and specialty, not requested by them yet and not clashing with their confirmed
 * shifts; soonest first.
 */
export function findRecommended(
  db: Executor,
  actor: SignedInUser,
  fit: { position: ShiftPosition; specialty: Specialty | null },
) {
  const queries = recommendedQueries(db);
  const withOrganization = actor.organizationId !== null;
  const query = withOrganization
    ? fit.specialty
      ? queries.organizationSpecialty
      : queries.organization
    : fit.specialty
      ? queries.allSpecialty
      : queries.all;
  return query.execute({
    userId: actor.id,
    organizationId: actor.organizationId,
    position: fit.position,
    specialty: fit.specialty,
  });
}

/** Whose shifts a manager counts: a location manager's locations, their organization's, or all. */
export type ManagedScope = 'organization' | 'locations' | 'all';

function scopeFilter(scope: ManagedScope): SQL | undefined {
  // The managed locations by the user's id: a plain parameter lets PostgreSQL keep one plan
  // (with an array of ids it planned every call again).
  if (scope === 'locations')
    return sql`${shifts.locationId} in (select ul.location_id from user_locations ul
      where ul.user_id = ${sql.placeholder('userId')})`;
  if (scope === 'organization')
    return eq(locations.organizationId, sql.placeholder('organizationId'));
  return undefined;
}

function prepareMonthTotal(db: Executor, scope: ManagedScope) {
  return shiftsWithLocation(db, { count: sql<number>`count(*)::int` })
    .where(
      and(
        scopeFilter(scope),
        gte(shifts.localDate, sql.placeholder('from')),
        lte(shifts.localDate, sql.placeholder('to')),
      ),
    )
    .prepare(`dashboard_month_total_${scope}`);
}

const isRequested = sql`counts.confirmed = 0 and counts.requests + counts.offers > 0`;

/**
 * The upcoming shifts in one pass: each row carries the counts by state of all of them (window
 * aggregates, DESIGN §8: Assigned with a confirmed request, Unassigned without any live one),
 * and the rows come Requested first, soonest first, so the first few are the dashboard's list.
 */
function prepareUpcoming(db: Executor, scope: ManagedScope) {
  return (
    // The joins of shiftListQuery.
    shiftsWithOrganization(db, {
      ...shiftColumns,
      unassigned: sql<number>`(count(*) filter (where
        counts.requests + counts.offers + counts.confirmed = 0) over ())::int`,
      assigned: sql<number>`(count(*) filter (where counts.confirmed > 0) over ())::int`,
    })
      .innerJoinLateral(sql`${requestCounts} counts`, sql`true`)
      .where(and(scopeFilter(scope), upcoming, upcomingLocalDates))
      .orderBy(sql`(${isRequested}) desc`, asc(shifts.startsAt), asc(shifts.id))
      .limit(DASHBOARD_REQUESTED_SHIFTS_LIMIT)
      .prepare(`dashboard_upcoming_${scope}`)
  );
}

const managerQueries = preparedPerExecutor((db) => {
  const scopes: ManagedScope[] = ['organization', 'locations', 'all'];
  return Object.fromEntries(
    scopes.map((scope) => [
      scope,
      { month: prepareMonthTotal(db, scope), upcoming: prepareUpcoming(db, scope) },
    ]),
  ) as Record<
    ManagedScope,
    {
      month: ReturnType<typeof prepareMonthTotal>;
      upcoming: ReturnType<typeof prepareUpcoming>;
    }
  >;
});

/**
 * A manager's month, counted within the scope they manage: the total of the month's shifts by
 * local date, and the upcoming shifts (Requested first) with their counts by state.
 */
export async function findManagedMonth(
  db: Executor,
  actor: SignedInUser,
  scope: ManagedScope,
  month: { from: string; to: string },
) {
  const values = { ...month, organizationId: actor.organizationId, userId: actor.id };
  const queries = managerQueries(db)[scope];
  const [[total], upcomingRows] = await Promise.all([
    queries.month.execute(values),
    queries.upcoming.execute(values),
  ]);
  return { total: total.count, upcomingRows };
}
