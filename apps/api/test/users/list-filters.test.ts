import type { Page, UserRow } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import type { ActorKey } from '../support/admin-world.ts';

const { world, get } = adminWorldForFile();

async function list(actor: ActorKey, query: string): Promise<Page<UserRow>> {
  const resolved = query
    .replace('{A}', String(world.a.organization.id))
    .replace('{B}', String(world.b.organization.id));
  const response = await get(actor, `/api/users?limit=100&${resolved}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const names = (page: Page<UserRow>) => page.items.map((row) => row.name);

describe('GET /api/users filters', () => {
  it.each<[string, ActorKey, string, string[]]>([
    ['search matches part of a name, any case', 'adminA', 'search=EDDIE', ['Eddie Ayala']],
    ['search matches part of an email', 'adminA', 'search=lm.a@', ['Lara Ames']],
    ['search treats % and _ literally', 'platformAdmin', 'search=_', []],
    [
      'status=active answers only active users',
      'managerA',
      'status=active',
      ['Alice Anders', 'Eddie Ayala', 'Lara Ames', 'Marco Alvarez'],
    ],
    ['status=inactive answers only inactive users', 'managerA', 'status=inactive', ['Ivy Abbott']],
    [
      'status=all answers active and inactive users',
      'locationManagerA',
      'status=all',
      ['Alice Anders', 'Eddie Ayala', 'Ivy Abbott', 'Lara Ames', 'Marco Alvarez'],
    ],
    [
      'platform admin narrows the list to one organization with organizationId',
      'platformAdmin',
      'organizationId={B}',
      ['Bella Brooks', 'Evan Burke', 'Iggy Bell', 'Lucy Bishop', 'Miles Barker'],
    ],
    [
      'platform admin combines organizationId, status and search',
      'platformAdmin',
      'organizationId={B}&status=inactive&search=i',
      ['Iggy Bell'],
    ],
    [
      'platform admin finds users without an organization',
      'platformAdmin',
      'search=Indy',
      ['Indy Freelance'],
    ],
    [
      "admin of A cannot widen the list to B's users with organizationId",
      'adminA',
      'organizationId={B}&status=inactive',
      ['Ivy Abbott'],
    ],
    [
      "location manager of A cannot widen the list to B's users with organizationId",
      'locationManagerA',
      'organizationId={B}&search=Evan',
      [],
    ],
    ['an org-bound search never finds the platform admin', 'managerA', 'search=Pat', []],
  ])('%s', async (_rule, actor, query, expected) => {
    const page = await list(actor, query);
    expect(names(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('refuses a status other than all, active or inactive (400)', async () => {
    const response = await get('adminA', '/api/users?status=deleted');
    expect(response.statusCode).toBe(400);
  });

  it('a user without an organization has no organization names', async () => {
    const page = await list('platformAdmin', 'search=Pat%20Platform');
    expect(page.items).toEqual([
      expect.objectContaining({
        id: world.platformAdmin.id,
        organizationNames: [],
        positionNames: ['Admin'],
      }),
    ]);
  });
});

describe('GET /api/users paging', () => {
  it('answers 10 rows by default and the total of every match', async () => {
    const response = await get('platformAdmin', '/api/users');
    const page = response.json();
    expect(page.total).toBe(12);
    expect(page.items).toHaveLength(10);
  });

  it('limit and offset walk through the list without overlap', async () => {
    const pages = await Promise.all(
      [0, 5, 10].map(async (offset) => {
        const response = await get('platformAdmin', `/api/users?limit=5&offset=${offset}`);
        return response.json() as Page<UserRow>;
      }),
    );
    expect(pages.map((page) => page.items.length)).toEqual([5, 5, 2]);
    expect(pages.every((page) => page.total === 12)).toBe(true);
    const ids = pages.flatMap((page) => page.items.map((row) => row.id));
    expect(new Set(ids).size).toBe(12);
  });

  it('pages follow the order of names', async () => {
    const pages = await Promise.all(
      [0, 4, 8].map(async (offset) => {
        const response = await get('platformAdmin', `/api/users?limit=4&offset=${offset}`);
        return names(response.json() as Page<UserRow>);
      }),
    );
    const all = pages.flat();
    expect(all).toEqual([...all].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it.each([
    ['a full last page', 'limit=6&offset=6', 6],
    ['a short last page', 'limit=5&offset=10', 2],
    ['a page just past the end', 'limit=5&offset=12', 0],
    ['a page far past the end', 'limit=5&offset=500', 0],
  ])('%s answers the total of every match', async (_case, query, rows) => {
    const response = await get('platformAdmin', `/api/users?${query}`);
    const page = response.json() as Page<UserRow>;
    expect(page.items).toHaveLength(rows);
    expect(page.total).toBe(12);
  });
});
