import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import {
  countRows,
  expectDocumentedKeys,
  keysOf,
  type ActorKey,
  type OrgKey,
} from '../support/admin-world.ts';
import { newOrganization } from '../support/payloads.ts';

const { t, world, get, post } = adminWorldForFile();

describe('GET /api/organizations (admin, manager)', () => {
  it.each<[string, ActorKey, string[]]>([
    ['platform admin lists every organization', 'platformAdmin', ['Alder Dental', 'Birch Dental']],
    ['admin of A lists only organization A', 'adminA', ['Alder Dental']],
    ['manager of A lists only organization A', 'managerA', ['Alder Dental']],
    ['admin of B lists only organization B', 'adminB', ['Birch Dental']],
    ['manager of B lists only organization B', 'managerB', ['Birch Dental']],
  ])('%s', async (_rule, actor, names) => {
    const response = await get(actor, '/api/organizations');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.total).toBe(names.length);
    expect(page.items.map((row: { name: string }) => row.name)).toEqual(names);
  });

  it('answers rows of { id, name, city, stateCode, managerNames[] } inside { items, total }', async () => {
    const response = await get('managerA', '/api/organizations');
    const page = response.json();
    expect(keysOf(page)).toEqual(['items', 'total']);
    expectDocumentedKeys(page.items[0], 'organizationRow');
    expect(page.items[0]).toEqual({
      id: world.a.organization.id,
      name: 'Alder Dental',
      city: 'Austin',
      stateCode: 'TX',
      managerNames: ['Alice Anders', 'Marco Alvarez'],
    });
  });
});

describe('GET /api/organizations/:id (admin, manager)', () => {
  it('answers the detail with location names and the names of its admins and managers', async () => {
    const response = await get('adminA', `/api/organizations/${world.a.organization.id}`);
    const { organization } = world.a;
    expect(response.json()).toEqual({
      id: organization.id,
      name: 'Alder Dental',
      addressLine1: organization.addressLine1,
      addressLine2: null,
      city: 'Austin',
      stateCode: 'TX',
      zipCode: '78701',
      countryCode: 'US',
      locationNames: ['Alder North', 'Alder South'],
      adminNames: ['Alice Anders', 'Marco Alvarez'],
    });
  });
});

describe('GET /api/organizations/dropdown (signed in; org-bound see their own only)', () => {
  const alder = () => ({ value: world.a.organization.id, label: 'Alder Dental' });
  const birch = () => ({ value: world.b.organization.id, label: 'Birch Dental' });

  // DESIGN §10: a platform admin's pickers search the server rather than load 100,000 options.
  it.each<[string, ActorKey, string, OrgKey[]]>([
    ['platform admin picks among every organization', 'platformAdmin', '', ['a', 'b']],
    ['independent employee picks among every organization', 'independent', '', ['a', 'b']],
    ['admin of A sees only organization A', 'adminA', '', ['a']],
    ['manager of A sees only organization A', 'managerA', '', ['a']],
    ['location manager of A sees only organization A', 'locationManagerA', '', ['a']],
    ['employee of A sees only organization A', 'employeeA', '', ['a']],
    ['employee of B sees only organization B', 'employeeB', '', ['b']],
    ['search keeps the names containing it, any case', 'platformAdmin', 'search=BIRCH', ['b']],
    ['search treats % and _ literally', 'platformAdmin', 'search=%25', []],
    ['limit keeps the first options by name', 'platformAdmin', 'limit=1', ['a']],
    ['search and limit together', 'platformAdmin', 'search=dental&limit=1', ['a']],
    [
      'organizationId answers that organization alone',
      'platformAdmin',
      'organizationId={B}',
      ['b'],
    ],
    [
      'an org-bound user asking for another organization gets their own',
      'adminA',
      'organizationId={B}',
      ['a'],
    ],
    ['id answers that organization alone', 'platformAdmin', 'id={B}', ['b']],
    ['id stays inside the organization of an org-bound user', 'adminA', 'id={B}', []],
    [
      'an org-bound user searching for another organization finds nothing',
      'employeeA',
      'search=birch',
      [],
    ],
  ])('%s', async (_rule, actor, query, orgs) => {
    const url = `/api/organizations/dropdown?${query.replace('{B}', String(world.b.organization.id))}`;
    const response = await get(actor, url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(orgs.map((org) => (org === 'a' ? alder() : birch())));
  });

  it.each([
    ['limit=0'],
    ['limit=101'],
    ['organizationId=0'],
    ['id=0'],
    ['search=' + 'x'.repeat(201)],
  ])('refuses %s (400)', async (query) => {
    const response = await get('platformAdmin', `/api/organizations/dropdown?${query}`);
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/organizations (platform admin only)', () => {
  it('platform admin creates an organization and gets its detail (201)', async () => {
    const before = await countRows(t.db, 'organizations');
    const response = await post('platformAdmin', '/api/organizations', newOrganization());
    expect(response.statusCode).toBe(201);
    // What was sent (the manager names are not part of the detail), with an id and no people yet.
    expect(response.json()).toEqual({
      ...newOrganization({ managerNames: undefined }),
      id: expect.any(Number),
      locationNames: [],
      adminNames: [],
    });
    expect(await countRows(t.db, 'organizations')).toBe(before + 1);
  });
});
