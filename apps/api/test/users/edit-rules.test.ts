import type { AccountPosition } from '@chairside/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userLocations, users } from '../../src/db/schema.ts';
import { adminWorldForFile } from '../support/admin-file.ts';
import { callsAs } from '../support/app.ts';
import type { ActorKey, OrgKey } from '../support/admin-world.ts';
import { makeUser, TEST_PASSWORD } from '../support/factories.ts';
import { login } from '../support/session.ts';
import { perActor } from '../support/per-actor.ts';

const { t, world, get, patch: patchAs, refused } = adminWorldForFile();

const patch = (actor: ActorKey, userId: number, payload: object) =>
  patchAs(actor, `/api/users/${userId}`, payload);

let sequence = 0;
/** A fresh member of an organization, so each test edits a user nobody else touches. */
function member(org: OrgKey, position: AccountPosition, locationIndexes: (0 | 1)[] = []) {
  sequence += 1;
  return makeUser(t.db, {
    email: `member${sequence}.${org}@edit.test`,
    name: `Member ${sequence}`,
    position,
    organizationId: world[org].organization.id,
    locationIds: locationIndexes.map((index) => world[org].locations[index].id),
  });
}

async function stored(userId: number) {
  const [row] = await t.db
    .select({ position: users.position, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  const links = await t.db
    .select({ locationId: userLocations.locationId })
    .from(userLocations)
    .where(eq(userLocations.userId, userId));
  return { ...row, locationIds: links.map((link) => link.locationId).sort((x, y) => x - y) };
}

describe('who may edit whom (SPEC §6)', () => {
  it.each<[string, ActorKey, OrgKey, AccountPosition]>([
    ['platform admin may edit an admin of an organization', 'platformAdmin', 'b', 'admin'],
    ['admin may edit another admin of their organization', 'adminA', 'a', 'admin'],
    ['admin may edit a manager', 'adminA', 'a', 'manager'],
    ['manager may edit a location manager', 'managerA', 'a', 'location_manager'],
    ['manager may edit an employee', 'managerA', 'a', 'employee'],
  ])('%s', async (_rule, actor, org, position) => {
    const target = await member(org, position, position === 'location_manager' ? [0] : []);
    const response = await patch(actor, target.id, { isActive: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: target.id, isActive: false, position });
    expect((await stored(target.id)).isActive).toBe(false);
  });

  it.each(
    perActor<AccountPosition>({
      managerA: ['admin', 'manager'],
      locationManagerA: ['admin', 'manager', 'location_manager', 'employee'],
      employeeA: ['admin', 'employee'],
    }),
  )('%s cannot edit a user whose position is %s (403)', async (actor, position) => {
    const target = await member('a', position, position === 'location_manager' ? [0] : []);
    await refused(403, () => patch(actor, target.id, { isActive: false }));
    expect((await stored(target.id)).isActive).toBe(true);
  });

  it('manager cannot edit themselves (403)', async () => {
    await refused(403, () => patch('managerA', world.a.manager.id, { position: 'employee' }));
  });

  it('location manager cannot edit themselves, not even their locations (403)', async () => {
    const [, south] = world.a.locations;
    await refused(403, () =>
      patch('locationManagerA', world.a.locationManager.id, { locationIds: [south.id] }),
    );
  });
});

describe('which positions may be assigned (SPEC §6)', () => {
  it.each(
    perActor<AccountPosition>({
      platformAdmin: ['admin', 'manager'],
      adminA: ['admin', 'manager', 'location_manager'],
      managerA: ['location_manager'],
    }),
  )('%s may assign %s', async (actor, position) => {
    const target = await member('a', 'employee');
    const locationIds = position === 'location_manager' ? [world.a.locations[1].id] : undefined;
    const response = await patch(actor, target.id, { position, locationIds });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ position, locationIds: locationIds ?? [] });
    expect(await stored(target.id)).toMatchObject({ position, locationIds: locationIds ?? [] });
  });

  it.each<[string, ActorKey, AccountPosition]>([
    ['admin may assign employee', 'adminA', 'employee'],
    ['manager may assign employee', 'managerA', 'employee'],
  ])('%s', async (_rule, actor, position) => {
    const target = await member('a', 'location_manager', [0]);
    const response = await patch(actor, target.id, { position });
    expect(response.statusCode).toBe(200);
    expect(await stored(target.id)).toMatchObject({ position: 'employee' });
  });

  it.each<[string, AccountPosition]>([
    ['manager cannot assign manager (403)', 'manager'],
    ['manager cannot assign admin (403)', 'admin'],
  ])('%s', async (_rule, position) => {
    const target = await member('a', 'employee');
    await refused(403, () => patch('managerA', target.id, { position }));
    expect((await stored(target.id)).position).toBe('employee');
  });

  it('refuses a position outside the four: Position is required (400)', async () => {
    const target = await member('a', 'employee');
    await refused(400, () => patch('adminA', target.id, { position: 'owner' }), [
      'Position is required',
    ]);
  });

  it('an admin cannot change their own position (403)', async () => {
    await refused(403, () => patch('adminA', world.a.admin.id, { position: 'employee' }));
  });

  it('a user without an organization cannot become a manager or location manager (400)', async () => {
    await refused(400, () => patch('platformAdmin', world.independent.id, { position: 'manager' }));
  });
});

describe('nobody changes their own active status', () => {
  it.each<[string, ActorKey]>([
    ['platform admin cannot deactivate themselves', 'platformAdmin'],
    ['admin of an organization cannot deactivate themselves', 'adminA'],
  ])('%s: You cannot change your own active status (403)', async (_rule, actor) => {
    const self = world.actors[actor].user;
    await refused(
      403,
      () => patch(actor, self.id, { isActive: false }),
      'You cannot change your own active status',
    );
    expect((await stored(self.id)).isActive).toBe(true);
  });

  it('manager cannot deactivate themselves (403)', async () => {
    await refused(403, () => patch('managerB', world.b.manager.id, { isActive: false }));
  });

  it('an admin saving their own unchanged status is not refused', async () => {
    const response = await patch('adminB', world.b.admin.id, { isActive: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isActive: true, position: 'admin' });
  });
});

describe('location managers and their locations', () => {
  it.each<[string, object]>([
    ['without locationIds', { position: 'location_manager' }],
    ['with an empty list', { position: 'location_manager', locationIds: [] }],
  ])('a new location manager needs at least one location (%s)', async (_case, payload) => {
    const target = await member('a', 'employee');
    await refused(400, () => patch('adminA', target.id, payload), [
      'At least one location must be selected for location managers',
    ]);
  });

  it('an existing location manager cannot be left without locations', async () => {
    const target = await member('a', 'location_manager', [0]);
    await refused(400, () => patch('managerA', target.id, { locationIds: [] }), [
      'At least one location must be selected for location managers',
    ]);
    expect((await stored(target.id)).locationIds).toEqual([world.a.locations[0].id]);
  });

  it.each<[string, ActorKey, 'foreign' | 'mixed' | 'missing']>([
    ['admin of A cannot give a location of B', 'adminA', 'foreign'],
    ['manager of A cannot mix a location of B with one of A', 'managerA', 'mixed'],
    ['platform admin cannot give a location of another organization', 'platformAdmin', 'foreign'],
    ['a location that does not exist is refused', 'adminA', 'missing'],
  ])("%s: locations must belong to the user's organization (400)", async (_rule, actor, kind) => {
    const target = await member('a', 'employee');
    const locationIds = {
      foreign: [world.b.locations[0].id],
      mixed: [world.a.locations[0].id, world.b.locations[1].id],
      missing: [999999],
    }[kind];
    await refused(
      400,
      () => patch(actor, target.id, { position: 'location_manager', locationIds }),
      ["Locations must belong to the user's organization"],
    );
  });

  it('a manager may move a location manager to other locations of the organization', async () => {
    const target = await member('a', 'location_manager', [0]);
    const [north, south] = world.a.locations;
    const response = await patch('managerA', target.id, { locationIds: [south.id, north.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json().locationIds).toEqual([north.id, south.id].sort((x, y) => x - y));
    const only = await patch('managerA', target.id, { locationIds: [south.id] });
    expect(only.json().locationIds).toEqual([south.id]);
    expect((await stored(target.id)).locationIds).toEqual([south.id]);
  });

  it('changing position away from location_manager clears the locations', async () => {
    const target = await member('a', 'location_manager', [0, 1]);
    const response = await patch('adminA', target.id, { position: 'employee' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ position: 'employee', locationIds: [] });
    expect(await stored(target.id)).toEqual({
      position: 'employee',
      isActive: true,
      locationIds: [],
    });
    const location = await get('adminA', `/api/locations/${world.a.locations[1].id}`);
    expect(location.json().users.map((user: { id: number }) => user.id)).not.toContain(target.id);
  });

  it('locationIds sent for another position are not stored', async () => {
    const target = await member('a', 'employee');
    const response = await patch('adminA', target.id, {
      position: 'employee',
      locationIds: [world.a.locations[0].id],
    });
    expect(response.statusCode).toBe(200);
    expect((await stored(target.id)).locationIds).toEqual([]);
  });

  it('a new location manager appears on the detail of the location they manage', async () => {
    const target = await member('b', 'employee');
    const [, west] = world.b.locations;
    const response = await patch('adminB', target.id, {
      position: 'location_manager',
      locationIds: [west.id],
    });
    expect(response.statusCode).toBe(200);
    const location = await get('adminB', `/api/locations/${west.id}`);
    expect(location.json().users).toContainEqual({
      id: target.id,
      name: target.name,
      position: 'location_manager',
    });
  });
});

describe('deactivation', () => {
  it('deactivating a user makes their existing token answer 401 on GET /api/users/me', async () => {
    const target = await member('a', 'employee');
    const token = await t.tokens.sign(target.id);
    const me = () => callsAs(t.app, token).get('/api/users/me');
    expect((await me()).statusCode).toBe(200);

    const response = await patch('managerA', target.id, { isActive: false });
    expect(response.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
    expect((await login(t.app, target.email, TEST_PASSWORD)).statusCode).toBe(403);
  });

  it('reactivating a deactivated user revives none of their earlier tokens; signing in again works', async () => {
    const target = await member('a', 'employee');
    const token = await t.tokens.sign(target.id);
    const me = () => callsAs(t.app, token).get('/api/users/me');
    expect((await patch('adminA', target.id, { isActive: false })).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
    expect((await patch('adminA', target.id, { isActive: true })).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
    expect((await login(t.app, target.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('a deactivated manager can no longer edit anyone', async () => {
    const manager = await member('a', 'manager');
    const token = await t.tokens.sign(manager.id);
    const target = await member('a', 'employee');
    expect((await patch('adminA', manager.id, { isActive: false })).statusCode).toBe(200);
    await refused(401, () =>
      callsAs(t.app, token).patch(`/api/users/${target.id}`, { isActive: false }),
    );
  });
});
