import {
  ACCOUNT_POSITION_LABELS,
  type AccountPosition,
  type Actor,
  type UserDetail,
  type UserRow,
} from '@chairside/domain';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  locations,
  organizations,
  shiftRequests,
  shifts,
  userLocations,
  users,
} from '../../db/schema.ts';
import { liveConfirmation, requestsWithPlace } from '../../lib/shift-place-queries.ts';
import { listPage, selectPageRows, type PageRequest } from '../../lib/paging.ts';
import { containsPattern, inOrganization, visibleOrNotFound } from '../../lib/scope.ts';

export interface UserFilters {
  organizationId?: number;
  search?: string;
  status: 'all' | 'active' | 'inactive';
}

/** People whose name or email contains `search`. */
export function nameOrEmailContains(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  // Emails are stored in lower case (users_email_lower_ck): LIKE of the lowered pattern finds
  // what ILIKE would, without lowering 100,000 emails (and the column's statistics still
  // estimate the matches, as they do for ILIKE).
  return or(
    ilike(users.name, containsPattern(search)),
    sql`${users.email} like lower(${containsPattern(search)})`,
  );
}

function whereOf(filters: UserFilters): SQL | undefined {
  return and(
    inOrganization(users.organizationId, filters.organizationId),
    nameOrEmailContains(filters.search),
    filters.status === 'all' ? undefined : eq(users.isActive, filters.status === 'active'),
  );
}

const positionNames = (position: string) => [ACCOUNT_POSITION_LABELS[position as AccountPosition]];

/**
 * One page of users, by name. The page's ids come first from the (name, id) or
 * (organization_id, name, id) index; only those rows are then joined and read, so a deep
 * page costs no joins for the rows it skips.
 */
export async function listUsers(db: Executor, filters: UserFilters, page: PageRequest) {
  const byName = [asc(users.name), asc(users.id)];
  const list = { table: users, id: users.id, where: whereOf(filters), order: byName };
  return listPage(db, list, page, async (pageIds) => {
    const rows = await selectPageRows(db, pageIds, users, {
      id: users.id,
      name: users.name,
      email: users.email,
      position: users.position,
      jobTitle: users.jobTitle,
      isActive: users.isActive,
      organizationName: organizations.name,
    })
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .orderBy(...byName);
    return rows.map((row): UserRow => ({
      id: row.id,
      name: row.name,
      email: row.email,
      position: row.position,
      jobTitle: row.jobTitle,
      isActive: row.isActive,
      organizationNames: row.organizationName ? [row.organizationName] : [],
      positionNames: positionNames(row.position),
    }));
  });
}

const RECENT_SHIFTS = 5;

/** A person the actor may see, with their locations and last shifts; else NotFoundError. */
export async function findVisibleUser(db: Executor, actor: Actor, id: number): Promise<UserDetail> {
  const [found] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phoneNumber: users.phoneNumber,
      jobTitle: users.jobTitle,
      position: users.position,
      organizationId: users.organizationId,
      organizationName: organizations.name,
      isActive: users.isActive,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, id));
  const row = visibleOrNotFound(actor, found);
  const [locationRows, recentShifts] = await Promise.all([
    db
      .select({ id: userLocations.locationId })
      .from(userLocations)
      .where(eq(userLocations.userId, id))
      .orderBy(asc(userLocations.locationId)),
    requestsWithPlace(db, {
      id: shifts.id,
      date: shifts.startsAt,
      locationName: locations.name,
      position: shifts.position,
      totalMinutes: shifts.totalMinutes,
    })
      .where(and(eq(shiftRequests.employeeId, id), liveConfirmation))
      .orderBy(desc(shifts.startsAt))
      .limit(RECENT_SHIFTS),
  ]);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    jobTitle: row.jobTitle,
    position: row.position,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    organizationNames: row.organizationName ? [row.organizationName] : [],
    positionNames: positionNames(row.position),
    locationIds: locationRows.map((location) => location.id),
    isActive: row.isActive,
    recentShifts: recentShifts.map((shift) => ({
      id: shift.id,
      date: shift.date.toISOString(),
      locationName: shift.locationName,
      position: shift.position,
      totalMinutes: shift.totalMinutes,
    })),
  };
}

/** A person's organization, position and status: as an editor set them, or an invite granted. */
export async function updateUserAccess(
  db: Executor,
  id: number,
  access: { organizationId?: number; position: AccountPosition; isActive?: boolean },
) {
  await db
    .update(users)
    .set({ ...access, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export async function replaceUserLocations(db: Executor, userId: number, locationIds: number[]) {
  await db.delete(userLocations).where(eq(userLocations.userId, userId));
  if (locationIds.length > 0) {
    await db
      .insert(userLocations)
      .values(locationIds.map((locationId) => ({ userId, locationId })));
  }
}
