import type { InviteRow } from '@chairside/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import {
  countRows,
  expectDocumentedKeys,
  type ActorKey,
  type OrgKey,
} from '../support/admin-world.ts';

const { t, world, get, del, invite, refused } = adminWorldForFile();

const seeded: Record<OrgKey, InviteRow[]> = { a: [], b: [] };
beforeAll(async () => {
  seeded.a.push(
    await invite('adminA', { name: 'Nina Newton', email: 'nina@new.test', position: 'employee' }),
    await invite('managerA', {
      name: 'Noah Norris',
      email: 'noah@new.test',
      position: 'location_manager',
      managingLocationIds: [world.a.locations[1].id],
    }),
  );
  seeded.b.push(
    await invite('adminB', { name: 'Bora Bennett', email: 'bora@new.test', position: 'manager' }),
  );
});

const emails = (rows: InviteRow[]) => rows.map((row) => row.email).sort();

describe('GET /api/invites (admin, manager, location_manager)', () => {
  const A = ['nina@new.test', 'noah@new.test'];
  it.each<[string, ActorKey, string, string[]]>([
    [
      'platform admin lists the invites of every organization',
      'platformAdmin',
      '',
      ['bora@new.test', ...A],
    ],
    ['admin of A lists only the invites of A', 'adminA', '', A],
    ['manager of A lists only the invites of A', 'managerA', '', A],
    ['location manager of A lists only the invites of A', 'locationManagerA', '', A],
    ['manager of B lists only the invites of B', 'managerB', '', ['bora@new.test']],
    ['search matches part of a name', 'adminA', 'search=nina', ['nina@new.test']],
    ['search matches part of an email', 'platformAdmin', 'search=bora@', ['bora@new.test']],
    [
      'platform admin narrows to one organization',
      'platformAdmin',
      'organizationId={B}',
      ['bora@new.test'],
    ],
    ["admin of A cannot widen the list to B's invites", 'adminA', 'organizationId={B}', A],
    [
      "location manager of A cannot find B's invites by search",
      'locationManagerA',
      'search=bora',
      [],
    ],
  ])('%s', async (_rule, actor, query, expected) => {
    const url = `/api/invites?${query.replace('{B}', String(world.b.organization.id))}`;
    const response = await get(actor, url);
    expect(response.statusCode).toBe(200);
    expect(emails(response.json().items)).toEqual(expected);
    expect(response.json().total).toBe(expected.length);
  });

  it('pages with limit and offset and answers the total', async () => {
    const first = await get('platformAdmin', '/api/invites?limit=2');
    const second = await get('platformAdmin', '/api/invites?limit=2&offset=2');
    expect(first.json().items).toHaveLength(2);
    expect(second.json().items).toHaveLength(1);
    expect([first.json().total, second.json().total]).toEqual([3, 3]);
    const ids = [...first.json().items, ...second.json().items].map((row: InviteRow) => row.id);
    expect(new Set(ids).size).toBe(3);
  });

  it('answers rows of { id, name, email, organizationId, organizationName, position, jobTitle, isVerified, managingLocationIds[] }', async () => {
    const response = await get('adminA', '/api/invites?search=noah');
    const [row] = response.json().items;
    expectDocumentedKeys(row, 'inviteRow');
    expect(row).toEqual({
      id: seeded.a[1].id,
      name: 'Noah Norris',
      email: 'noah@new.test',
      organizationId: world.a.organization.id,
      organizationName: 'Alder Dental',
      position: 'location_manager',
      jobTitle: null,
      isVerified: false,
      managingLocationIds: [world.a.locations[1].id],
    });
  });
});

describe('DELETE /api/invites/:id (admin, manager, location_manager)', () => {
  it('location manager cannot withdraw an invite above what they may invite (403)', async () => {
    const target = await invite('adminA', {
      name: 'Kept Manager',
      email: 'kept.manager@new.test',
      position: 'manager',
    });
    await refused(403, () => del('locationManagerA', `/api/invites/${target.id}`));
  });

  it.each<[string, ActorKey, OrgKey, 'location_manager' | 'employee']>([
    ['admin of A deletes an invite of A (204)', 'adminA', 'a', 'location_manager'],
    ['manager of A deletes an invite of A (204)', 'managerA', 'a', 'location_manager'],
    [
      'location manager of A deletes an employee invite of A (204)',
      'locationManagerA',
      'a',
      'employee',
    ],
    ['platform admin deletes an invite of B (204)', 'platformAdmin', 'b', 'location_manager'],
  ])('%s', async (_rule, actor, org, position) => {
    const target = await invite(org === 'a' ? 'adminA' : 'adminB', {
      name: `Doomed ${actor}`,
      email: `doomed.${actor.toLowerCase()}@new.test`,
      position,
      managingLocationIds: position === 'location_manager' ? [world[org].locations[0].id] : [],
    });
    const before = await countRows(t.db, 'invites');
    const linksBefore = await countRows(t.db, 'invite_locations');
    const response = await del(actor, `/api/invites/${target.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await countRows(t.db, 'invites')).toBe(before - 1);
    expect(await countRows(t.db, 'invite_locations')).toBe(
      linksBefore - (position === 'location_manager' ? 1 : 0),
    );
    const list = await get('platformAdmin', '/api/invites?limit=100');
    expect(list.json().items.map((row: InviteRow) => row.id)).not.toContain(target.id);
  });

  it('a deleted invite answers 404 when deleted again', async () => {
    const target = await invite('adminA', {
      name: 'Twice Deleted',
      email: 'twice@new.test',
      position: 'employee',
    });
    const remove = () => del('adminA', `/api/invites/${target.id}`);
    expect((await remove()).statusCode).toBe(204);
    expect((await remove()).statusCode).toBe(404);
  });
});
