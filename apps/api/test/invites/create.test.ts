import type { AccountPosition } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { expectDocumentedKeys, type ActorKey } from '../support/admin-world.ts';
import { latestLinkCode, readOutbox } from '../support/outbox.ts';
import { letAMinutePass } from '../support/throttles.ts';
import { perActor } from '../support/per-actor.ts';

const { t, world, get, post: postAs, del, refused } = adminWorldForFile();

const post = (actor: ActorKey, payload: object) => postAs(actor, '/api/invites', payload);

let sequence = 0;
function payloadFor(position: AccountPosition, org: 'a' | 'b' = 'a', extra: object = {}) {
  sequence += 1;
  return {
    name: `Invitee ${sequence}`,
    email: `invitee${sequence}@new.test`,
    position,
    managingLocationIds: position === 'location_manager' ? [world[org].locations[0].id] : [],
    ...extra,
  };
}

const expectRefused = (actor: ActorKey, payload: object, status: number, message?: unknown) =>
  refused(status, () => post(actor, payload), message);

describe('who may invite which position (SPEC §6: up to their own rank; a location manager only employees)', () => {
  it.each(
    perActor<AccountPosition>({
      platformAdmin: ['admin'],
      adminA: ['admin', 'manager', 'location_manager', 'employee'],
      managerA: ['manager', 'location_manager', 'employee'],
      locationManagerA: ['employee'],
    }),
  )('%s may invite %s (201)', async (actor, position) => {
    const extra = actor === 'platformAdmin' ? { organizationId: world.a.organization.id } : {};
    const payload = payloadFor(position, 'a', extra);
    const response = await post(actor, payload);
    expect(response.statusCode).toBe(201);
    expectDocumentedKeys(response.json(), 'inviteRow');
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: payload.name,
      email: payload.email,
      organizationId: world.a.organization.id,
      organizationName: 'Alder Dental',
      position,
      jobTitle: null,
      isVerified: false,
      managingLocationIds: payload.managingLocationIds,
    });
  });

  it.each<[string, ActorKey, AccountPosition]>([
    ['manager cannot invite an admin (403)', 'managerA', 'admin'],
    ['location manager cannot invite an admin (403)', 'locationManagerA', 'admin'],
    ['location manager cannot invite a manager (403)', 'locationManagerA', 'manager'],
    [
      'location manager cannot invite a location manager (403)',
      'locationManagerA',
      'location_manager',
    ],
    ['employee cannot invite an employee (403)', 'employeeA', 'employee'],
    ['independent employee cannot invite an employee (403)', 'independent', 'employee'],
  ])('%s', async (_rule, actor, position) => {
    await expectRefused(actor, payloadFor(position), 403);
  });
});

describe('the organization of an invite', () => {
  it('platform admin must name the organization: Organization is required (400)', async () => {
    await expectRefused('platformAdmin', payloadFor('employee'), 400, ['Organization is required']);
  });

  it('platform admin invites into the organization they name', async () => {
    const response = await post(
      'platformAdmin',
      payloadFor('employee', 'b', { organizationId: world.b.organization.id }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      organizationId: world.b.organization.id,
      organizationName: 'Birch Dental',
    });
  });

  it('platform admin naming an organization that does not exist gets 404', async () => {
    await expectRefused(
      'platformAdmin',
      payloadFor('employee', 'a', { organizationId: 999999 }),
      404,
    );
  });

  it('admin of A naming organization B still invites into A, never into B', async () => {
    const response = await post(
      'adminA',
      payloadFor('employee', 'a', { organizationId: world.b.organization.id }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().organizationId).toBe(world.a.organization.id);
    const listOfB = await get('adminB', '/api/invites?limit=100');
    expect(listOfB.json().items.map((row: { id: number }) => row.id)).not.toContain(
      response.json().id,
    );
  });
});

describe('invite validation (SPEC §5 Invite)', () => {
  it.each<[string, object]>([
    ['Name is required', { name: '' }],
    ['Name is required', { name: '   ' }],
    ['Email is required', { email: '' }],
    ['Email is required', { email: undefined }],
    ['Please enter a valid email address', { email: 'dana@' }],
    ['Please enter a valid email address', { email: 'dana@example' }],
    ['Position is required', { position: undefined }],
    ['Position is required', { position: 'owner' }],
  ])('%s when sent %o', async (message, override) => {
    await expectRefused('adminA', { ...payloadFor('employee'), ...override }, 400, [message]);
  });

  it('a location manager invite needs at least one managed location', async () => {
    await expectRefused(
      'adminA',
      payloadFor('location_manager', 'a', { managingLocationIds: [] }),
      400,
      ['At least one location must be selected for location managers'],
    );
  });

  it.each<[string, ActorKey, 'foreign' | 'mixed' | 'missing']>([
    ['admin of A cannot hand out a location of B', 'adminA', 'foreign'],
    ['manager of A cannot mix a location of B in', 'managerA', 'mixed'],
    ['a location that does not exist is refused', 'adminA', 'missing'],
  ])('%s: managed locations must be in the organization (400)', async (_rule, actor, kind) => {
    const managingLocationIds = {
      foreign: [world.b.locations[0].id],
      mixed: [world.a.locations[0].id, world.b.locations[0].id],
      missing: [999999],
    }[kind];
    await expectRefused(actor, payloadFor('location_manager', 'a', { managingLocationIds }), 400, [
      'Locations must belong to the organization',
    ]);
  });

  it('managingLocationIds of a non location-manager invite are not stored', async () => {
    const response = await post(
      'adminA',
      payloadFor('employee', 'a', { managingLocationIds: [world.a.locations[0].id] }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().managingLocationIds).toEqual([]);
  });
});

describe('invite conflicts (409)', () => {
  it.each<[string, string]>([
    ['the email of a user of the organization', 'employee.a@alder.test'],
    ['the same email in other letter case', 'Employee.A@Alder.TEST'],
    ['the email of a user of another organization', 'admin.b@birch.test'],
    ['the email of an inactive user', 'inactive.a@alder.test'],
  ])('refuses %s: A user with this email already exists', async (_case, email) => {
    await expectRefused(
      'adminA',
      payloadFor('employee', 'a', { email }),
      409,
      'A user with this email already exists',
    );
  });

  it('refuses an email with a pending invite: An invite for this email is already pending', async () => {
    const payload = payloadFor('employee');
    expect((await post('adminA', payload)).statusCode).toBe(201);
    await expectRefused(
      'managerA',
      { ...payload, name: 'Someone Else' },
      409,
      'An invite for this email is already pending',
    );
  });

  it("another organization's pending invite neither blocks nor reveals the email: 201 (issue #11)", async () => {
    const payload = payloadFor('employee');
    expect((await post('adminB', payload)).statusCode).toBe(201);
    expect((await post('adminA', payload)).statusCode).toBe(201);
  });

  it('of two simultaneous invites for one email exactly one is created, the other answers 409', async () => {
    for (let round = 0; round < 5; round += 1) {
      const payload = payloadFor('employee');
      const responses = await Promise.all([post('adminA', payload), post('managerA', payload)]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      const list = await get('adminA', `/api/invites?search=${encodeURIComponent(payload.email)}`);
      expect(list.json().total).toBe(1);
      expect(await readOutbox(t.app, payload.email)).toHaveLength(1);
    }
  });

  it('once the pending invite is deleted the email may be invited again (a minute after its last email)', async () => {
    const payload = payloadFor('employee');
    const first = await post('adminA', payload);
    const removed = await del('adminA', `/api/invites/${first.json().id}`);
    expect(removed.statusCode).toBe(204);
    await letAMinutePass(t);
    expect((await post('adminA', payload)).statusCode).toBe(201);
  });
});

describe('the invite email', () => {
  it('is sent to the invitee with a link to /auth/verify-invite?code=', async () => {
    const payload = payloadFor('employee', 'a', { email: 'Mail.Me@New.test' });
    const response = await post('managerA', payload);
    expect(response.statusCode).toBe(201);
    expect(response.json().email).toBe('mail.me@new.test');
    const messages = await readOutbox(t.app, 'mail.me@new.test');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'email', to: 'mail.me@new.test' });
    expect(messages[0].subject).toContain('Alder Dental');
    expect(messages[0].text).toContain(`${t.config.publicUrl}/auth/verify-invite?code=`);
    const code = await latestLinkCode(t.app, 'mail.me@new.test', '/auth/verify-invite');
    expect(code.length).toBeGreaterThanOrEqual(20);
  });

  it('is not sent for a refused invite', async () => {
    await post('locationManagerA', payloadFor('manager', 'a', { email: 'never@new.test' }));
    expect(await readOutbox(t.app, 'never@new.test')).toEqual([]);
  });
});
