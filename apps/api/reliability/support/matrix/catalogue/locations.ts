import {
  canCreateLocation,
  canListLocations,
  canViewLocation,
  type Actor,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { AUSTIN } from '../../../../test/support/payloads.ts';
import { expectStatus, inReach } from '../expectations.ts';
import type { RouteSpec } from '../types.ts';
import { TOKEN_FOR_ORG } from '../world.ts';
import { filterCases, fixed, noSuchRow, organizationFilters, signedIn, tagOf } from './cases.ts';
import { differs, locationOrganizations, outOfReach, rows } from './stored.ts';

const mayList = (actor: Actor) => [canListLocations(actor), 403] as const;
const mayView = (actor: Actor) => [canViewLocation(actor), 403] as const;

export const locationsRoutes: Record<string, RouteSpec> = {
  'GET /api/locations': signedIn((actor, world) =>
    filterCases(organizationFilters(world), (query) => ({
      method: 'GET',
      url: `/api/locations?limit=100&${query}`,
      status: expectStatus(200, mayList(actor)),
      check: (response) => outOfReach(actor, response.json().items, 'location'),
    })),
  ),
  'GET /api/locations/dropdown': signedIn((actor, world) =>
    filterCases(organizationFilters(world), (query) => ({
      method: 'GET',
      url: `/api/locations/dropdown?${query}`,
      status: 200,
      check: async (response) => {
        const organizations = await locationOrganizations(world);
        const options: { value: number }[] = response.json();
        return outOfReach(
          actor,
          options.map((option) => ({
            organizationId: organizations.get(option.value) ?? null,
          })),
          'location option',
        );
      },
    })),
  ),
  'GET /api/locations/map': signedIn((actor, world) =>
    filterCases(organizationFilters(world), (query) => ({
      method: 'GET',
      url: `/api/locations/map?${query}`,
      status: 200,
      check: (response) => outOfReach(actor, response.json(), 'map location'),
    })),
  ),
  'GET /api/locations/:id': signedIn((actor, world) => [
    ...world.places.map((place) =>
      fixed(place.label, place.org, () => ({
        method: 'GET',
        url: `/api/locations/${place.locationId}`,
        status: expectStatus(200, mayView(actor), inReach(actor, place.organizationId)),
      })),
    ),
    noSuchRow(
      'a location that does not exist',
      'GET',
      '/api/locations',
      expectStatus(404, mayView(actor)),
    ),
  ]),
  // An organization-bound caller always creates in their own organization, whatever is sent.
  'POST /api/locations': signedIn((actor, world) =>
    organizationFilters(world).map((filter) =>
      fixed(`a new location, ${filter.label}`, filter.org, () => {
        const requested = filter.org === 'none' ? undefined : world.org(filter.org).organization.id;
        const organizationId = actor.organizationId ?? requested ?? null;
        const tag = tagOf(world, organizationId);
        const locationNumber = `M-${world.unique()}`;
        return {
          method: 'POST',
          url: '/api/locations',
          payload: {
            organizationId: requested,
            locationNumber,
            name: `${tag === 'none' ? 'Nowhere' : TOKEN_FOR_ORG[tag]} Annex ${locationNumber}`,
            addressLine1: '2 Annex Rd',
            ...AUSTIN,
            latitude: 30.27,
            longitude: -97.74,
          },
          status: expectStatus(
            201,
            [canCreateLocation(actor), 403],
            [organizationId !== null, 400],
          ),
          writes: ['locations'],
          effect: async () => {
            const [created] = await rows<{ organization_id: number }>(
              world,
              sql`select organization_id from locations where location_number = ${locationNumber}`,
            );
            return differs(
              'the new location organization',
              created?.organization_id,
              organizationId,
            );
          },
        };
      }),
    ),
  ),
};
