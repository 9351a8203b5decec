import { canReachOrganization, type Actor } from '@chairside/domain';
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { NotFoundError } from './errors.ts';

/**
 * DESIGN §5 tenancy: the organization a query must stay inside. An org-bound actor is pinned to
 * their own organization whatever they ask for; a platform actor may narrow to one or see all.
 */
export function organizationScope(actor: Actor, requested?: number): number | undefined {
  return actor.organizationId ?? requested;
}

/** Rows of `organizationId` by their `column`; no condition when the scope is every organization. */
export function inOrganization(
  column: AnyPgColumn,
  organizationId: number | undefined,
): SQL | undefined {
  return organizationId === undefined ? undefined : eq(column, organizationId);
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

/** A list read inside the actor's scope, narrowed by a search of its names. */
export interface ScopedSearch {
  organizationId?: number;
  search?: string;
}

/**
 * The rows of a scoped search: in the scope's organization (by `organizationColumn`), with the
 * search in any of `searched`, any case.
 */
export function scopedSearchWhere(
  organizationColumn: AnyPgColumn,
  searched: AnyPgColumn[],
  filters: ScopedSearch,
): SQL | undefined {
  const pattern = filters.search ? containsPattern(filters.search) : null;
  return and(
    inOrganization(organizationColumn, filters.organizationId),
    pattern ? or(...searched.map((column) => ilike(column, pattern))) : undefined,
  );
}

/** A dropdown's options: a scoped search, the one option `id`, and at most `limit` of them. */
export interface OptionFilters extends ScopedSearch {
  id?: number;
  limit?: number;
}

/** The options a dropdown query finds: all of them, or the first `limit`. */
export function upToLimit<Query extends { limit(limit: number): Query }>(
  query: Query,
  limit: number | undefined,
): Query {
  return limit === undefined ? query : query.limit(limit);
}

/** `%term%` for ILIKE (or LIKE) with the user's wildcards escaped. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
