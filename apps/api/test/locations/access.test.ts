import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import {
  expectDocumentedKeys,
  LOCATION_NAMES,
  type ActorKey,
  type OrgKey,
} from '../support/admin-world.ts';
import { newLocation } from '../support/payloads.ts';
import { perActor } from '../support/per-actor.ts';

const { world, get, post } = adminWorldForFile();

const ALL_NAMES = [...LOCATION_NAMES.a, ...LOCATION_NAMES.b];

describe('GET /api/locations (admin, manager, location_manager)', () => {
  const listNames = async (actor: ActorKey, query = '') => {
    const response = await get(actor, `/api/locations${query}`);
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
    const response = await get('locationManagerA', '/api/locations');
    const [first] = response.json().items;
    expectDocumentedKeys(first, 'locationRow');
    expect(first).toEqual({
      id: world.a.locations[0].id,
      name: 'Alder North',
      locationNumber: 'A-100',
      organization: 'Alder Dental',
      organizationId: world.a.organization.id,
    });
  });
});

describe('GET /api/locations/dropdown (signed in)', () => {
  const labels = async (actor: ActorKey, query = '') => {
    const response = await get(actor, `/api/locations/dropdown${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().map((option: { label: string }) => option.label);
  };
  const ALDER = ['Alder Dental - Alder North', 'Alder Dental - Alder South'];
  const BIRCH = ['Birch Dental - Birch East', 'Birch Dental - Birch West'];

  it.each<[string, ActorKey, string, string[]]>([
    ['platform admin picks among every location', 'platformAdmin', '', [...ALDER, ...BIRCH]],
    [
      'platform admin narrows the dropdown to one organization',
      'platformAdmin',
      '?organizationId={B}',
      BIRCH,
    ],
    ['independent employee picks among every location', 'independent', '', [...ALDER, ...BIRCH]],
    [
      'independent employee narrows the dropdown to one organization',
      'independent',
      '?organizationId={B}',
      BIRCH,
    ],
    ['admin of A picks among A locations only', 'adminA', '', ALDER],
    ['location manager of A picks among A locations only', 'locationManagerA', '', ALDER],
    ['employee of A picks among A locations only', 'employeeA', '', ALDER],
    ['employee of A cannot widen the dropdown to B', 'employeeA', '?organizationId={B}', ALDER],
    ['manager of A cannot widen the dropdown to B', 'managerA', '?organizationId={B}', ALDER],
    ['search matches the location part of the label', 'platformAdmin', '?search=NORTH', [ALDER[0]]],
    ['search matches the organization part of the label', 'platformAdmin', '?search=birch', BIRCH],
    ['limit keeps the first options by label', 'platformAdmin', '?limit=3', [...ALDER, BIRCH[0]]],
    ['search stays inside the organization of an org-bound user', 'adminA', '?search=birch', []],
    [
      'id answers that location alone (a picker naming its choice)',
      'platformAdmin',
      '?id={B1}',
      [BIRCH[0]],
    ],
    ['id stays inside the organization of an org-bound user', 'adminA', '?id={B1}', []],
  ])('%s', async (_rule, actor, query, expected) => {
    const filled = query
      .replace('{B}', String(world.b.organization.id))
      .replace('{B1}', String(world.b.locations[0].id));
    expect(await labels(actor, filled)).toEqual(expected);
  });

  it.each([['?id=0'], ['?id=abc']])('refuses %s (400)', async (query) => {
    expect((await get('platformAdmin', `/api/locations/dropdown${query}`)).statusCode).toBe(400);
  });

  it("answers [{ value, label: 'Organization - Location' }] with the location id as value", async () => {
    const response = await get('adminA', '/api/locations/dropdown');
    expect(response.json()).toEqual([
      { value: world.a.locations[0].id, label: 'Alder Dental - Alder North' },
      { value: world.a.locations[1].id, label: 'Alder Dental - Alder South' },
    ]);
  });
});

describe('POST /api/locations (admin, manager)', () => {
  // The platform admin names the organization; the others create in their own.
  it.each(
    perActor<OrgKey>({ platformAdmin: ['b'], adminA: ['a'], managerA: ['a'], managerB: ['b'] }),
  )('%s creates a location in organization %s', async (actor, org) => {
    const organizationId = world[org].organization.id;
    const payload = newLocation(actor === 'platformAdmin' ? { organizationId } : {});
    const response = await post(actor, '/api/locations', payload);
    expect(response.statusCode).toBe(201);
    expectDocumentedKeys(response.json(), 'locationDetail');
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
        await get(
          'platformAdmin',
          `/api/locations?organizationId=${world.b.organization.id}&limit=100`,
        )
      ).json().total;
    const before = await bLocations();
    const response = await post(
      'adminA',
      '/api/locations',
      newLocation({ organizationId: world.b.organization.id }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().organizationId).toBe(world.a.organization.id);
    expect(await bLocations()).toBe(before);
  });
});
