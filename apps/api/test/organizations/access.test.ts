import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  adminState,
  buildAdminWorld,
  callAs,
  countRows,
  DOCUMENTED_KEYS,
  keysOf,
  sortedKeys,
  type ActorKey,
  type AdminWorld,
  type OrgKey,
} from '../support/admin-world.ts';

let t: TestApp;
let world: AdminWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildAdminWorld(t);
});

const newOrganization = {
  name: 'Cedar Smiles',
  addressLine1: '9 Elm St',
  addressLine2: null,
  city: 'Boston',
  stateCode: 'MA',
  zipCode: '02108',
  countryCode: 'US',
  managerNames: null,
};

describe('every organization route answers 401 without a valid, active token', () => {
  const routes = [
    ['GET', '/api/organizations'],
    ['GET', '/api/organizations/1'],
    ['GET', '/api/organizations/dropdown'],
    ['POST', '/api/organizations'],
  ] as const;

  it.each(routes)('%s %s answers 401 without a token', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      payload: method === 'POST' ? newOrganization : undefined,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in to continue' });
  });

  it.each(routes)('%s %s answers 401 to a forged token', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { authorization: 'Bearer not-a-real-token' },
      payload: method === 'POST' ? newOrganization : undefined,
    });
    expect(response.statusCode).toBe(401);
  });

  it.each(routes)("%s %s answers 401 to an inactive user's token", async (method, url) => {
    const response = await callAs(t, world, 'inactiveEmployeeA', {
      method,
      url,
      payload: method === 'POST' ? newOrganization : undefined,
    });
    expect(response.statusCode).toBe(401);
  });

  it('creates nothing for an anonymous POST /api/organizations', async () => {
    const before = await countRows(t.db, 'organizations');
    await t.app.inject({ method: 'POST', url: '/api/organizations', payload: newOrganization });
    expect(await countRows(t.db, 'organizations')).toBe(before);
  });
});

describe('GET /api/organizations (admin, manager)', () => {
  it.each<[string, ActorKey, string[]]>([
    ['platform admin lists every organization', 'platformAdmin', ['Alder Dental', 'Birch Dental']],
    ['admin of A lists only organization A', 'adminA', ['Alder Dental']],
    ['manager of A lists only organization A', 'managerA', ['Alder Dental']],
    ['admin of B lists only organization B', 'adminB', ['Birch Dental']],
    ['manager of B lists only organization B', 'managerB', ['Birch Dental']],
  ])('%s', async (_rule, actor, names) => {
    const response = await callAs(t, world, actor, { url: '/api/organizations' });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.total).toBe(names.length);
    expect(page.items.map((row: { name: string }) => row.name)).toEqual(names);
  });

  it('answers rows of { id, name, city, stateCode, managerNames[] } inside { items, total }', async () => {
    const response = await callAs(t, world, 'managerA', { url: '/api/organizations' });
    const page = response.json();
    expect(keysOf(page)).toEqual(['items', 'total']);
    expect(keysOf(page.items[0])).toEqual(sortedKeys(DOCUMENTED_KEYS.organizationRow));
    expect(page.items[0]).toEqual({
      id: world.a.organization.id,
      name: 'Alder Dental',
      city: 'Austin',
      stateCode: 'TX',
      managerNames: ['Alice Anders', 'Marco Alvarez'],
    });
  });

  it.each<[string, ActorKey]>([
    ['location manager cannot list organizations (403)', 'locationManagerA'],
    ['employee cannot list organizations (403)', 'employeeA'],
    ['independent employee cannot list organizations (403)', 'independent'],
  ])('%s', async (_rule, actor) => {
    const response = await callAs(t, world, actor, { url: '/api/organizations' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('GET /api/organizations/:id (admin, manager)', () => {
  it.each<[string, ActorKey, OrgKey]>([
    ['platform admin reads organization A', 'platformAdmin', 'a'],
    ['platform admin reads organization B', 'platformAdmin', 'b'],
    ['admin of A reads organization A', 'adminA', 'a'],
    ['manager of A reads organization A', 'managerA', 'a'],
    ['manager of B reads organization B', 'managerB', 'b'],
  ])('%s', async (_rule, actor, org) => {
    const response = await callAs(t, world, actor, {
      url: `/api/organizations/${world[org].organization.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(keysOf(response.json())).toEqual(sortedKeys(DOCUMENTED_KEYS.organizationDetail));
    expect(response.json().id).toBe(world[org].organization.id);
  });

  it('answers the detail with location names and the names of its admins and managers', async () => {
    const response = await callAs(t, world, 'adminA', {
      url: `/api/organizations/${world.a.organization.id}`,
    });
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

  it.each<[string, ActorKey, OrgKey]>([
    ['admin of A cannot read organization B (404)', 'adminA', 'b'],
    ['manager of A cannot read organization B (404)', 'managerA', 'b'],
    ['admin of B cannot read organization A (404)', 'adminB', 'a'],
    ['manager of B cannot read organization A (404)', 'managerB', 'a'],
  ])('%s', async (_rule, actor, org) => {
    const response = await callAs(t, world, actor, {
      url: `/api/organizations/${world[org].organization.id}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(world[org].organization.name);
  });

  it('answers the same 404 for another organization as for one that does not exist', async () => {
    const foreign = await callAs(t, world, 'adminA', {
      url: `/api/organizations/${world.b.organization.id}`,
    });
    const missing = await callAs(t, world, 'adminA', { url: '/api/organizations/999999' });
    expect(missing.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
  });

  it('platform admin gets 404 for an organization that does not exist', async () => {
    const response = await callAs(t, world, 'platformAdmin', { url: '/api/organizations/999999' });
    expect(response.statusCode).toBe(404);
  });

  it.each<[string, ActorKey, OrgKey]>([
    ['location manager cannot read their organization (403)', 'locationManagerA', 'a'],
    ['employee cannot read their organization (403)', 'employeeA', 'a'],
    ['independent employee cannot read an organization (403)', 'independent', 'a'],
  ])('%s', async (_rule, actor, org) => {
    const response = await callAs(t, world, actor, {
      url: `/api/organizations/${world[org].organization.id}`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(world[org].organization.name);
  });
});

describe('GET /api/organizations/dropdown (signed in; org-bound see their own only)', () => {
  const alder = () => ({ value: world.a.organization.id, label: 'Alder Dental' });
  const birch = () => ({ value: world.b.organization.id, label: 'Birch Dental' });

  it.each<[string, ActorKey, OrgKey[]]>([
    ['platform admin picks among every organization', 'platformAdmin', ['a', 'b']],
    ['independent employee picks among every organization', 'independent', ['a', 'b']],
    ['admin of A sees only organization A', 'adminA', ['a']],
    ['manager of A sees only organization A', 'managerA', ['a']],
    ['location manager of A sees only organization A', 'locationManagerA', ['a']],
    ['employee of A sees only organization A', 'employeeA', ['a']],
    ['employee of B sees only organization B', 'employeeB', ['b']],
  ])('%s', async (_rule, actor, orgs) => {
    const response = await callAs(t, world, actor, { url: '/api/organizations/dropdown' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(orgs.map((org) => (org === 'a' ? alder() : birch())));
  });

  // DESIGN §10: a platform admin's pickers search the server rather than load 100,000 options.
  it.each<[string, ActorKey, string, OrgKey[]]>([
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
    [
      'an org-bound user searching for another organization finds nothing',
      'employeeA',
      'search=birch',
      [],
    ],
  ])('%s', async (_rule, actor, query, orgs) => {
    const url = `/api/organizations/dropdown?${query.replace('{B}', String(world.b.organization.id))}`;
    const response = await callAs(t, world, actor, { url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(orgs.map((org) => (org === 'a' ? alder() : birch())));
  });

  it.each([['limit=0'], ['limit=101'], ['organizationId=0'], ['search=' + 'x'.repeat(201)]])(
    'refuses %s (400)',
    async (query) => {
      const response = await callAs(t, world, 'platformAdmin', {
        url: `/api/organizations/dropdown?${query}`,
      });
      expect(response.statusCode).toBe(400);
    },
  );
});

describe('POST /api/organizations (platform admin only)', () => {
  it('platform admin creates an organization and gets its detail (201)', async () => {
    const before = await countRows(t.db, 'organizations');
    const response = await callAs(t, world, 'platformAdmin', {
      method: 'POST',
      url: '/api/organizations',
      payload: newOrganization,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: 'Cedar Smiles',
      addressLine1: '9 Elm St',
      addressLine2: null,
      city: 'Boston',
      stateCode: 'MA',
      zipCode: '02108',
      countryCode: 'US',
      locationNames: [],
      adminNames: [],
    });
    expect(await countRows(t.db, 'organizations')).toBe(before + 1);
  });

  it.each<[string, ActorKey]>([
    ['admin of an organization cannot create an organization (403)', 'adminA'],
    ['manager cannot create an organization (403)', 'managerA'],
    ['location manager cannot create an organization (403)', 'locationManagerA'],
    ['employee cannot create an organization (403)', 'employeeA'],
    ['independent employee cannot create an organization (403)', 'independent'],
  ])('%s', async (_rule, actor) => {
    const before = await adminState(t.db);
    const response = await callAs(t, world, actor, {
      method: 'POST',
      url: '/api/organizations',
      payload: { ...newOrganization, name: `Refused ${actor}` },
    });
    expect(response.statusCode).toBe(403);
    expect(await adminState(t.db)).toEqual(before);
  });
});
