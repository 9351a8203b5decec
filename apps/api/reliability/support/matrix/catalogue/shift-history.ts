import { isRestrictedShiftView, mayReadDeletedShiftHistory } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { expectStatus, inReach } from '../expectations.ts';
import type { MatrixCase, RouteSpec } from '../types.ts';
import type { MatrixWorld, Place } from '../world.ts';
import { fixed, NO_SUCH_ID, signedIn } from './cases.ts';
import { differs, rows } from './stored.ts';

/** A fresh shift at `place` with a system entry and the org's colleague's request. */
async function shiftWithHistory(world: MatrixWorld, place: Place) {
  const shiftId = await world.shiftAt(place);
  const colleague = world.org(place.org).colleague.id;
  await rows(
    world,
    sql`insert into shift_events (shift_id, organization_id, location_id, actor_id, subject_id, kind)
      values (${shiftId}, ${place.organizationId}, ${place.locationId}, null, null, 'posted'),
        (${shiftId}, ${place.organizationId}, ${place.locationId}, ${colleague}, ${colleague}, 'requested')`,
  );
  return shiftId;
}

/** Issue #16 §4: a shift's history, and a deleted shift's for its organization's admins. */
export const shiftHistoryRoutes: Record<string, RouteSpec> = {
  'GET /api/shifts/:shiftId/history': signedIn((actor, world) => [
    ...world.places.map((place): MatrixCase => ({
      target: `the history of a shift at ${place.label}`,
      org: place.org,
      arrange: async () => {
        const shiftId = await shiftWithHistory(world, place);
        return {
          method: 'GET',
          url: `/api/shifts/${shiftId}/history`,
          status: expectStatus(200, inReach(actor, place.organizationId)),
          // The caller is never the colleague: under the restricted view nothing is theirs.
          check: (response) =>
            differs(
              'the entries shown',
              (response.json() as unknown[]).length,
              isRestrictedShiftView(actor, place) ? 0 : 2,
            ),
        };
      },
    })),
    ...world.places.map((place): MatrixCase => ({
      target: `the history of a deleted shift at ${place.label}`,
      org: place.org,
      arrange: async () => {
        const shiftId = await shiftWithHistory(world, place);
        await rows(world, sql`delete from shifts where id = ${shiftId}`);
        await rows(
          world,
          sql`insert into shift_events (shift_id, organization_id, location_id, kind)
              values (${shiftId}, ${place.organizationId}, ${place.locationId}, 'deleted')`,
        );
        return {
          method: 'GET',
          url: `/api/shifts/${shiftId}/history`,
          status: expectStatus(200, [mayReadDeletedShiftHistory(actor, place.organizationId), 404]),
        };
      },
    })),
    fixed('a shift that does not exist', 'none', () => ({
      method: 'GET',
      url: `/api/shifts/${NO_SUCH_ID}/history`,
      status: 404,
    })),
  ]),
};
