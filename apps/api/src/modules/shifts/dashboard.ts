import {
  DASHBOARD_REQUESTED_SHIFTS_LIMIT,
  isManagerial,
  JOB_TITLE_SHIFT_FIT,
} from '@chairside/domain';
import { and, asc, desc, eq, gt, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { preparedPerExecutor, type Executor } from '../../db/client.ts';
import { locations, organizations, shiftRequests, shifts, users } from '../../db/schema.ts';
import type { SignedInUser } from '../users/actor-queries.ts';
import { requestColumns, requestCounts, shiftColumns, shiftListQuery } from './queries.ts';
import { monthRange } from './shift-times.ts';
import { presentShift, shiftStatus } from './visibility.ts';

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

async function upcomingConfirmed(ctx: AppContext, actor: SignedInUser) {
  const rows = await upcomingConfirmedQuery(ctx.db).execute({ userId: actor.id });
  return rows.map((row) => presentShift(actor, row));
}

const myRequestsQuery = preparedPerExecutor((db) =>
  db
    .select({
      ...requestColumns,
      shiftDate: shifts.startsAt,
      position: shifts.position,
      locationName: locations.name,
    })
    .from(shiftRequests)
    .innerJoin(users, eq(users.id, shiftRequests.employeeId))
    .innerJoin(shifts, eq(shifts.id, shiftRequests.shiftId))
    .innerJoin(locations, eq(locations.id, shifts.locationId))
    .where(
      and(eq(shiftRequests.employeeId, sql.placeholder('userId')), notEnded, startedSinceYesterday),
    )
    .orderBy(desc(shiftRequests.updatedAt), desc(shiftRequests.id))
    .limit(LIST_LIMIT)
    .prepare('dashboard_my_requests'),
);

async function myRequests(ctx: AppContext, actor: SignedInUser) {
  const rows = await myRequestsQuery(ctx.db).execute({ userId: actor.id });
  return rows.map((row) => ({
    ...row,
    updatedAt: row.updatedAt.toISOString(),
    startTime: row.startTime?.toISOString() ?? null,
    endTime: row.endTime?.toISOString() ?? null,
    shiftDate: row.shiftDate.toISOString(),
  }));
}

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
            and coalesce(r.start_time, s.starts_at) < "shifts"."ends_at"
            and coalesce(r.end_time, s.ends_at) > "shifts"."starts_at")`,
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
 * Recommended: upcoming open shifts the person can see whose position fits their job title,
 * not requested yet and not clashing with their confirmed shifts; soonest first.
 */
async function recommended(ctx: AppContext, actor: SignedInUser) {
  const fit = JOB_TITLE_SHIFT_FIT[actor.jobTitle];
  if (!fit) return [];
  const queries = recommendedQueries(ctx.db);
  const withOrganization = actor.organizationId !== null;
  const query = withOrganization
    ? fit.specialty
      ? queries.organizationSpecialty
      : queries.organization
    : fit.specialty
      ? queries.allSpecialty
      : queries.all;
  const rows = await query.execute({
    userId: actor.id,
    organizationId: actor.organizationId,
    position: fit.position,
    specialty: fit.specialty,
  });
  return rows.map((row) => presentShift(actor, row));
}

type Scope = 'organization' | 'locations' | 'all';

/** Whose shifts a manager counts (DESIGN §5): a location manager's locations, else the organization's. */
function scopeOf(actor: SignedInUser): Scope {
  if (actor.position === 'location_manager') return 'locations';
  return actor.organizationId === null ? 'all' : 'organization';
}

function scopeFilter(scope: Scope): SQL | undefined {
  // The managed locations by the user's id: a plain parameter lets PostgreSQL keep one plan
  // (with an array of ids it planned every call again).
  if (scope === 'locations')
    return sql`${shifts.locationId} in (select ul.location_id from user_locations ul
      where ul.user_id = ${sql.placeholder('userId')})`;
  if (scope === 'organization')
    return eq(locations.organizationId, sql.placeholder('organizationId'));
  return undefined;
}

function prepareMonthTotal(db: Executor, scope: Scope) {
  return db
    .select({ count: sql<number>`count(*)::int` })
    .from(shifts)
    .innerJoin(locations, eq(locations.id, shifts.locationId))
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
function prepareUpcoming(db: Executor, scope: Scope) {
  return (
    db
      .select({
        ...shiftColumns,
        unassigned: sql<number>`(count(*) filter (where
          counts.requests + counts.offers + counts.confirmed = 0) over ())::int`,
        assigned: sql<number>`(count(*) filter (where counts.confirmed > 0) over ())::int`,
      })
      // The joins of shiftListQuery.
      .from(shifts)
      .innerJoin(locations, eq(locations.id, shifts.locationId))
      .innerJoin(organizations, eq(organizations.id, locations.organizationId))
      .innerJoinLateral(sql`${requestCounts} counts`, sql`true`)
      .where(and(scopeFilter(scope), upcoming, upcomingLocalDates))
      .orderBy(sql`(${isRequested}) desc`, asc(shifts.startsAt), asc(shifts.id))
      .limit(DASHBOARD_REQUESTED_SHIFTS_LIMIT)
      .prepare(`dashboard_upcoming_${scope}`)
  );
}

const managerQueries = preparedPerExecutor((db) => {
  const scopes: Scope[] = ['organization', 'locations', 'all'];
  return Object.fromEntries(
    scopes.map((scope) => [
      scope,
      { month: prepareMonthTotal(db, scope), upcoming: prepareUpcoming(db, scope) },
    ]),
  ) as Record<
    Scope,
    {
      month: ReturnType<typeof prepareMonthTotal>;
      upcoming: ReturnType<typeof prepareUpcoming>;
    }
  >;
});

/** The manager view: this month's statistics and the first requested shifts (SPEC §2). */
async function managerStats(ctx: AppContext, actor: SignedInUser) {
  const scope = scopeOf(actor);
  if (scope === 'locations' && actor.locationIds.length === 0) {
    return { totalShifts: 0, unassignedShifts: 0, upcomingShifts: 0, requestedShifts: [] };
  }
  const now = new Date();
  const values = {
    ...monthRange(now.getUTCFullYear(), now.getUTCMonth() + 1),
    organizationId: actor.organizationId,
    userId: actor.id,
  };
  const queries = managerQueries(ctx.db)[scope];
  const [[month], upcomingRows] = await Promise.all([
    queries.month.execute(values),
    queries.upcoming.execute(values),
  ]);
  return {
    totalShifts: month.count,
    unassignedShifts: upcomingRows[0]?.unassigned ?? 0,
    upcomingShifts: upcomingRows[0]?.assigned ?? 0,
    requestedShifts: upcomingRows
      .filter((row) => shiftStatus(row) === 'Requested')
      .map((row) => presentShift(actor, row)),
  };
}

export async function dashboard(ctx: AppContext, actor: SignedInUser) {
  const [yourUpcomingShifts, yourShiftRequests, recommendedShifts, stats] = await Promise.all([
    upcomingConfirmed(ctx, actor),
    myRequests(ctx, actor),
    actor.position === 'employee' ? recommended(ctx, actor) : Promise.resolve([]),
    isManagerial(actor.position) ? managerStats(ctx, actor) : Promise.resolve(null),
  ]);
  return { yourUpcomingShifts, yourShiftRequests, recommendedShifts, stats };
}
