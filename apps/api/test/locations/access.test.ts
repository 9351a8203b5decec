import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  adminState,
  buildAdminWorld,
  callAs,
  countRows,
  DOCUMENTED_KEYS,
  keysOf,
  LOCATION_NAMES,
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

let sequence = 0;
const newLocation = (extra: object = {}) => {
  sequence += 1;
  return {
    locationNumber: `NEW-${sequence}`,
    name: `New Office ${sequence}`,
    addressLine1: '1 Congress Ave',
    addressLine2: null,
    city: 'Austin',
    stateCode: 'TX',
    zipCode: '78701',
    countryCode: 'US',
    timezone: 'America/Chicago',
    ...extra,
  };
};

const ALL_NAMES = [...LOCATION_NAMES.a, ...LOCATION_NAMES.b];

describe('every location route answers 401 without a valid, active token', () => {
  const routes = [
    ['GET', '/api/locations'],
    ['GET', '/api/locations/1'],
    ['GET', '/api/locations/dropdown'],
    ['POST', '/api/locations'],
  ] as const;

  it.each(routes)('%s %s answers 401 without a token', async (method, url) => {
    const before = await countRows(t.db, 'locations');
    const response = await t.app.inject({
      method,
      url,
      payload: method === 'POST' ? newLocation({ organizationId: 1 }) : undefined,
    });
    expect(response.statusCode).toBe(401);
    expect(await countRows(t.db, 'locations')).toBe(before);
  });

  it.each(routes)("%s %s answers 401 to an inactive user's token", async (method, url) => {
    const response = await callAs(t, world, 'inactiveEmployeeA', {
      method,
      url,
      payload: method === 'POST' ? newLocation() : undefined,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/locations (admin, manager, location_manager)', () => {
  const listNames = async (actor: ActorKey, query = '') => {
    const response = await callAs(t, world, actor, { url: `/api/locations${query}` });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    return { names: page.items.map((row: { name: string }) => row.name), total: page.total };
  };

  it.each<[string, ActorKey, string, string[]]>([
    ['platform admin lists every location', 'platformAdmin', '', ALL_NAMES],
    [
      'platform admin narrows to one organization',
      'platformAdmin',
      `?organizationId=B`,
      LOCATION_NAMES.b,
    ],
    ['admin of A lists only A locations', 'adminA', '', LOCATION_NAMES.a],
    ['manager of A lists only A locations', 'managerA', '', LOCATION_NAMES.a],
    ['location manager of A lists only A locations', 'locationManagerA', '', LOCATION_NAMES.a],
    [
      "admin of A cannot widen the list to B's locations with organizationId",
      'adminA',
      '?organizationId=B',
      LOCATION_NAMES.a,
    ],
    [
      "location manager of A cannot widen the list to B's locations with organizationId",
      'locationManagerA',
      '?organizationId=B',
      LOCATION_NAMES.a,
    ],
    ['manager of B lists only B locations', 'managerB', '', LOCATION_NAMES.b],
  ])('%s', async (_rule, actor, query, expected) => {
    const resolved = query.replace('=B', `=${world.b.organization.id}`);
    const { names, total } = await listNames(actor, resolved);
    expect(names).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it('answers rows of { id, name, locationNumber, organization, organizationId }', async () => {
    const response = await callAs(t, world, 'locationManagerA', { url: '/api/locations' });
    const [first] = response.json().items;
    expect(keysOf(first)).toEqual(sortedKeys(DOCUMENTED_KEYS.locationRow));
    expect(first).toEqual({
      id: world.a.locations[0].id,
      name: 'Alder North',
      locationNumber: 'A-100',
      organization: 'Alder Dental',
      organizationId: world.a.organization.id,
    });
  });

  it.each<[string, ActorKey]>([
    ['employee cannot list locations (403)', 'employeeA'],
    ['independent employee cannot list locations (403)', 'independent'],
  ])('%s', async (_rule, actor) => {
    const response = await callAs(t, world, actor, { url: '/api/locations' });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/locations/:id (admin, manager, location_manager)', () => {
  it.each<[string, ActorKey, OrgKey, 0 | 1]>([
    ['platform admin reads a location of B', 'platformAdmin', 'b', 0],
    ['admin of A reads a location of A', 'adminA', 'a', 1],
    ['manager of A reads a location of A', 'managerA', 'a', 0],
    ['location manager of A reads the location they manage', 'locationManagerA', 'a', 0],
    ['location manager of A reads another location of A', 'locationManagerA', 'a', 1],
  ])('%s', async (_rule, actor, org, index) => {
    const location = world[org].locations[index];
    const response = await callAs(t, world, actor, { url: `/api/locations/${location.id}` });
    expect(response.statusCode).toBe(200);
    expect(keysOf(response.json())).toEqual(sortedKeys(DOCUMENTED_KEYS.locationDetail));
    expect(response.json()).toMatchObject({ id: location.id, name: location.name });
  });

  it.each<[string, ActorKey, OrgKey]>([
    ['admin of A cannot read a location of B (404)', 'adminA', 'b'],
    ['manager of A cannot read a location of B (404)', 'managerA', 'b'],
    ['location manager of A cannot read a location of B (404)', 'locationManagerA', 'b'],
    ['manager of B cannot read a location of A (404)', 'managerB', 'a'],
  ])('%s', async (_rule, actor, org) => {
    const location = world[org].locations[0];
    const response = await callAs(t, world, actor, { url: `/api/locations/${location.id}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(location.name);
    const missing = await callAs(t, world, actor, { url: '/api/locations/999999' });
    expect(response.json()).toEqual(missing.json());
  });

  it.each<[string, ActorKey]>([
    ['employee cannot read a location (403)', 'employeeA'],
    ['independent employee cannot read a location (403)', 'independent'],
  ])('%s', async (_rule, actor) => {
    const location = world.a.locations[0];
    const response = await callAs(t, world, actor, { url: `/api/locations/${location.id}` });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(location.name);
  });

  it('platform admin gets 404 for a location that does not exist', async () => {
    const response = await callAs(t, world, 'platformAdmin', { url: '/api/locations/999999' });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/locations/dropdown (signed in)', () => {
  const labels = async (actor: ActorKey, query = '') => {
    const response = await callAs(t, world, actor, { url: `/api/locations/dropdown${query}` });
    expect(response.statusCode).toBe(200);
    return response.json().map((option: { label: string }) => option.label);
  };
  const ALDER = ['Alder Dental - Alder North', 'Alder Dental - Alder South'];
  const BIRCH = ['Birch Dental - Birch East', 'Birch Dental - Birch West'];

  it.each<[string, ActorKey, boolean, string[]]>([
    ['platform admin picks among every location', 'platformAdmin', false, [...ALDER, ...BIRCH]],
    ['platform admin narrows the dropdown to one organization', 'platformAdmin', true, BIRCH],
    ['independent employee picks among every location', 'independent', false, [...ALDER, ...BIRCH]],
    ['independent employee narrows the dropdown to one organization', 'independent', true, BIRCH],
    ['admin of A picks among A locations only', 'adminA', false, ALDER],
    ['location manager of A picks among A locations only', 'locationManagerA', false, ALDER],
    ['employee of A picks among A locations only', 'employeeA', false, ALDER],
    ['employee of A cannot widen the dropdown to B', 'employeeA', true, ALDER],
    ['manager of A cannot widen the dropdown to B', 'managerA', true, ALDER],
  ])('%s', async (_rule, actor, narrowToB, expected) => {
    const query = narrowToB ? `?organizationId=${world.b.organization.id}` : '';
    expect(await labels(actor, query)).toEqual(expected);
  });

  it.each<[string, ActorKey, string, string[]]>([
    ['search matches the location part of the label', 'platformAdmin', '?search=NORTH', [ALDER[0]]],
    ['search matches the organization part of the label', 'platformAdmin', '?search=birch', BIRCH],
    ['limit keeps the first options by label', 'platformAdmin', '?limit=3', [...ALDER, BIRCH[0]]],
    ['search stays inside the organization of an org-bound user', 'adminA', '?search=birch', []],
  ])('%s', async (_rule, actor, query, expected) => {
    expect(await labels(actor, query)).toEqual(expected);
  });

  it("answers [{ value, label: 'Organization - Location' }] with the location id as value", async () => {
    const response = await callAs(t, world, 'adminA', { url: '/api/locations/dropdown' });
    expect(response.json()).toEqual([
      { value: world.a.locations[0].id, label: 'Alder Dental - Alder North' },
      { value: world.a.locations[1].id, label: 'Alder Dental - Alder South' },
    ]);
  });
});

describe('POST /api/locations (admin, manager)', () => {
  it.each<[string, ActorKey, OrgKey]>([
    ['platform admin creates a location in the organization they name', 'platformAdmin', 'b'],
    ['admin of A creates a location in A', 'adminA', 'a'],
    ['manager of A creates a location in A', 'managerA', 'a'],
    ['manager of B creates a location in B', 'managerB', 'b'],
  ])('%s', async (_rule, actor, org) => {
    const organizationId = world[org].organization.id;
    const payload = newLocation(actor === 'platformAdmin' ? { organizationId } : {});
    const response = await callAs(t, world, actor, {
      method: 'POST',
      url: '/api/locations',
      payload,
    });
    expect(response.statusCode).toBe(201);
    expect(keysOf(response.json())).toEqual(sortedKeys(DOCUMENTED_KEYS.locationDetail));
    expect(response.json()).toMatchObject({
      name: payload.name,
      locationNumber: payload.locationNumber,
      organizationId,
      organizationName: world[org].organization.name,
      users: [],
    });
  });

  it("admin of A naming organization B still creates in A and leaves B's locations alone", async () => {
    const bLocations = async () =>
      (
        await callAs(t, world, 'platformAdmin', {
          url: `/api/locations?organizationId=${world.b.organization.id}&limit=100`,
        })
      ).json().total;
    const before = await bLocations();
    const response = await callAs(t, world, 'adminA', {
      method: 'POST',
      url: '/api/locations',
      payload: newLocation({ organizationId: world.b.organization.id }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().organizationId).toBe(world.a.organization.id);
    expect(await bLocations()).toBe(before);
  });

  it.each<[string, ActorKey]>([
    ['location manager cannot create a location (403)', 'locationManagerA'],
    ['employee cannot create a location (403)', 'employeeA'],
    ['independent employee cannot create a location (403)', 'independent'],
  ])('%s', async (_rule, actor) => {
    const before = await adminState(t.db);
    const response = await callAs(t, world, actor, {
      method: 'POST',
      url: '/api/locations',
      payload: newLocation({ organizationId: world.a.organization.id }),
    });
    expect(response.statusCode).toBe(403);
    expect(await adminState(t.db)).toEqual(before);
  });
});
