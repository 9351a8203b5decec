import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shiftRequests, users } from '../../db/schema.ts';
import { nameOrEmailContains } from '../users/index.ts';
import type { ShiftRow } from './queries.ts';
import { eligibilityPersonColumns } from './eligibility-queries.ts';

export interface AssignableFilters {
  /** The job titles that fit the shift (jobTitlesFitting): they come first. */
  fittingTitles: string[];
  search?: string;
  limit: number;
  offset: number;
}

/**
 * The people the Assign picker offers (active, of the shift's organization: the ones
 * findAssignablePerson accepts), those whose job title fits first, then those who asked for the
 * shift (a live request), then by name; eligibility then says which of them may be assigned.
 */
export async function findAssignablePeople(
  db: Executor,
  shift: ShiftRow,
  filters: AssignableFilters,
) {
  const fits =
    filters.fittingTitles.length > 0
      ? sql<boolean>`${inArray(users.jobTitle, filters.fittingTitles)}`
      : sql<boolean>`false`;
  // Spelled out with an alias: drizzle leaves columns unqualified in a query without joins,
  // where "id" inside the subquery would read the request's id, not the person's.
  const requested = sql<boolean>`exists (
    select 1 from ${shiftRequests} r
    where r.shift_id = ${shift.id} and r.employee_id = "users"."id" and not r.declined
  )`;
  return db
    .select({
      ...eligibilityPersonColumns,
      email: users.email,
      fits,
      requested,
    })
    .from(users)
    .where(
      and(
        eq(users.organizationId, shift.organizationId),
        eq(users.isActive, true),
        nameOrEmailContains(filters.search),
      ),
    )
    .orderBy(sql`${fits} desc`, sql`${requested} desc`, asc(users.name), asc(users.id))
    .limit(filters.limit)
    .offset(filters.offset);
}
