import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { adminState, expectDocumentedKeys, type ActorKey } from '../support/admin-world.ts';
import { perActor } from '../support/per-actor.ts';

const { t, world, get, patch } = adminWorldForFile();

/** A user of the world by actor key: the actors double as targets. */
const userOf = (key: ActorKey) => world.actors[key].user;

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
    const response = await get(actor, '/api/users?limit=100');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.total).toBe(5);
    expect(page.items.map((row: { email: string }) => row.email).sort()).toEqual(aEmails());
  });

  it('platform admin lists every user, with and without an organization', async () => {
    const response = await get('platformAdmin', '/api/users?limit=100');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.total).toBe(world.allUsers.length);
    expect(
      page.items.map((row: { id: number }) => row.id).sort((x: number, y: number) => x - y),
    ).toEqual(world.allUsers.map((user) => user.id).sort((x, y) => x - y));
  });

  it('answers rows of { id, name, email, organizationNames[], positionNames[], position, jobTitle, isActive }', async () => {
    const response = await get('managerA', '/api/users?search=Lara');
    const [row] = response.json().items;
    expectDocumentedKeys(row, 'userRow');
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
});

describe('PATCH /api/users/:id (admin, manager)', () => {
  it.each(
    perActor<ActorKey>({
      platformAdmin: ['employeeB'],
      adminA: ['employeeA'],
      managerA: ['employeeA', 'locationManagerA'],
    }),
  )('%s may edit %s', async (actor, target) => {
    const response = await patch(actor, `/api/users/${userOf(target).id}`, { isActive: true });
    expect(response.statusCode).toBe(200);
    expectDocumentedKeys(response.json(), 'userDetail');
    expect(response.json()).toMatchObject({ id: userOf(target).id, isActive: true });
  });

  it('location manager of A editing a user of B is refused without revealing the user', async () => {
    const before = await adminState(t.db);
    const response = await patch('locationManagerA', `/api/users/${world.b.employee.id}`, {
      isActive: false,
    });
    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain(world.b.employee.email);
    expect(await adminState(t.db)).toEqual(before);
  });
});
