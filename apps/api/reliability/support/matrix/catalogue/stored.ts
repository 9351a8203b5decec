import { canReachOrganization, type Actor } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../../test/support/sql.ts';
import type { MatrixWorld } from '../world.ts';

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
