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
const MANAGERS_OF_A: ActorKey[] = ['adminA', 'managerA', 'locationManagerA'];
const deactivation = { isActive: false };
const reactivation = { isActive: true };
const promotion = { position: 'admin' };

/** How the 404 rules below name each actor: by role and organization. */
const WHO_OF: Partial<Record<ActorKey, string>> = {
  adminA: 'admin of A',
  managerA: 'manager of A',
  locationManagerA: 'location manager of A',
  adminB: 'admin of B',
  managerB: 'manager of B',
};

/** '<who> cannot <what> (<status>)' for each actor of `who`, all making the same call. */
const rules =
  (status: 403 | 404, names: Partial<Record<ActorKey, string>>) =>
  (
    who: ActorKey | ActorKey[],
    what: string,
    ...call: [HTTPMethods, AdminTarget, (object | (() => object))?]
  ): Refusal[] =>
    [who].flat().map((actor) => [`${names[actor]} cannot ${what} (${status})`, actor, ...call]);
const refusals = rules(403, WHO);
const hidden = rules(404, WHO_OF);

/** Makes a refusal's call: it must answer `status`, change nothing and name nothing of the target. */
async function sendRefused(status: 403 | 404, [, actor, method, aim, body]: Refusal) {
  const { url, secret } = target(aim);
  const payload = typeof body === 'function' ? body() : body;
  const response = await refused(status, () => call(actor, { method, url, payload }));
  if (secret) expect(response.body).not.toContain(secret);
  return { response, actor, method, url, payload };
}

describe('who is refused what (403), the answer naming nothing of the target', () => {
  const organizationA = () => newLocation({ organizationId: world.a.organization.id });
  it.each<Refusal>([
    ...refusals(['locationManagerA', ...EMPLOYEES], 'list organizations', 'GET', 'organizations'),
    ...refusals(
      ['locationManagerA', 'employeeA'],
      'read their organization',
      'GET',
      'organization a',
    ),
    ...refusals('independent', 'read an organization', 'GET', 'organization a'),
    ...refusals(
      [...MANAGERS_OF_A, ...EMPLOYEES],
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
    ...refusals('employeeA', 'read a colleague', 'GET', 'user managerA'),
    ...refusals('employeeA', 'read themselves through /api/users/:id', 'GET', 'user employeeA'),
    ...refusals('independent', 'read a user', 'GET', 'user employeeA'),
    ...refusals('locationManagerA', 'edit an employee', 'PATCH', 'user employeeA', deactivation),
    ...refusals(
      'locationManagerA',
      'reactivate an employee',
      'PATCH',
      'user inactiveEmployeeA',
      reactivation,
    ),
    ...refusals('employeeA', 'edit a colleague', 'PATCH', 'user inactiveEmployeeA', reactivation),
    ...refusals('employeeA', 'promote themselves', 'PATCH', 'user employeeA', promotion),
    ...refusals('independent', 'edit a user', 'PATCH', 'user employeeA', deactivation),
    ...refusals('managerA', 'edit the admin', 'PATCH', 'user adminA', deactivation),
    ...refusals('managerA', 'promote themselves', 'PATCH', 'user managerA', promotion),
    ...refusals(EMPLOYEES, 'list invites', 'GET', 'invites'),
    ...refusals(EMPLOYEES, 'delete an invite', 'DELETE', 'invite a'),
  ])('%s', async (...refusal) => {
    const { response } = await sendRefused(403, refusal);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

describe("another organization's rows answer 404, as if they did not exist", () => {
  it.each<Refusal>([
    ...hidden(['adminA', 'managerA'], 'read organization B', 'GET', 'organization b'),
    ...hidden(['adminB', 'managerB'], 'read organization A', 'GET', 'organization a'),
    ...hidden(MANAGERS_OF_A, 'read a location of B', 'GET', 'location b0'),
    ...hidden('managerB', 'read a location of A', 'GET', 'location a0'),
    ...hidden('adminA', 'read a user of B', 'GET', 'user employeeB'),
    ...hidden('managerA', 'read the admin of B', 'GET', 'user adminB'),
    ...hidden('locationManagerA', 'read a user of B', 'GET', 'user managerB'),
    ...hidden('adminA', 'read the platform admin', 'GET', 'user platformAdmin'),
    ...hidden('managerA', 'read the independent employee', 'GET', 'user independent'),
    ...hidden('adminA', 'edit a user of B', 'PATCH', 'user employeeB', deactivation),
    ...hidden('managerA', 'edit a user of B', 'PATCH', 'user locationManagerB', deactivation),
    ...hidden('adminB', 'edit a user of A', 'PATCH', 'user inactiveEmployeeA', reactivation),
    ...hidden('adminA', 'edit the platform admin', 'PATCH', 'user platformAdmin', deactivation),
    ...hidden('adminA', 'edit the independent employee', 'PATCH', 'user independent', deactivation),
    ...hidden(MANAGERS_OF_A, 'delete an invite of B', 'DELETE', 'invite b'),
    ...hidden('managerB', 'delete an invite of A', 'DELETE', 'invite a'),
  ])('%s', async (...refusal) => {
    const { response, actor, method, url, payload } = await sendRefused(404, refusal);
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
    ['answers 404 for a user that does not exist', 'PATCH', '/api/users/999999', deactivation],
    ['answers 404 for an invite that does not exist', 'DELETE', '/api/invites/999999'],
  ])('%s', async (_rule, method, url, payload) => {
    const response = await call('platformAdmin', { method, url, payload });
    expect(response.statusCode).toBe(404);
  });
});
