import { canReachOrganization, type Actor } from '@chairside/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { NotFoundError } from './errors.ts';

/**
 * DESIGN §5 tenancy: the organization a query must stay inside. An org-bound actor is pinned to
 * their own organization whatever they ask for; a platform actor may narrow to one or see all.
 */
export function organizationScope(actor: Actor, requested?: number): number | undefined {
  return actor.organizationId ?? requested;
}

/** Objects of another organization do not exist for this actor (404, never 403). */
export function assertReachable(actor: Actor, organizationId: number | null, message?: string) {
  if (!canReachOrganization(actor, organizationId)) throw new NotFoundError(message);
}

/**
 * What a finder answers: the row when it exists and the actor may reach its organization, else
 * the same 404 either way, so that a route never tells another organization's rows from none.
 */
export function visibleOrNotFound<Row extends { organizationId: number | null }>(
  actor: Actor,
  row: Row | null | undefined,
  message?: string,
): Row {
  if (!row) throw new NotFoundError(message);
  assertReachable(actor, row.organizationId, message);
  return row;
}

/** `%term%` for ILIKE (or LIKE) with the user's wildcards escaped. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export interface PageRequest {
  limit: number;
  offset: number;
}

/** Splits a list query into its tenancy-scoped filters and its page, for the list queries. */
export function scopedListQuery<Query extends PageRequest & { organizationId?: number }>(
  actor: Actor,
  query: Query,
) {
  const { limit, offset, ...filters } = query;
  const scoped = { ...filters, organizationId: organizationScope(actor, filters.organizationId) };
  return [scoped, { limit, offset }] as const;
}

export async function countWhere(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
): Promise<number> {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return total;
}

/** Rows to ask for a page: one more than shown, which tells whether the page is the last. */
export function withLookahead(page: PageRequest): number {
  return page.limit + 1;
}

/**
 * The ids of one page of `table` (with the lookahead row), in `order`: a subquery aliased
 * 'page' to join the page's rows to. Read from an index in the list's order, the ids cost no
 * joins for the rows a deep page skips; only the page's rows are then joined and read.
 */
export function pageIdsQuery(
  db: Executor,
  table: PgTable,
  id: AnyPgColumn,
  where: SQL | undefined,
  order: SQL[],
  page: PageRequest,
) {
  return db
    .select({ id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(withLookahead(page))
    .offset(page.offset)
    .as('page');
}

/**
 * A page with the total of its list (`{ items, total }`) from `rows` read with
 * `withLookahead`. Counting visits every matching row, the dearest part of a filtered page of a
 * 100,000-row list (DESIGN §10), so it is skipped when the rows already tell the total: without
 * the extra row, this page is the last one.
 */
export async function pageWithTotal<Row>(
  page: PageRequest,
  rows: Row[],
  count: () => Promise<number>,
): Promise<{ items: Row[]; total: number }> {
  const isLastPage = rows.length <= page.limit && (rows.length > 0 || page.offset === 0);
  return {
    items: rows.slice(0, page.limit),
    total: isLastPage ? page.offset + rows.length : await count(),
  };
}
