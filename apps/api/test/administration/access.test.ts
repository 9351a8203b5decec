import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import {
  pendingInvites,
  resolveTarget,
  type AdminTarget,
  type PendingInvites,
} from '../support/admin-targets.ts';
import { expectDocumentedKeys, type ActorKey } from '../support/admin-world.ts';
import { newLocation, newOrganization } from '../support/payloads.ts';
import { perActor } from '../support/per-actor.ts';

/*
 * SPEC §2 in the four administration areas (organizations, locations, users, invites): who may
 * read a row, who is refused (403), and what another organization's rows answer (404, as if
 * they did not exist). What each area answers and stores is tested in its own folder.
 */

const { t, world, call, refused } = adminWorldForFile();
let invites: PendingInvites;
beforeAll(async () => {
  invites = await pendingInvites(t, world);
});

const target = (aim: AdminTarget) => resolveTarget(world, invites, aim);

describe('every administration route answers 401 without a valid, active token', () => {
  const routes: [HTTPMethods, string, object?][] = [
    ['GET', '/api/organizations'],
    ['GET', '/api/organizations/:id'],
    ['GET', '/api/organizations/dropdown'],
    ['POST', '/api/organizations', newOrganization()],
    ['GET', '/api/locations'],
    ['GET', '/api/locations/:id'],
    ['GET', '/api/locations/dropdown'],
    ['POST', '/api/locations', newLocation({ organizationId: 1 })],
    ['GET', '/api/users'],
    ['GET', '/api/users/:id'],
    ['PATCH', '/api/users/:id', { isActive: false }],
    ['GET', '/api/invites'],
    ['POST', '/api/invites', { name: 'Anon', email: 'anon@new.test', position: 'employee' }],
    ['DELETE', '/api/invites/:id'],
  ];
  /** The call, its `:id` a row of organization A: itself, a location, the employee, an invite. */
  const request = (method: HTTPMethods, path: string, payload?: object) => {
    const ids: Record<string, number> = {
      organizations: world.a.organization.id,
      locations: world.a.locations[0].id,
      users: world.a.employee.id,
      invites: invites.a.id,
    };
    const area = path.split('/')[2];
    return { method, url: path.replace(':id', String(ids[area])), payload };
  };

  it.each(routes)(
    '%s %s answers 401 without a token, changing nothing',
    async (method, path, payload) => {
      const response = await refused(401, () => call(null, request(method, path, payload)));
      expect(response.json()).toEqual({ message: 'Please sign in to continue' });
    },
  );

  it.each(routes)(
    '%s %s answers 401 to a forged token, changing nothing',
    async (method, path, payload) => {
      const forged = { authorization: 'Bearer not-a-real-token' };
      await refused(401, () => call(null, { ...request(method, path, payload), headers: forged }));
    },
  );

  it.each(routes)(
    "%s %s answers 401 to an inactive user's token, changing nothing",
    async (method, path, payload) => {
      await refused(401, () => call('inactiveEmployeeA', request(method, path, payload)));
    },
  );
});

describe('who may read the details of a row', () => {
  it.each(
    perActor<AdminTarget>({
      platformAdmin: [
        'organization a',
        'organization b',
        'location b0',
        'user employeeB',
        'user independent',
      ],
      adminA: ['organization a', 'location a1', 'user employeeA'],
      managerA: ['organization a', 'location a0', 'user adminA'],
      managerB: ['organization b'],
      // Location a0 is the one they manage.
      locationManagerA: ['location a0', 'location a1', 'user employeeA', 'user inactiveEmployeeA'],
    }),
  )('%s reads %s', async (actor, aim) => {
    const { url, identity } = target(aim);
    const kind = aim.split(' ')[0] as 'organization' | 'location' | 'user';
    const response = await call(actor, { url });
    expect(response.statusCode).toBe(200);
    expectDocumentedKeys(response.json(), `${kind}Detail`);
    expect(response.json()).toMatchObject(identity ?? {});
  });
});

/** A refusal: the rule, who asks, and what (a payload, or one built once the world exists). */
type Refusal = [string, ActorKey, HTTPMethods, AdminTarget, (object | (() => object))?];

/** How the rules below name each actor. */
const WHO: Partial<Record<ActorKey, string>> = {
  adminA: 'admin of an organization',
  managerA: 'manager',
  locationManagerA: 'location manager',
  employeeA: 'employee',
  independent: 'independent employee',
};
const EMPLOYEES: ActorKey[] = ['employeeA', 'independent'];

/** '<who> cannot <what> (403)' for each of `actors`, all making the same call. */
const refusals = (
  actors: ActorKey[],
  what: string,
  ...call: [HTTPMethods, AdminTarget, (object | (() => object))?]
): Refusal[] => actors.map((actor) => [`${WHO[actor]} cannot ${what} (403)`, actor, ...call]);

describe('who is refused what (403), the answer naming nothing of the target', () => {
  const organizationA = () => newLocation({ organizationId: world.a.organization.id });
  it.each<Refusal>([
    ...refusals(['locationManagerA', ...EMPLOYEES], 'list organizations', 'GET', 'organizations'),
    [
      'location manager cannot read their organization (403)',
      'locationManagerA',
      'GET',
      'organization a',
    ],
    ['employee cannot read their organization (403)', 'employeeA', 'GET', 'organization a'],
    [
      'independent employee cannot read an organization (403)',
      'independent',
      'GET',
      'organization a',
    ],
    ...refusals(
      ['adminA', 'managerA', 'locationManagerA', ...EMPLOYEES],
      'create an organization',
      'POST',
      'organizations',
      newOrganization,
    ),
    ...refusals(EMPLOYEES, 'list locations', 'GET', 'locations'),
    ...refusals(EMPLOYEES, 'read a location', 'GET', 'location a0'),
    ...refusals(
      ['locationManagerA', ...EMPLOYEES],
      'create a location',
      'POST',
      'locations',
      organizationA,
    ),
    ...refusals(EMPLOYEES, 'list users', 'GET', 'users'),
    ['employee cannot read a colleague (403)', 'employeeA', 'GET', 'user managerA'],
    [
      'employee cannot read themselves through /api/users/:id (403)',
      'employeeA',
      'GET',
      'user employeeA',
    ],
    ['independent employee cannot read a user (403)', 'independent', 'GET', 'user employeeA'],
    [
      'location manager cannot edit an employee (403)',
      'locationManagerA',
      'PATCH',
      'user employeeA',
      { isActive: false },
    ],
    [
      'location manager cannot reactivate an employee (403)',
      'locationManagerA',
      'PATCH',
      'user inactiveEmployeeA',
      { isActive: true },
    ],
    [
      'employee cannot edit a colleague (403)',
      'employeeA',
      'PATCH',
      'user inactiveEmployeeA',
      { isActive: true },
    ],
    [
      'employee cannot promote themselves (403)',
      'employeeA',
      'PATCH',
      'user employeeA',
      { position: 'admin' },
    ],
    [
      'independent employee cannot edit a user (403)',
      'independent',
      'PATCH',
      'user employeeA',
      { isActive: false },
    ],
    [
      'manager cannot edit the admin (403)',
      'managerA',
      'PATCH',
      'user adminA',
      { isActive: false },
    ],
    [
      'manager cannot promote themselves (403)',
      'managerA',
      'PATCH',
      'user managerA',
      { position: 'admin' },
    ],
    ...refusals(EMPLOYEES, 'list invites', 'GET', 'invites'),
    ...refusals(EMPLOYEES, 'delete an invite', 'DELETE', 'invite a'),
  ])('%s', async (_rule, actor, method, aim, body) => {
    const { url, secret } = target(aim);
    const payload = typeof body === 'function' ? body() : body;
    const response = await refused(403, () => call(actor, { method, url, payload }));
    expect(response.json()).toEqual({ message: expect.any(String) });
    if (secret) expect(response.body).not.toContain(secret);
  });
});

describe("another organization's rows answer 404, as if they did not exist", () => {
  it.each<[string, ActorKey, HTTPMethods, AdminTarget, object?]>([
    ['admin of A cannot read organization B (404)', 'adminA', 'GET', 'organization b'],
    ['manager of A cannot read organization B (404)', 'managerA', 'GET', 'organization b'],
    ['admin of B cannot read organization A (404)', 'adminB', 'GET', 'organization a'],
    ['manager of B cannot read organization A (404)', 'managerB', 'GET', 'organization a'],
    ['admin of A cannot read a location of B (404)', 'adminA', 'GET', 'location b0'],
    ['manager of A cannot read a location of B (404)', 'managerA', 'GET', 'location b0'],
    [
      'location manager of A cannot read a location of B (404)',
      'locationManagerA',
      'GET',
      'location b0',
    ],
    ['manager of B cannot read a location of A (404)', 'managerB', 'GET', 'location a0'],
    ['admin of A cannot read a user of B (404)', 'adminA', 'GET', 'user employeeB'],
    ['manager of A cannot read the admin of B (404)', 'managerA', 'GET', 'user adminB'],
    [
      'location manager of A cannot read a user of B (404)',
      'locationManagerA',
      'GET',
      'user managerB',
    ],
    ['admin of A cannot read the platform admin (404)', 'adminA', 'GET', 'user platformAdmin'],
    [
      'manager of A cannot read the independent employee (404)',
      'managerA',
      'GET',
      'user independent',
    ],
    [
      'admin of A cannot edit a user of B (404)',
      'adminA',
      'PATCH',
      'user employeeB',
      { isActive: false },
    ],
    [
      'manager of A cannot edit a user of B (404)',
      'managerA',
      'PATCH',
      'user locationManagerB',
      { isActive: false },
    ],
    [
      'admin of B cannot edit a user of A (404)',
      'adminB',
      'PATCH',
      'user inactiveEmployeeA',
      { isActive: true },
    ],
    [
      'admin of A cannot edit the platform admin (404)',
      'adminA',
      'PATCH',
      'user platformAdmin',
      { isActive: false },
    ],
    [
      'admin of A cannot edit the independent employee (404)',
      'adminA',
      'PATCH',
      'user independent',
      { isActive: false },
    ],
    ['admin of A cannot delete an invite of B (404)', 'adminA', 'DELETE', 'invite b'],
    ['manager of A cannot delete an invite of B (404)', 'managerA', 'DELETE', 'invite b'],
    [
      'location manager of A cannot delete an invite of B (404)',
      'locationManagerA',
      'DELETE',
      'invite b',
    ],
    ['manager of B cannot delete an invite of A (404)', 'managerB', 'DELETE', 'invite a'],
  ])('%s', async (_rule, actor, method, aim, payload) => {
    const { url, secret } = target(aim);
    const response = await refused(404, () => call(actor, { method, url, payload }));
    expect(response.body).not.toContain(secret);
    const missing = await call(actor, { method, url: url.replace(/\d+$/, '999999'), payload });
    expect(response.json()).toEqual(missing.json());
  });

  it.each<[string, HTTPMethods, string, object?]>([
    [
      'platform admin gets 404 for an organization that does not exist',
      'GET',
      '/api/organizations/999999',
    ],
    ['platform admin gets 404 for a location that does not exist', 'GET', '/api/locations/999999'],
    [
      'answers 404 for a user that does not exist',
      'PATCH',
      '/api/users/999999',
      { isActive: false },
    ],
    ['answers 404 for an invite that does not exist', 'DELETE', '/api/invites/999999'],
  ])('%s', async (_rule, method, url, payload) => {
    const response = await call('platformAdmin', { method, url, payload });
    expect(response.statusCode).toBe(404);
  });
});
