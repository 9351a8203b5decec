import { and, asc, desc, eq, gt, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inviteLocations, invites, oneTimeCodes, organizations } from '../../db/schema.ts';
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

/**
 * An invite still waiting inside its lifetime: not accepted, and holding a live link code. An
 * expired one (7 days without a resend) no longer blocks its address.
 */
const isLive = sql`exists (
  select 1 from ${oneTimeCodes} c
  where c.invite_id = ${invites.id} and c.purpose = 'invite'
    and c.used_at is null and c.expires_at > now())`;

/**
 * A live invite of this email in this organization (other than `exceptId`). Only the same
 * organization's invites count: another organization's pending invite neither blocks the
 * address nor tells that it exists.
 */
export async function findLiveInvite(
  db: Executor,
  email: string,
  organizationId: number,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: invites.id })
    .from(invites)
    .where(
      and(
        eq(invites.email, email),
        eq(invites.organizationId, organizationId),
        eq(invites.isVerified, false),
        isNull(invites.userId),
        exceptId === undefined ? undefined : ne(invites.id, exceptId),
        isLive,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Retires an invite's live link codes: a resent invite's earlier link stops working. */
export async function retireInviteCodes(db: Executor, inviteId: number) {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeCodes.purpose, 'invite'),
        eq(oneTimeCodes.inviteId, inviteId),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, sql`now()`),
      ),
    );
}
