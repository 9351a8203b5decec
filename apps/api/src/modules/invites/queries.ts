import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inviteLocations, invites, organizations } from '../../db/schema.ts';
import {
  containsPattern,
  countWhere,
  pageWithTotal,
  pageIdsQuery,
  type PageRequest,
} from '../../lib/scope.ts';

export interface InviteFilters {
  organizationId?: number;
  search?: string;
}

function whereOf(filters: InviteFilters): SQL | undefined {
  const pattern = filters.search ? containsPattern(filters.search) : null;
  return and(
    filters.organizationId === undefined
      ? undefined
      : eq(invites.organizationId, filters.organizationId),
    pattern ? or(ilike(invites.name, pattern), ilike(invites.email, pattern)) : undefined,
  );
}

const inviteColumns = {
  id: invites.id,
  name: invites.name,
  email: invites.email,
  organizationId: invites.organizationId,
  organizationName: organizations.name,
  position: invites.position,
  jobTitle: invites.jobTitle,
  isVerified: invites.isVerified,
  managingLocationIds: sql<number[]>`coalesce((
    select array_agg(il.location_id order by il.location_id) from ${inviteLocations} il where il.invite_id = "invites"."id"
  ), '{}'::int[])`,
};

/**
 * One page of invites, newest first: the page's ids from the (created_at desc, id) or
 * (organization_id, created_at desc, id) index, then the organization name and managed
 * locations of those rows only.
 */
export async function listInvites(db: Executor, filters: InviteFilters, page: PageRequest) {
  const where = whereOf(filters);
  const newestFirst = [desc(invites.createdAt), asc(invites.id)];
  const pageIds = pageIdsQuery(db, invites, invites.id, where, newestFirst, page);
  const items = await db
    .select(inviteColumns)
    .from(pageIds)
    .innerJoin(invites, eq(invites.id, pageIds.id))
    .innerJoin(organizations, eq(organizations.id, invites.organizationId))
    .orderBy(...newestFirst);
  return pageWithTotal(page, items, () => countWhere(db, invites, where));
}

export async function findInvite(db: Executor, id: number) {
  const [row] = await db
    .select(inviteColumns)
    .from(invites)
    .innerJoin(organizations, eq(organizations.id, invites.organizationId))
    .where(eq(invites.id, id));
  return row ?? null;
}
