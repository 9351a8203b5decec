import { canEditOrganizationSettings, type Actor } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { expectStatus, inReach } from '../expectations.ts';
import type { RouteSpec } from '../types.ts';
import type { MatrixWorld } from '../world.ts';
import { fixed, signedIn } from './cases.ts';
import { differs, rows } from './stored.ts';

const NO_SUCH_ORGANIZATION = 2_000_000_000;

const mayEdit = (actor: Actor, organizationId: number) =>
  [canEditOrganizationSettings(actor, organizationId), 403] as const;

function settingsCases(actor: Actor, world: MatrixWorld, method: 'GET' | 'PUT') {
  return [
    ...(['A', 'B'] as const).map((letter) => {
      const id = world.org(letter).organization.id;
      return fixed(`organization ${letter}'s settings`, letter, () => ({
        method,
        url: `/api/organizations/${id}/settings`,
        ...(method === 'PUT'
          ? {
              payload: { offerResponseHours: 48 },
              writes: ['organizations'],
              effect: async () => {
                const [stored] = await rows<{ hours: number }>(
                  world,
                  sql`select offer_response_hours as hours from organizations where id = ${id}`,
                );
                return differs('the settings', stored, { hours: 48 });
              },
            }
          : {}),
        status: expectStatus(200, inReach(actor, id), mayEdit(actor, id)),
      }));
    }),
    fixed('an organization that does not exist', 'none', () => ({
      method,
      url: `/api/organizations/${NO_SUCH_ORGANIZATION}/settings`,
      ...(method === 'PUT' ? { payload: { offerResponseHours: 48 } } : {}),
      status: expectStatus(
        404,
        inReach(actor, NO_SUCH_ORGANIZATION),
        mayEdit(actor, NO_SUCH_ORGANIZATION),
      ),
    })),
  ];
}

export const organizationSettingsRoutes: Record<string, RouteSpec> = {
  'GET /api/organizations/:id/settings': signedIn((actor, world) =>
    settingsCases(actor, world, 'GET'),
  ),
  'PUT /api/organizations/:id/settings': signedIn((actor, world) =>
    settingsCases(actor, world, 'PUT'),
  ),
};
