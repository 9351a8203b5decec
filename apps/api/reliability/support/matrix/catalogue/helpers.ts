import { canReachOrganization, type Actor } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../../test/support/sql.ts';
import type { MatrixCall, MatrixCase, OrgTag } from '../types.ts';
import type { MatrixWorld, OrgLetter } from '../world.ts';

export const NO_SUCH_ID = 2_000_000_000;

/** The tag of an organization id of the world ('none' for no organization or another one). */
export function tagOf(world: MatrixWorld, organizationId: number | null): OrgTag {
  if (organizationId === world.org('A').organization.id) return 'A';
  if (organizationId === world.org('B').organization.id) return 'B';
  return 'none';
}

/** A case whose call is known up front. */
export function fixed(target: string, org: OrgTag, call: () => MatrixCall): MatrixCase {
  return { target, org, arrange: async () => call() };
}

/** `?organizationId=` of each organization, and none: a filter must never widen the reach. */
export function organizationFilters(world: MatrixWorld) {
  return [
    { label: 'no organization filter', org: 'none' as OrgTag, query: '' },
    ...(['A', 'B'] as const).map((letter: OrgLetter) => ({
      label: `filtered to organization ${letter}`,
      org: letter as OrgTag,
      query: `organizationId=${world.org(letter).organization.id}`,
    })),
  ];
}

/** `?locationId=` of each location of A and B: a filter on a place out of reach finds nothing. */
export function locationFilters(world: MatrixWorld) {
  return world.places.map((place) => ({
    label: `filtered to ${place.label}`,
    org: place.org as OrgTag,
    query: `locationId=${place.locationId}`,
  }));
}

/** Items of a list answer that belong to an organization the caller cannot reach. */
export function outOfReach(
  actor: Actor,
  items: readonly { organizationId: number | null }[],
  what: string,
): string[] {
  return items
    .filter((item) => !canReachOrganization(actor, item.organizationId))
    .map((item) => `${what} of organization ${item.organizationId} is out of reach`);
}

export async function rows<T>(world: MatrixWorld, query: ReturnType<typeof sql>): Promise<T[]> {
  return queryRows<T>(world.t.db, query);
}

/** The organization of each location id (one query per answer). */
export async function locationOrganizations(world: MatrixWorld): Promise<Map<number, number>> {
  const found = await rows<{ id: number; organization_id: number }>(
    world,
    sql`select id, organization_id from locations`,
  );
  return new Map(found.map((row) => [row.id, row.organization_id]));
}

/** Problems when `actual` differs from `expected`, for effect checks. */
export function differs(what: string, actual: unknown, expected: unknown): string[] {
  return JSON.stringify(actual) === JSON.stringify(expected)
    ? []
    : [`${what} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`];
}
