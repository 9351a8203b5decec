import { and, asc, eq, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { preparedPerExecutor, type Executor } from '../../db/client.ts';
import {
  locations,
  organizations,
  shiftRequests,
  shifts,
  timesheets,
  users,
} from '../../db/schema.ts';
import { shiftsWithOrganization } from '../../lib/shift-place-queries.ts';
import { shiftCoreColumns } from '../shifts/index.ts';

export interface ReportFilters {
  from: string;
  to: string;
  organizationId?: number;
  locationIds?: readonly number[];
  locationId?: number;
  status?: 'Assigned' | 'Unassigned';
  assignedUserId?: number;
}

export interface ReportCursor {
  startsAt: Date;
  id: number;
}

/** Which filters a report query has: each combination is its own prepared statement. */
function shapeOf(filters: ReportFilters, after: ReportCursor | null) {
  return [
    filters.organizationId === undefined ? '-' : 'o',
    filters.locationIds === undefined ? '-' : filters.locationIds.length === 0 ? 'n' : 'm',
    filters.locationId === undefined ? '-' : 'l',
    filters.status === 'Assigned' ? 'a' : filters.status === 'Unassigned' ? 'u' : '-',
    filters.assignedUserId === undefined ? '-' : 'p',
    after ? 'c' : '-',
  ].join('');
}

function prepareReport(db: Executor, shape: string) {
  const [organization, managed, location, status, person, cursor] = shape;
  const placeholder = sql.placeholder;
  const where: (SQL | undefined)[] = [
    gte(shifts.localDate, placeholder('from')),
    lte(shifts.localDate, placeholder('to')),
    organization === 'o' ? eq(locations.organizationId, placeholder('organizationId')) : undefined,
    managed === 'n' ? sql`false` : undefined,
    managed === 'm'
      ? sql`${shifts.locationId} = any(${placeholder('locationIds')}::int[])`
      : undefined,
    location === 'l' ? eq(shifts.locationId, placeholder('locationId')) : undefined,
    status === 'a' ? isNotNull(shiftRequests.id) : undefined,
    status === 'u' ? isNull(shiftRequests.id) : undefined,
    person === 'p' ? eq(shiftRequests.employeeId, placeholder('assignedUserId')) : undefined,
    cursor === 'c'
      ? sql`(${shifts.startsAt}, ${shifts.id}) > (${placeholder('afterStartsAt')}::timestamptz, ${placeholder('afterId')}::int)`
      : undefined,
  ];
  return (
    shiftsWithOrganization(db, {
      ...shiftCoreColumns,
      timezone: shifts.timezone,
      locationName: locations.name,
      organizationName: organizations.name,
      assignedUser: users.name,
      assignedUserId: shiftRequests.employeeId,
      confirmedStart: shiftRequests.startTime,
      confirmedEnd: shiftRequests.endTime,
      // Issue #28 §4: the pay of each row.
      hourlyRateCents: shifts.hourlyRateCents,
      engagement: shifts.engagement,
      agreedRateCents: shiftRequests.agreedRateCents,
      timesheetStatus: timesheets.status,
      timesheetStart: timesheets.startTime,
      timesheetEnd: timesheets.endTime,
      timesheetLunchMinutes: timesheets.lunchMinutes,
    })
      // At most one confirmed request per shift (a partial unique index, which these literal
      // conditions let the planner use), so no row doubles.
      .leftJoin(
        shiftRequests,
        sql`${shiftRequests.shiftId} = ${shifts.id} and ${shiftRequests.status} = 'Confirmed'
          and not ${shiftRequests.declined}`,
      )
      .leftJoin(users, eq(users.id, shiftRequests.employeeId))
      .leftJoin(timesheets, eq(timesheets.requestId, shiftRequests.id))
      .where(and(...where))
      .orderBy(asc(shifts.startsAt), asc(shifts.id))
      .limit(placeholder('limit'))
      .prepare(`report_${shape}`)
  );
}

const reportQueries = preparedPerExecutor(
  () => new Map<string, ReturnType<typeof prepareReport>>(),
);

/**
 * Shifts of a date range (by local date) with their confirmed person and, for a part shift, the
 * hours that person confirmed, their pay and that person's timesheet, in start order.
 */
export async function reportBatch(
  db: Executor,
  filters: ReportFilters,
  after: ReportCursor | null,
  limit: number,
) {
  const shape = shapeOf(filters, after);
  const queries = reportQueries(db);
  let query = queries.get(shape);
  if (!query) {
    query = prepareReport(db, shape);
    queries.set(shape, query);
  }
  return query.execute({
    ...filters,
    locationIds: filters.locationIds ? [...filters.locationIds] : undefined,
    afterStartsAt: after?.startsAt.toISOString(),
    afterId: after?.id,
    limit,
  });
}

export type ReportRecord = Awaited<ReturnType<typeof reportBatch>>[number];
