import { canCreateShift, managesLocation, type Actor } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { expectStatus, inReach } from '../expectations.ts';
import type { MatrixWorld, Place } from '../world.ts';
import type { MatrixCall, RouteSpec } from '../types.ts';
import { fixed, signedIn } from './cases.ts';
import { differs, rows } from './stored.ts';

/** Add Shift's payload at a place with a repeat of one chosen date (issue #16 §1). */
function repeatPayload(world: MatrixWorld, place: Place, internalNotes: string) {
  const date = world.nextSlot();
  return {
    shift: {
      locationId: place.locationId,
      date,
      position: 'Hygienist',
      totalMinutes: 120,
      lunchMinutes: 30,
      internalNotes,
    },
    repeat: { kind: 'dates', dates: [date.slice(0, 10)] },
  };
}

/** Like POST /shifts: a location manager only at their locations, nobody in another organization. */
const postingStatus = (actor: Actor, place: Place, ok: number) =>
  expectStatus(ok, [canCreateShift(actor), 403], inReach(actor, place.organizationId), [
    managesLocation(actor, place.locationId),
    403,
  ]);

function seriesCase(
  actor: Actor,
  world: MatrixWorld,
  place: Place,
  url: '/api/shifts/preview' | '/api/shifts/series',
): MatrixCall {
  const internalNotes = world.registry.internalNote({
    locationId: place.locationId,
    organizationId: place.organizationId,
  });
  const posts = url === '/api/shifts/series';
  return {
    method: 'POST',
    url,
    payload: repeatPayload(world, place, internalNotes),
    status: postingStatus(actor, place, posts ? 201 : 200),
    // A posted series alerts the people its shifts fit (issue #14 §2); a preview stores nothing.
    writes: posts ? ['shifts', 'shift_events', 'notifications', 'outbox', 'new_shift_alerts'] : [],
    effect: async () => {
      const stored = await rows<{ location_id: number; series_id: string | null }>(
        world,
        sql`select location_id, series_id from shifts where internal_notes = ${internalNotes}`,
      );
      if (!posts) return differs('shifts stored by a preview', stored.length, 0);
      return [
        ...differs('the series shift location', stored[0]?.location_id, place.locationId),
        ...differs('the series shift having a series', stored[0]?.series_id != null, true),
      ];
    },
  };
}

/** Issue #16 §1: a repeat's preview and its posting. */
export const shiftSeriesRoutes: Record<string, RouteSpec> = {
  'POST /api/shifts/preview': signedIn((actor, world) =>
    world.places.map((place) =>
      fixed(`a repeat's preview at ${place.label}`, place.org, () =>
        seriesCase(actor, world, place, '/api/shifts/preview'),
      ),
    ),
  ),
  'POST /api/shifts/series': signedIn((actor, world) =>
    world.places.map((place) =>
      fixed(`a series at ${place.label}`, place.org, () =>
        seriesCase(actor, world, place, '/api/shifts/series'),
      ),
    ),
  ),
};
