import { canManageShiftTemplates, type Actor } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { expectStatus, inReach, type Gate } from '../expectations.ts';
import type { MatrixCase, RouteSpec } from '../types.ts';
import type { MatrixWorld, Place } from '../world.ts';
import { fixed, NO_SUCH_ID, signedIn } from './cases.ts';
import { differs, rows } from './stored.ts';

const urlOf = (place: Place) => `/api/locations/${place.locationId}/shift-templates`;

const payload = (name: string) => ({
  name,
  position: 'Hygienist',
  specialty: null,
  startTime: '07:00',
  endTime: '16:00',
  lunchMinutes: 60,
  notes: null,
});

/** Issue #16 §1: 404 beyond the organization, 403 for those who may not post shifts there. */
const gates = (actor: Actor, place: Place): Gate[] => [
  inReach(actor, place.organizationId),
  [canManageShiftTemplates(actor, place), 403],
];

async function templateAt(world: MatrixWorld, place: Place): Promise<number> {
  const [row] = await rows<{ id: number }>(
    world,
    sql`insert into shift_templates (location_id, name, position, start_time, end_time, lunch_minutes)
        values (${place.locationId}, ${`Matrix ${world.unique()}`}, 'Hygienist', '07:00', '16:00', 60)
        returning id`,
  );
  return row.id;
}

/** Each place's templates, and a location or template that does not exist. */
function perPlace(
  method: 'PATCH' | 'DELETE',
  ok: number,
  call: (
    world: MatrixWorld,
    templateId: number,
  ) => { payload?: unknown; effect: () => Promise<string[]> },
): RouteSpec {
  return signedIn((actor, world) => [
    ...world.places.map((place): MatrixCase => ({
      target: `a template of ${place.label}`,
      org: place.org,
      arrange: async () => {
        const templateId = await templateAt(world, place);
        return {
          method,
          url: `${urlOf(place)}/${templateId}`,
          status: expectStatus(ok, ...gates(actor, place)),
          writes: ['shift_templates'],
          ...call(world, templateId),
        };
      },
    })),
    fixed('a template that does not exist', world.places[0].org, () => ({
      method,
      url: `${urlOf(world.places[0])}/${NO_SUCH_ID}`,
      payload: method === 'PATCH' ? payload('Nowhere') : undefined,
      status: expectStatus(404, ...gates(actor, world.places[0])),
    })),
  ]);
}

const stored = (world: MatrixWorld, templateId: number) =>
  rows<{ name: string }>(world, sql`select name from shift_templates where id = ${templateId}`);

export const shiftTemplatesRoutes: Record<string, RouteSpec> = {
  'GET /api/locations/:locationId/shift-templates': signedIn((actor, world) => [
    ...world.places.map((place) =>
      fixed(place.label, place.org, () => ({
        method: 'GET',
        url: urlOf(place),
        status: expectStatus(200, ...gates(actor, place)),
      })),
    ),
    fixed('a location that does not exist', 'none', () => ({
      method: 'GET',
      url: `/api/locations/${NO_SUCH_ID}/shift-templates`,
      status: 404,
    })),
  ]),
  'POST /api/locations/:locationId/shift-templates': signedIn((actor, world) => [
    ...world.places.map((place) =>
      fixed(`a new template at ${place.label}`, place.org, () => {
        const name = `Matrix ${world.unique()}`;
        return {
          method: 'POST',
          url: urlOf(place),
          payload: payload(name),
          status: expectStatus(201, ...gates(actor, place)),
          writes: ['shift_templates'],
          effect: async () => {
            const [row] = await rows<{ location_id: number }>(
              world,
              sql`select location_id from shift_templates where name = ${name}`,
            );
            return differs('the new template location', row?.location_id, place.locationId);
          },
        };
      }),
    ),
    fixed('a location that does not exist', 'none', () => ({
      method: 'POST',
      url: `/api/locations/${NO_SUCH_ID}/shift-templates`,
      payload: payload('Nowhere'),
      status: 404,
    })),
  ]),
  'PATCH /api/locations/:locationId/shift-templates/:templateId': perPlace(
    'PATCH',
    200,
    (world, templateId) => {
      const name = `Renamed ${world.unique()}`;
      return {
        payload: payload(name),
        effect: async () =>
          differs('the renamed template', (await stored(world, templateId))[0]?.name, name),
      };
    },
  ),
  'DELETE /api/locations/:locationId/shift-templates/:templateId': perPlace(
    'DELETE',
    204,
    (world, templateId) => ({
      effect: async () =>
        (await stored(world, templateId)).length === 0 ? [] : ['the template is still there'],
    }),
  ),
};
