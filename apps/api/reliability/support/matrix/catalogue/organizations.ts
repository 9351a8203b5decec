import {
  canBrowseOrganizations,
  canCreateOrganization,
  canViewOrganization,
  type Actor,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { expectStatus, inReach } from '../expectations.ts';
import type { RouteSpec } from '../types.ts';
import { fixed, noSuchRow, signedIn } from './cases.ts';
import { outOfReach, rows } from './stored.ts';

const organizationsIn = (items: { id: number }[]) =>
  items.map((item) => ({ organizationId: item.id }));

const mayBrowse = (actor: Actor) => [canBrowseOrganizations(actor), 403] as const;
const mayView = (actor: Actor) => [canViewOrganization(actor), 403] as const;

export const organizationsRoutes: Record<string, RouteSpec> = {
  'GET /api/organizations': signedIn((actor) => [
    fixed('every organization', 'none', () => ({
      method: 'GET',
      url: '/api/organizations?limit=100',
      status: expectStatus(200, mayBrowse(actor)),
      check: (response) =>
        outOfReach(actor, organizationsIn(response.json().items), 'organization'),
    })),
  ]),
  'GET /api/organizations/dropdown': signedIn((actor) => [
    fixed('every organization', 'none', () => ({
      method: 'GET',
      url: '/api/organizations/dropdown',
      status: 200,
      check: (response) =>
        outOfReach(
          actor,
          response.json().map((option: { value: number }) => ({ organizationId: option.value })),
          'option',
        ),
    })),
  ]),
  'GET /api/organizations/:id': signedIn((actor, world) => [
    ...(['A', 'B'] as const).map((letter) => {
      const id = world.org(letter).organization.id;
      return fixed(`organization ${letter}`, letter, () => ({
        method: 'GET',
        url: `/api/organizations/${id}`,
        status: expectStatus(200, mayView(actor), inReach(actor, id)),
      }));
    }),
    noSuchRow(
      'an organization that does not exist',
      'GET',
      '/api/organizations',
      expectStatus(404, mayView(actor)),
    ),
  ]),
  'POST /api/organizations': signedIn((actor, world) => [
    fixed('a new organization', 'none', () => {
      const name = `Cedar Dental ${world.unique()}`;
      return {
        method: 'POST',
        url: '/api/organizations',
        payload: {
          name,
          addressLine1: '1 Cedar St',
          city: 'Dallas',
          stateCode: 'TX',
          zipCode: '75201',
        },
        status: expectStatus(201, [canCreateOrganization(actor), 403]),
        writes: ['organizations'],
        effect: async () => {
          const [created] = await rows<{ id: number }>(
            world,
            sql`select id from organizations where name = ${name}`,
          );
          if (!created) return [`${name} was not stored`];
          // Its data must now stay away from callers of A and B too.
          world.registry.addOrganization(created.id, [name]);
          return [];
        },
      };
    }),
  ]),
};
