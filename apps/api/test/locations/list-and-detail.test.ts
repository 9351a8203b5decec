import { beforeAll, describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import type { ActorKey } from '../support/admin-world.ts';
import { makeLocation, makeUser } from '../support/factories.ts';

const { t, world, get } = adminWorldForFile();
beforeAll(async () => {
  for (let n = 1; n <= 11; n += 1) {
    await makeLocation(t.db, world.b.organization.id, {
      name: `Birch Satellite ${String(n).padStart(2, '0')}`,
      locationNumber: `SAT-${n}`,
    });
  }
});

async function list(actor: ActorKey, query: string) {
  const response = await get(actor, `/api/locations?${query}`);
  expect(response.statusCode).toBe(200);
  const page = response.json();
  return {
    names: page.items.map((row: { name: string }) => row.name) as string[],
    total: page.total as number,
  };
}

describe('GET /api/locations search and paging', () => {
  it.each<[string, ActorKey, string, string[]]>([
    [
      'search matches part of the location name, any case',
      'platformAdmin',
      'search=NORTH',
      ['Alder North'],
    ],
    ['search matches part of the Location ID', 'platformAdmin', 'search=B-2', ['Birch West']],
    ['search of an org-bound user stays inside their organization', 'adminA', 'search=Birch', []],
    [
      'search finds the org-bound user their own location by number',
      'managerA',
      'search=A-200',
      ['Alder South'],
    ],
  ])('%s', async (_rule, actor, query, expected) => {
    const { names, total } = await list(actor, query);
    expect(names).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it('pages with limit and offset and answers the total of all matches', async () => {
    const query = `organizationId=${world.b.organization.id}`;
    const first = await list('platformAdmin', query);
    expect(first.total).toBe(13);
    expect(first.names).toHaveLength(10);
    const rest = await list('platformAdmin', `${query}&limit=10&offset=10`);
    expect(rest.total).toBe(13);
    expect(rest.names).toHaveLength(3);
    expect(new Set([...first.names, ...rest.names]).size).toBe(13);
  });

  it('an organization-bound manager sees the same total whatever organizationId they send', async () => {
    const own = await list('managerB', 'limit=100');
    const other = await list('managerB', `limit=100&organizationId=${world.a.organization.id}`);
    expect(own.total).toBe(13);
    expect(other).toEqual(own);
  });
});

describe('GET /api/locations/:id detail', () => {
  it('answers the full detail with coordinates, timezone and its location managers', async () => {
    const [north] = world.a.locations;
    const response = await get('managerA', `/api/locations/${north.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: north.id,
      name: 'Alder North',
      locationNumber: 'A-100',
      organizationId: world.a.organization.id,
      organizationName: 'Alder Dental',
      addressLine1: north.addressLine1,
      addressLine2: null,
      city: 'Austin',
      stateCode: 'TX',
      zipCode: '78701',
      countryCode: 'US',
      timezone: 'America/Chicago',
      latitude: north.latitude,
      longitude: north.longitude,
      users: [{ id: world.a.locationManager.id, name: 'Lara Ames', position: 'location_manager' }],
    });
  });

  it('lists every location manager of the location and no one else', async () => {
    const [, south] = world.a.locations;
    const second = await makeUser(t.db, {
      email: 'second.lm@alder.test',
      name: 'Zed Second',
      position: 'location_manager',
      organizationId: world.a.organization.id,
      locationIds: [south.id],
    });
    const response = await get('adminA', `/api/locations/${south.id}`);
    expect(response.json().users).toEqual([
      { id: second.id, name: 'Zed Second', position: 'location_manager' },
    ]);
  });

  it('a location nobody manages lists no users', async () => {
    const [, west] = world.b.locations;
    const response = await get('adminB', `/api/locations/${west.id}`);
    expect(response.json().users).toEqual([]);
  });
});
