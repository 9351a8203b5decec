import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { locations, organizations, shiftRequests, shifts, users } from '../../db/schema.ts';

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

/** Shifts of a date range (by local date) with their confirmed person, in start order. */
export async function reportBatch(
  db: Executor,
  filters: ReportFilters,
  after: ReportCursor | null,
  limit: number,
) {
  const where: (SQL | undefined)[] = [
    gte(shifts.localDate, filters.from),
    lte(shifts.localDate, filters.to),
    filters.organizationId === undefined
      ? undefined
      : eq(locations.organizationId, filters.organizationId),
    filters.locationIds === undefined
      ? undefined
      : filters.locationIds.length === 0
        ? sql`false`
        : inArray(shifts.locationId, [...filters.locationIds]),
    filters.locationId === undefined ? undefined : eq(shifts.locationId, filters.locationId),
    filters.status === 'Assigned' ? isNotNull(shiftRequests.id) : undefined,
    filters.status === 'Unassigned' ? isNull(shiftRequests.id) : undefined,
    filters.assignedUserId === undefined
      ? undefined
      : eq(shiftRequests.employeeId, filters.assignedUserId),
    after ? sql`(${shifts.startsAt}, ${shifts.id}) > (${after.startsAt}, ${after.id})` : undefined,
  ];
  return (
    db
      .select({
        id: shifts.id,
        startsAt: shifts.startsAt,
        localDate: shifts.localDate,
        totalMinutes: shifts.totalMinutes,
        lunchMinutes: shifts.lunchMinutes,
        position: shifts.position,
        timezone: shifts.timezone,
        locationName: locations.name,
        organizationName: organizations.name,
        assignedUser: users.name,
      })
      .from(shifts)
      .innerJoin(locations, eq(locations.id, shifts.locationId))
      .innerJoin(organizations, eq(organizations.id, locations.organizationId))
      // At most one confirmed request per shift (a partial unique index), so no row doubles.
      .leftJoin(
        shiftRequests,
        and(
          eq(shiftRequests.shiftId, shifts.id),
          eq(shiftRequests.status, 'Confirmed'),
          eq(shiftRequests.declined, false),
        ),
      )
      .leftJoin(users, eq(users.id, shiftRequests.employeeId))
      .where(and(...where))
      .orderBy(asc(shifts.startsAt), asc(shifts.id))
      .limit(limit)
  );
}

export type ReportRecord = Awaited<ReturnType<typeof reportBatch>>[number];
