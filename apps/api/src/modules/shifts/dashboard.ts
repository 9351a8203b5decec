import {
  DASHBOARD_REQUESTED_SHIFTS_LIMIT,
  isManagerial,
  JOB_TITLE_SHIFT_FIT,
  type JobTitle,
} from '@chairside/domain';
import { and, asc, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { locations, shiftRequests, shifts, users } from '../../db/schema.ts';
import type { SignedInUser } from '../users/actor-queries.ts';
import { requestColumns, shiftListQuery } from './queries.ts';
import { monthRange } from './shift-times.ts';
import { presentShift, shiftStatus } from './visibility.ts';

const LIST_LIMIT = 20;

/** Shifts not over yet: their end is after now. */
const notEnded = sql`${shifts.startsAt} + ${shifts.totalMinutes} * interval '1 minute' > now()`;

function scopeOf(actor: SignedInUser): SQL | undefined {
  if (actor.position === 'location_manager') {
    return actor.locationIds.length > 0
      ? inArray(shifts.locationId, [...actor.locationIds])
      : sql`false`;
  }
  return actor.organizationId === null
    ? undefined
    : eq(locations.organizationId, actor.organizationId);
}

async function upcomingConfirmed(ctx: AppContext, actor: SignedInUser) {
  const rows = await shiftListQuery(ctx.db)
    .where(
      and(
        notEnded,
        sql`exists (select 1 from ${shiftRequests} r where r.shift_id = "shifts"."id"
          and r.employee_id = ${actor.id} and r.status = 'Confirmed' and not r.declined)`,
      ),
    )
    .orderBy(asc(shifts.startsAt))
    .limit(LIST_LIMIT);
  return rows.map((row) => presentShift(actor, row));
}

async function myRequests(ctx: AppContext, actor: SignedInUser) {
  const rows = await ctx.db
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
    .where(and(eq(shiftRequests.employeeId, actor.id), notEnded))
    .orderBy(desc(shiftRequests.updatedAt), desc(shiftRequests.id))
    .limit(LIST_LIMIT);
  return rows.map((row) => ({
    ...row,
    updatedAt: row.updatedAt.toISOString(),
    startTime: row.startTime?.toISOString() ?? null,
    endTime: row.endTime?.toISOString() ?? null,
    shiftDate: row.shiftDate.toISOString(),
  }));
}

/**
 * Recommended: upcoming open shifts the person can see whose position fits their job title,
 * not requested yet and not clashing with their confirmed shifts; soonest first.
 */
async function recommended(ctx: AppContext, actor: SignedInUser) {
  const [me] = await ctx.db
    .select({ jobTitle: users.jobTitle })
    .from(users)
    .where(eq(users.id, actor.id));
  const fit = JOB_TITLE_SHIFT_FIT[me?.jobTitle as JobTitle];
  if (!fit) return [];
  const rows = await shiftListQuery(ctx.db)
    .where(
      and(
        gt(shifts.startsAt, sql`now()`),
        actor.organizationId === null
          ? undefined
          : eq(locations.organizationId, actor.organizationId),
        eq(shifts.position, fit.position),
        fit.specialty ? eq(shifts.specialty, fit.specialty) : undefined,
        sql`counts.confirmed = 0`,
        sql`not exists (select 1 from ${shiftRequests} r where r.shift_id = "shifts"."id" and r.employee_id = ${actor.id})`,
        sql`not exists (
          select 1 from ${shiftRequests} r join ${shifts} s on s.id = r.shift_id
          where r.employee_id = ${actor.id} and r.status = 'Confirmed' and not r.declined
            and coalesce(r.start_time, s.starts_at) < "shifts"."starts_at" + "shifts"."total_minutes" * interval '1 minute'
            and coalesce(r.end_time, s.starts_at + s.total_minutes * interval '1 minute') > "shifts"."starts_at")`,
      ),
    )
    .orderBy(asc(shifts.startsAt), asc(shifts.id))
    .limit(LIST_LIMIT);
  return rows.map((row) => presentShift(actor, row));
}

/** The manager view: this month's statistics and the first requested shifts (SPEC §2). */
async function managerStats(ctx: AppContext, actor: SignedInUser) {
  const now = new Date();
  const month = monthRange(now.getUTCFullYear(), now.getUTCMonth() + 1);
  const scope = scopeOf(actor);
  const monthRows = await shiftListQuery(ctx.db).where(
    and(scope, gte(shifts.localDate, month.from), lte(shifts.localDate, month.to)),
  );
  const upcomingRows = await shiftListQuery(ctx.db)
    .where(and(scope, gt(shifts.startsAt, sql`now()`)))
    .orderBy(asc(shifts.startsAt), asc(shifts.id));
  const requested = upcomingRows.filter((row) => shiftStatus(row) === 'Requested');
  return {
    totalShifts: monthRows.length,
    unassignedShifts: upcomingRows.filter((row) => shiftStatus(row) === 'Unassigned').length,
    upcomingShifts: upcomingRows.filter((row) => shiftStatus(row) === 'Assigned').length,
    requestedShifts: requested
      .slice(0, DASHBOARD_REQUESTED_SHIFTS_LIMIT)
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
