import type { InviteRow } from '@chairside/domain';
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

async function invite(actor: ActorKey, payload: object): Promise<InviteRow> {
  const response = await callAs(t, world, actor, { method: 'POST', url: '/api/invites', payload });
  if (response.statusCode !== 201) throw new Error(`invite failed: ${response.body}`);
  return response.json();
}

const seeded: Record<OrgKey, InviteRow[]> = { a: [], b: [] };
beforeAll(async () => {
  t = await createTestApp();
  world = await buildAdminWorld(t);
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

describe('every invite route answers 401 without a valid, active token', () => {
  const routes = [
    ['GET', '/api/invites'],
    ['POST', '/api/invites'],
    ['DELETE', '/api/invites/:id'],
  ] as const;

  it.each(routes)('%s %s answers 401 without a token, changing nothing', async (method, path) => {
    const before = await adminState(t.db);
    const response = await t.app.inject({
      method,
      url: path.replace(':id', String(seeded.a[0].id)),
      payload:
        method === 'POST'
          ? { name: 'Anon', email: 'anon@new.test', position: 'employee', organizationId: 1 }
          : undefined,
    });
    expect(response.statusCode).toBe(401);
    expect(await adminState(t.db)).toEqual(before);
  });

  it.each(routes)("%s %s answers 401 to an inactive user's token", async (method, path) => {
    const before = await adminState(t.db);
    const response = await callAs(t, world, 'inactiveEmployeeA', {
      method,
      url: path.replace(':id', String(seeded.a[0].id)),
      payload:
        method === 'POST'
          ? { name: 'Anon', email: 'anon@new.test', position: 'employee' }
          : undefined,
    });
    expect(response.statusCode).toBe(401);
    expect(await adminState(t.db)).toEqual(before);
  });
});

describe('GET /api/invites (admin, manager, location_manager)', () => {
  it.each<[string, ActorKey, OrgKey[]]>([
    ['platform admin lists the invites of every organization', 'platformAdmin', ['a', 'b']],
    ['admin of A lists only the invites of A', 'adminA', ['a']],
    ['manager of A lists only the invites of A', 'managerA', ['a']],
    ['location manager of A lists only the invites of A', 'locationManagerA', ['a']],
    ['manager of B lists only the invites of B', 'managerB', ['b']],
  ])('%s', async (_rule, actor, orgs) => {
    const response = await callAs(t, world, actor, { url: '/api/invites' });
    expect(response.statusCode).toBe(200);
    const expected = orgs.flatMap((org) => seeded[org]);
    expect(response.json().total).toBe(expected.length);
    expect(emails(response.json().items)).toEqual(emails(expected));
  });

  it.each<[string, ActorKey, string, string[]]>([
    ['search matches part of a name', 'adminA', 'search=nina', ['nina@new.test']],
    ['search matches part of an email', 'platformAdmin', 'search=bora@', ['bora@new.test']],
    [
      'platform admin narrows to one organization',
      'platformAdmin',
      'organizationId={B}',
      ['bora@new.test'],
    ],
    [
      "admin of A cannot widen the list to B's invites",
      'adminA',
      'organizationId={B}',
      ['nina@new.test', 'noah@new.test'],
    ],
    [
      "location manager of A cannot find B's invites by search",
      'locationManagerA',
      'search=bora',
      [],
    ],
  ])('%s', async (_rule, actor, query, expected) => {
    const url = `/api/invites?${query.replace('{B}', String(world.b.organization.id))}`;
    const response = await callAs(t, world, actor, { url });
    expect(response.statusCode).toBe(200);
    expect(emails(response.json().items)).toEqual(expected);
    expect(response.json().total).toBe(expected.length);
  });

  it('pages with limit and offset and answers the total', async () => {
    const first = await callAs(t, world, 'platformAdmin', { url: '/api/invites?limit=2' });
    const second = await callAs(t, world, 'platformAdmin', {
      url: '/api/invites?limit=2&offset=2',
    });
    expect(first.json().items).toHaveLength(2);
    expect(second.json().items).toHaveLength(1);
    expect([first.json().total, second.json().total]).toEqual([3, 3]);
    const ids = [...first.json().items, ...second.json().items].map((row: InviteRow) => row.id);
    expect(new Set(ids).size).toBe(3);
  });

  it('answers rows of { id, name, email, organizationId, organizationName, position, jobTitle, isVerified, managingLocationIds[] }', async () => {
    const response = await callAs(t, world, 'adminA', { url: '/api/invites?search=noah' });
    const [row] = response.json().items;
    expect(keysOf(row)).toEqual(sortedKeys(DOCUMENTED_KEYS.inviteRow));
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

  it.each<[string, ActorKey]>([
    ['employee cannot list invites (403)', 'employeeA'],
    ['independent employee cannot list invites (403)', 'independent'],
  ])('%s', async (_rule, actor) => {
    const response = await callAs(t, world, actor, { url: '/api/invites' });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('@new.test');
  });
});

describe('DELETE /api/invites/:id (admin, manager, location_manager)', () => {
  it.each<[string, ActorKey, OrgKey]>([
    ['admin of A cannot delete an invite of B (404)', 'adminA', 'b'],
    ['manager of A cannot delete an invite of B (404)', 'managerA', 'b'],
    ['location manager of A cannot delete an invite of B (404)', 'locationManagerA', 'b'],
    ['manager of B cannot delete an invite of A (404)', 'managerB', 'a'],
  ])('%s', async (_rule, actor, org) => {
    const target = seeded[org][0];
    const before = await adminState(t.db);
    const response = await callAs(t, world, actor, {
      method: 'DELETE',
      url: `/api/invites/${target.id}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(target.email);
    expect(await adminState(t.db)).toEqual(before);
  });

  it.each<[string, ActorKey]>([
    ['employee cannot delete an invite (403)', 'employeeA'],
    ['independent employee cannot delete an invite (403)', 'independent'],
  ])('%s', async (_rule, actor) => {
    const before = await adminState(t.db);
    const response = await callAs(t, world, actor, {
      method: 'DELETE',
      url: `/api/invites/${seeded.a[0].id}`,
    });
    expect(response.statusCode).toBe(403);
    expect(await adminState(t.db)).toEqual(before);
  });

  it('answers 404 for an invite that does not exist', async () => {
    const response = await callAs(t, world, 'platformAdmin', {
      method: 'DELETE',
      url: '/api/invites/999999',
    });
    expect(response.statusCode).toBe(404);
  });

  it('location manager cannot withdraw an invite above what they may invite (403)', async () => {
    const target = await invite('adminA', {
      name: 'Kept Manager',
      email: 'kept.manager@new.test',
      position: 'manager',
    });
    const before = await adminState(t.db);
    const response = await callAs(t, world, 'locationManagerA', {
      method: 'DELETE',
      url: `/api/invites/${target.id}`,
    });
    expect(response.statusCode).toBe(403);
    expect(await adminState(t.db)).toEqual(before);
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
    const response = await callAs(t, world, actor, {
      method: 'DELETE',
      url: `/api/invites/${target.id}`,
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await countRows(t.db, 'invites')).toBe(before - 1);
    expect(await countRows(t.db, 'invite_locations')).toBe(
      linksBefore - (position === 'location_manager' ? 1 : 0),
    );
    const list = await callAs(t, world, 'platformAdmin', { url: '/api/invites?limit=100' });
    expect(list.json().items.map((row: InviteRow) => row.id)).not.toContain(target.id);
  });

  it('a deleted invite answers 404 when deleted again', async () => {
    const target = await invite('adminA', {
      name: 'Twice Deleted',
      email: 'twice@new.test',
      position: 'employee',
    });
    const remove = () =>
      callAs(t, world, 'adminA', { method: 'DELETE', url: `/api/invites/${target.id}` });
    expect((await remove()).statusCode).toBe(204);
    expect((await remove()).statusCode).toBe(404);
  });
});
