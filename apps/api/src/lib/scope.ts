import { canReachOrganization, type Actor } from '@chairside/domain';
import { NotFoundError } from './errors.ts';

/**
 * DESIGN §5 tenancy: the organization a query must stay inside. An org-bound actor is pinned to
 * their own organization whatever they ask for; a platform actor may narrow to one or see all.
 */
export function organizationScope(actor: Actor, requested?: number): number | undefined {
  return actor.organizationId ?? requested;
}

/** Objects of another organization do not exist for this actor (404, never 403). */
export function assertReachable(actor: Actor, organizationId: number | null): void {
  if (!canReachOrganization(actor, organizationId)) throw new NotFoundError();
}

/** `%term%` for ILIKE with the user's wildcards escaped. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Splits a list query into its tenancy-scoped filters and its page, for the list queries. */
export function scopedListQuery<
  Query extends { limit: number; offset: number; organizationId?: number },
>(actor: Actor, query: Query) {
  const { limit, offset, ...filters } = query;
  const scoped = { ...filters, organizationId: organizationScope(actor, filters.organizationId) };
  return [scoped, { limit, offset }] as const;
}
