import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inviteLocations, invites, organizations } from '../../db/schema.ts';
import { containsPattern } from '../../lib/scope.ts';

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

export async function listInvites(
  db: Executor,
  filters: InviteFilters,
  page: { limit: number; offset: number },
) {
  const where = whereOf(filters);
  const [items, [{ total }]] = await Promise.all([
    db
      .select(inviteColumns)
      .from(invites)
      .innerJoin(organizations, eq(organizations.id, invites.organizationId))
      .where(where)
      .orderBy(desc(invites.createdAt), asc(invites.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(invites)
      .where(where),
  ]);
  return { items, total };
}

export async function findInvite(db: Executor, id: number) {
  const [row] = await db
    .select(inviteColumns)
    .from(invites)
    .innerJoin(organizations, eq(organizations.id, invites.organizationId))
    .where(eq(invites.id, id));
  return row ?? null;
}
