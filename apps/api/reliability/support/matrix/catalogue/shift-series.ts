import {
  addDaysToDate,
  canCreateShift,
  managesLocation,
  weekStartOf,
  type Actor,
} from '@chairside/domain';
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
    // A posted series queues its shifts' alerts for the fan-out worker (issue #24 §2); a preview
    // stores nothing.
    writes: posts ? ['shifts', 'shift_events', 'shift_fanout_jobs'] : [],
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

/**
 * Copying the week of a fresh shift at a place to a week past every slot of the run (so no
 * copy duplicates a shift there): the preview stores nothing, the copy posts the shift again,
 * internal notes and all.
 */
async function copyWeekCase(
  actor: Actor,
  world: MatrixWorld,
  place: Place,
  url: '/api/shifts/copy-week/preview' | '/api/shifts/copy-week',
): Promise<MatrixCall> {
  const local = world.nextSlot();
  const shiftId = await world.shiftAt(place, local);
  const fromWeekStart = weekStartOf(local.slice(0, 10));
  const posts = url === '/api/shifts/copy-week';
  return {
    method: 'POST',
    url,
    payload: {
      fromWeekStart,
      toWeekStart: addDaysToDate(fromWeekStart, 7 * 520),
      locationId: place.locationId,
    },
    status: postingStatus(actor, place, posts ? 201 : 200),
    writes: posts ? ['shifts', 'shift_events', 'shift_fanout_jobs'] : [],
    effect: async () => {
      const stored = await rows<{ location_id: number }>(
        world,
        sql`select location_id from shifts
          where internal_notes = (select internal_notes from shifts where id = ${shiftId})
          order by starts_at`,
      );
      return [
        ...differs('the shift and its copies', stored.length, posts ? 2 : 1),
        ...differs('the copy location', stored.at(-1)?.location_id, place.locationId),
      ];
    },
  };
}

const copyWeek = (target: string, place: Place, arrange: () => Promise<MatrixCall>) => ({
  target,
  org: place.org,
  arrange,
});

/** Issue #16 §1: a repeat's preview and its posting; a week's copy previewed and posted. */
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
  'POST /api/shifts/copy-week/preview': signedIn((actor, world) =>
    world.places.map((place) =>
      copyWeek(`a copied week's preview at ${place.label}`, place, () =>
        copyWeekCase(actor, world, place, '/api/shifts/copy-week/preview'),
      ),
    ),
  ),
  'POST /api/shifts/copy-week': signedIn((actor, world) =>
    world.places.map((place) =>
      copyWeek(`a copied week at ${place.label}`, place, () =>
        copyWeekCase(actor, world, place, '/api/shifts/copy-week'),
      ),
    ),
  ),
};
