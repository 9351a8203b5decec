import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  adminState,
  buildAdminWorld,
  callAs,
  DOCUMENTED_KEYS,
  keysOf,
  sortedKeys,
  type ActorKey,
  type AdminWorld,
} from '../support/admin-world.ts';

let t: TestApp;
let world: AdminWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildAdminWorld(t);
});

/** A user of the world by actor key: the actors double as targets. */
const userOf = (key: ActorKey) => world.actors[key].user;

describe('every user administration route answers 401 without a valid, active token', () => {
  const routes = [
    ['GET', '/api/users'],
    ['GET', '/api/users/:id'],
    ['PATCH', '/api/users/:id'],
  ] as const;

  it.each(routes)('%s %s answers 401 without a token, changing nothing', async (method, path) => {
    const before = await adminState(t.db);
    const response = await t.app.inject({
      method,
      url: path.replace(':id', String(world.a.employee.id)),
      payload: method === 'PATCH' ? { isActive: false } : undefined,
    });
    expect(response.statusCode).toBe(401);
    expect(await adminState(t.db)).toEqual(before);
  });

  it.each(routes)("%s %s answers 401 to an inactive user's token", async (method, path) => {
    const response = await callAs(t, world, 'inactiveEmployeeA', {
      method,
      url: path.replace(':id', String(world.a.employee.id)),
      payload: method === 'PATCH' ? { isActive: false } : undefined,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/users (admin, manager, location_manager)', () => {
  const aEmails = () =>
    [
      world.a.admin,
      world.a.manager,
      world.a.locationManager,
      world.a.employee,
      world.a.inactiveEmployee,
    ]
      .map((user) => user.email)
      .sort();

  it.each<[string, ActorKey]>([
    ['admin of A lists only the users of A', 'adminA'],
    ['manager of A lists only the users of A', 'managerA'],
    ['location manager of A lists only the users of A', 'locationManagerA'],
  ])('%s', async (_rule, actor) => {
    const response = await callAs(t, world, actor, { url: '/api/users?limit=100' });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.total).toBe(5);
    expect(page.items.map((row: { email: string }) => row.email).sort()).toEqual(aEmails());
  });

  it('platform admin lists every user, with and without an organization', async () => {
    const response = await callAs(t, world, 'platformAdmin', { url: '/api/users?limit=100' });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.total).toBe(world.allUsers.length);
    expect(
      page.items.map((row: { id: number }) => row.id).sort((x: number, y: number) => x - y),
    ).toEqual(world.allUsers.map((user) => user.id).sort((x, y) => x - y));
  });

  it('answers rows of { id, name, email, organizationNames[], positionNames[], position, jobTitle, isActive }', async () => {
    const response = await callAs(t, world, 'managerA', { url: '/api/users?search=Lara' });
    const [row] = response.json().items;
    expect(keysOf(row)).toEqual(sortedKeys(DOCUMENTED_KEYS.userRow));
    expect(row).toEqual({
      id: world.a.locationManager.id,
      name: 'Lara Ames',
      email: 'lm.a@alder.test',
      organizationNames: ['Alder Dental'],
      positionNames: ['Location Manager'],
      position: 'location_manager',
      jobTitle: 'Hygienist',
      isActive: true,
    });
  });

  it.each<[string, ActorKey]>([
    ['employee cannot list users (403)', 'employeeA'],
    ['independent employee cannot list users (403)', 'independent'],
  ])('%s', async (_rule, actor) => {
    const response = await callAs(t, world, actor, { url: '/api/users' });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('@');
  });
});

describe('GET /api/users/:id (admin, manager, location_manager)', () => {
  it.each<[string, ActorKey, ActorKey]>([
    ['platform admin reads a user of B', 'platformAdmin', 'employeeB'],
    ['platform admin reads the independent employee', 'platformAdmin', 'independent'],
    ['admin of A reads an employee of A', 'adminA', 'employeeA'],
    ['manager of A reads the admin of A', 'managerA', 'adminA'],
    ['location manager of A reads an employee of A', 'locationManagerA', 'employeeA'],
    [
      'location manager of A reads an inactive employee of A',
      'locationManagerA',
      'inactiveEmployeeA',
    ],
  ])('%s', async (_rule, actor, target) => {
    const response = await callAs(t, world, actor, { url: `/api/users/${userOf(target).id}` });
    expect(response.statusCode).toBe(200);
    expect(keysOf(response.json())).toEqual(sortedKeys(DOCUMENTED_KEYS.userDetail));
    expect(response.json()).toMatchObject({ id: userOf(target).id, email: userOf(target).email });
  });

  it.each<[string, ActorKey, ActorKey]>([
    ['admin of A cannot read a user of B (404)', 'adminA', 'employeeB'],
    ['manager of A cannot read the admin of B (404)', 'managerA', 'adminB'],
    ['location manager of A cannot read a user of B (404)', 'locationManagerA', 'managerB'],
    ['admin of A cannot read the platform admin (404)', 'adminA', 'platformAdmin'],
    ['manager of A cannot read the independent employee (404)', 'managerA', 'independent'],
  ])('%s', async (_rule, actor, target) => {
    const response = await callAs(t, world, actor, { url: `/api/users/${userOf(target).id}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(userOf(target).email);
    const missing = await callAs(t, world, actor, { url: '/api/users/999999' });
    expect(response.json()).toEqual(missing.json());
  });

  it.each<[string, ActorKey, ActorKey]>([
    ['employee cannot read a colleague (403)', 'employeeA', 'managerA'],
    ['employee cannot read themselves through /api/users/:id (403)', 'employeeA', 'employeeA'],
    ['independent employee cannot read a user (403)', 'independent', 'employeeA'],
  ])('%s', async (_rule, actor, target) => {
    const response = await callAs(t, world, actor, { url: `/api/users/${userOf(target).id}` });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(userOf(target).email);
  });
});

describe('PATCH /api/users/:id (admin, manager)', () => {
  it.each<[string, ActorKey, ActorKey]>([
    ['platform admin may edit a user of B', 'platformAdmin', 'employeeB'],
    ['admin of A may edit an employee of A', 'adminA', 'employeeA'],
    ['manager of A may edit an employee of A', 'managerA', 'employeeA'],
    ['manager of A may edit the location manager of A', 'managerA', 'locationManagerA'],
  ])('%s', async (_rule, actor, target) => {
    const response = await callAs(t, world, actor, {
      method: 'PATCH',
      url: `/api/users/${userOf(target).id}`,
      payload: { isActive: true },
    });
    expect(response.statusCode).toBe(200);
    expect(keysOf(response.json())).toEqual(sortedKeys(DOCUMENTED_KEYS.userDetail));
    expect(response.json()).toMatchObject({ id: userOf(target).id, isActive: true });
  });

  it.each<[string, ActorKey, ActorKey, object]>([
    [
      'location manager cannot edit an employee (403)',
      'locationManagerA',
      'employeeA',
      { isActive: false },
    ],
    [
      'location manager cannot reactivate an employee (403)',
      'locationManagerA',
      'inactiveEmployeeA',
      { isActive: true },
    ],
    [
      'employee cannot edit a colleague (403)',
      'employeeA',
      'inactiveEmployeeA',
      { isActive: true },
    ],
    ['employee cannot promote themselves (403)', 'employeeA', 'employeeA', { position: 'admin' }],
    [
      'independent employee cannot edit a user (403)',
      'independent',
      'employeeA',
      { isActive: false },
    ],
    ['manager cannot edit the admin (403)', 'managerA', 'adminA', { isActive: false }],
    ['manager cannot promote themselves (403)', 'managerA', 'managerA', { position: 'admin' }],
  ])('%s', async (_rule, actor, target, payload) => {
    const before = await adminState(t.db);
    const response = await callAs(t, world, actor, {
      method: 'PATCH',
      url: `/api/users/${userOf(target).id}`,
      payload,
    });
    expect(response.statusCode).toBe(403);
    expect(await adminState(t.db)).toEqual(before);
  });

  it.each<[string, ActorKey, ActorKey]>([
    ['admin of A cannot edit a user of B (404)', 'adminA', 'employeeB'],
    ['manager of A cannot edit a user of B (404)', 'managerA', 'locationManagerB'],
    ['admin of B cannot edit a user of A (404)', 'adminB', 'inactiveEmployeeA'],
    ['admin of A cannot edit the platform admin (404)', 'adminA', 'platformAdmin'],
    ['admin of A cannot edit the independent employee (404)', 'adminA', 'independent'],
  ])('%s', async (_rule, actor, target) => {
    const before = await adminState(t.db);
    const response = await callAs(t, world, actor, {
      method: 'PATCH',
      url: `/api/users/${userOf(target).id}`,
      payload: { isActive: !userOf(target).isActive },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(userOf(target).email);
    expect(await adminState(t.db)).toEqual(before);
  });

  it('location manager of A editing a user of B is refused without revealing the user', async () => {
    const before = await adminState(t.db);
    const response = await callAs(t, world, 'locationManagerA', {
      method: 'PATCH',
      url: `/api/users/${world.b.employee.id}`,
      payload: { isActive: false },
    });
    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain(world.b.employee.email);
    expect(await adminState(t.db)).toEqual(before);
  });

  it('answers 404 for a user that does not exist', async () => {
    const response = await callAs(t, world, 'platformAdmin', {
      method: 'PATCH',
      url: '/api/users/999999',
      payload: { isActive: false },
    });
    expect(response.statusCode).toBe(404);
  });
});
