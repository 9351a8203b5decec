import { calendarFeedScopes, locationFeedScope, type Actor } from '@chairside/domain';
import type { LightMyRequestResponse } from 'fastify';
import type { MatrixCase, OrgTag, RouteSpec } from '../types.ts';
import type { MatrixWorld } from '../world.ts';
import { sql } from 'drizzle-orm';
import { fixed, signedIn, tagOf } from './cases.ts';
import { differs, rows } from './stored.ts';

const own = (world: MatrixWorld, actor: Actor) => tagOf(world, actor.organizationId);

/** The feeds the domain rule lets the actor hold among the locations stored now. */
async function expectedScopes(world: MatrixWorld, actor: Actor) {
  const stored = await rows<{ id: number }>(
    world,
    sql`select id from locations where organization_id = ${actor.organizationId ?? 0}`,
  );
  return calendarFeedScopes(
    actor,
    stored.map((row) => Number(row.id)),
  ).sort();
}

// Issue #15 §2: everyone has their own feed; managers one per location they manage, and
// organization-wide managers and admins the organization's. Another's feed is out of reach (404).
export const calendarFeedsRoutes: Record<string, RouteSpec> = {
  'GET /api/calendar/feeds': signedIn((actor, world) => [
    fixed('their own feeds', own(world, actor), () => ({
      method: 'GET',
      url: '/api/calendar/feeds',
      status: 200,
      // Feeds are created on first read.
      writes: ['calendar_feeds'],
      check: async (response: LightMyRequestResponse) => {
        const scopes = response
          .json()
          .feeds.map((feed: { scope: string }) => feed.scope)
          .sort();
        return differs('feed scopes', scopes, await expectedScopes(world, actor));
      },
    })),
  ]),
  'POST /api/calendar/feeds/:scope/regenerate': signedIn((actor, world) => {
    const reset = (scope: string, org: OrgTag): MatrixCase => ({
      target: `the ${scope} feed`,
      org,
      arrange: async () => ({
        method: 'POST',
        url: `/api/calendar/feeds/${scope}/regenerate`,
        status: (await expectedScopes(world, actor)).includes(scope) ? 200 : 404,
        writes: ['calendar_feeds'],
      }),
    });
    return [
      reset('mine', own(world, actor)),
      reset('organization', own(world, actor)),
      ...world.places.map((place) => reset(locationFeedScope(place.locationId), place.org)),
    ];
  }),
};
