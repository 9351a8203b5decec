import {
  ORGANIZATION_MESSAGES,
  type Actor,
  type CreateOrganizationPayload,
} from '@chairside/domain';
import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { locations, organizations, users } from '../../db/schema.ts';
import { addressColumns } from '../../lib/address.ts';
import { assertFound } from '../../lib/errors.ts';
import { listPage, selectPageRows, type PageRequest } from '../../lib/paging.ts';
import {
  assertReachable,
  containsPattern,
  inOrganization,
  type OptionFilters,
  upToLimit,
} from '../../lib/scope.ts';

/** Names of an organization's admins and managers: SPEC's "Organization Admin". */
const leaderNames = sql<string[]>`coalesce((
  select array_agg(u.name order by u.name) from ${users} u
  where u.organization_id = "organizations"."id" and u.position in ('admin', 'manager') and u.is_active
), '{}'::text[])`;

export interface OrganizationFilters {
  organizationId?: number;
  search?: string;
  state?: string;
  city?: string;
  admin?: string;
}

function whereOf(filters: OrganizationFilters): SQL | undefined {
  return and(
    inOrganization(organizations.id, filters.organizationId),
    filters.search ? ilike(organizations.name, containsPattern(filters.search)) : undefined,
    filters.state ? eq(organizations.stateCode, filters.state) : undefined,
    filters.city ? ilike(organizations.city, containsPattern(filters.city)) : undefined,
    filters.admin
      ? sql`exists (select 1 from ${users} u where u.organization_id = "organizations"."id"
          and u.position in ('admin', 'manager') and u.is_active and u.name ilike ${containsPattern(filters.admin)})`
      : undefined,
  );
}

/**
 * One page of organizations, by name: the page's ids first (the (name, id) or
 * (state_code, name, id) index), then the organization admins of those rows only.
 */
export async function listOrganizations(
  db: Executor,
  filters: OrganizationFilters,
  page: PageRequest,
) {
  const byName = [asc(organizations.name), asc(organizations.id)];
  const list = {
    table: organizations,
    id: organizations.id,
    where: whereOf(filters),
    order: byName,
  };
  return listPage(db, list, page, (pageIds) =>
    selectPageRows(db, pageIds, organizations, {
      id: organizations.id,
      name: organizations.name,
      city: organizations.city,
      stateCode: organizations.stateCode,
      managerNames: leaderNames,
    }).orderBy(...byName),
  );
}

/** An organization the actor may see, with its admins and locations; else NotFoundError. */
export async function findVisibleOrganization(db: Executor, actor: Actor, id: number) {
  assertReachable(actor, id);
  const [row] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      ...addressColumns(organizations),
      adminNames: leaderNames,
      locationNames: sql<string[]>`coalesce((
        select array_agg(l.name order by l.name) from ${locations} l where l.organization_id = "organizations"."id"
      ), '{}'::text[])`,
    })
    .from(organizations)
    .where(eq(organizations.id, id));
  return assertFound(row);
}

/**
 * The organization a new location or invite goes into, when the actor may reach it; else
 * NotFoundError saying so.
 */
export async function findTargetOrganization(db: Executor, actor: Actor, id: number) {
  assertReachable(actor, id, ORGANIZATION_MESSAGES.notFound);
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, id));
  return assertFound(row, ORGANIZATION_MESSAGES.notFound);
}

export async function insertOrganization(
  db: Executor,
  payload: CreateOrganizationPayload,
): Promise<number> {
  const [row] = await db
    .insert(organizations)
    .values({ name: payload.name, ...addressColumns(payload) })
    .returning({ id: organizations.id });
  return row.id;
}

/** `{ value, label }` by name, from the (name, id) index; a search reads only what it shows. */
export async function organizationOptions(db: Executor, filters: OptionFilters) {
  const query = db
    .select({ value: organizations.id, label: organizations.name })
    .from(organizations)
    .where(
      and(
        inOrganization(organizations.id, filters.organizationId),
        filters.id ? eq(organizations.id, filters.id) : undefined,
        filters.search ? ilike(organizations.name, containsPattern(filters.search)) : undefined,
      ),
    )
    .orderBy(asc(organizations.name), asc(organizations.id))
    .$dynamic();
  return upToLimit(query, filters.limit);
}
