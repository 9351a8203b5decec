import type { OrganizationRow, Page } from '@chairside/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import type { ActorKey } from '../support/admin-world.ts';
import { makeOrganization, makeUser } from '../support/factories.ts';
import { perActor } from '../support/per-actor.ts';

const { t, world, get } = adminWorldForFile();
beforeAll(async () => {
  for (let n = 1; n <= 12; n += 1) {
    await makeOrganization(t.db, {
      name: `Paging Dental ${String(n).padStart(2, '0')}`,
      city: 'Reno',
      stateCode: 'NV',
    });
  }
  // Someone named like B's admin but in no organization: the admin filter must not find them.
  await makeUser(t.db, {
    email: 'bella.clone@example.test',
    name: 'Bella Stray',
    position: 'admin',
  });
  // A former manager of A no longer counts as one of its leaders.
  await makeUser(t.db, {
    email: 'former.manager@example.test',
    name: 'Winona Gone',
    position: 'manager',
    organizationId: world.a.organization.id,
    isActive: false,
  });
});

async function list(actor: ActorKey, query: string): Promise<Page<OrganizationRow>> {
  const response = await get(actor, `/api/organizations?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const names = (page: Page<OrganizationRow>) => page.items.map((row) => row.name);

describe('GET /api/organizations filters (platform admin)', () => {
  it.each<[string, string, string[]]>([
    ['search matches part of the organization name, any case', 'search=bIRch', ['Birch Dental']],
    ['search treats % and _ literally', 'search=%25', []],
    ['state matches the two-letter state code', 'state=CO', ['Birch Dental']],
    ['state is compared in upper case', 'state=tx', ['Alder Dental']],
    ['city matches part of the city name', 'city=denv', ['Birch Dental']],
    ['admin matches an admin name', 'admin=Bella', ['Birch Dental']],
    ['admin matches a manager name', 'admin=marco', ['Alder Dental']],
    ['admin does not match a location manager name', 'admin=Lucy%20Bishop', []],
    ['admin does not match an employee name', 'admin=Eddie', []],
    ['admin does not match an inactive employee name', 'admin=Iggy', []],
    ['admin does not match an inactive manager name', 'admin=Winona', []],
    ['filters combine with AND', 'state=TX&search=birch', []],
    ['admin and city combine', 'admin=Alvarez&city=Austin', ['Alder Dental']],
  ])('%s', async (_rule, query, expected) => {
    const page = await list('platformAdmin', query);
    expect(names(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });
});

describe('GET /api/organizations paging', () => {
  it('answers 10 rows by default with the total of all matches', async () => {
    const page = await list('platformAdmin', 'state=NV');
    expect(page.total).toBe(12);
    expect(names(page)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Paging Dental ${String(i + 1).padStart(2, '0')}`),
    );
  });

  it('limit and offset walk through the matches without overlap, total unchanged', async () => {
    const first = await list('platformAdmin', 'state=NV&limit=5&offset=0');
    const second = await list('platformAdmin', 'state=NV&limit=5&offset=5');
    const last = await list('platformAdmin', 'state=NV&limit=5&offset=10');
    expect([first.total, second.total, last.total]).toEqual([12, 12, 12]);
    expect(names(first)).toHaveLength(5);
    expect(names(second)).toHaveLength(5);
    expect(names(last)).toEqual(['Paging Dental 11', 'Paging Dental 12']);
    expect(new Set([...names(first), ...names(second), ...names(last)]).size).toBe(12);
  });

  it('an offset past the end answers no rows and the total', async () => {
    const page = await list('platformAdmin', 'limit=10&offset=100');
    expect(page).toEqual({ items: [], total: 14 });
  });

  it.each([['limit=0'], ['limit=101'], ['offset=-1'], ['limit=ten']])(
    'refuses paging outside limit 1..100, offset 0.. (%s -> 400)',
    async (query) => {
      const response = await get('platformAdmin', `/api/organizations?${query}`);
      expect(response.statusCode).toBe(400);
    },
  );
});

describe('GET /api/organizations for organization-bound users', () => {
  // B's name, state and admin, and the paging state of the test above.
  it.each(
    perActor({ adminA: ['search=Birch', 'state=NV'], managerA: ['state=CO', 'admin=Bella'] }),
  )('%s finds nothing with %s', async (actor, query) => {
    expect(await list(actor, query)).toEqual({ items: [], total: 0 });
  });

  it('admin of A sees only A however many organizations exist', async () => {
    const page = await list('adminA', 'limit=100');
    expect(names(page)).toEqual(['Alder Dental']);
    expect(page.total).toBe(1);
  });
});
