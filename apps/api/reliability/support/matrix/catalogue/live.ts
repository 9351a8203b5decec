import type { Actor } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { RouteSpec } from '../types.ts';
import type { MatrixWorld } from '../world.ts';
import { fixed, signedIn, tagOf } from './cases.ts';
import { rows } from './stored.ts';

async function ticketsOf(world: MatrixWorld, actor: Actor) {
  const [row] = await rows<{ count: number }>(
    world,
    sql`select count(*)::int as count from event_tickets
        where user_id = ${actor.id} and expires_at > now()`,
  );
  return row.count;
}

// Issue #15 §1: every signed-in position may open live updates, each for themselves. The stream
// itself is public in the matrix's sense: the ticket is its credential, never a token, so a
// garbage ticket answers 401 to anybody (a valid one opens a stream the matrix cannot inject).
export const liveRoutes: Record<string, RouteSpec> = {
  'POST /api/events/ticket': signedIn((actor, world) => [
    fixed('a ticket of their own', tagOf(world, actor.organizationId), () => ({
      method: 'POST',
      url: '/api/events/ticket',
      status: 200,
      check: (response: LightMyRequestResponse) =>
        typeof response.json().ticket === 'string' ? [] : ['no ticket in the answer'],
      effect: async () =>
        (await ticketsOf(world, actor)) > 0 ? [] : ['no live ticket stored for the caller'],
    })),
  ]),
  'GET /api/events': {
    access: 'public',
    cases: () => [
      fixed('no target', 'none', () => ({
        method: 'GET',
        url: `/api/events?ticket=${'x'.repeat(43)}`,
        status: 401,
      })),
    ],
  },
};
