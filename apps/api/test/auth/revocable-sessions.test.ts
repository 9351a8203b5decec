import type { PasswordChangeResponse } from '@chairside/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { appForFile, callsAs, type TestApp } from '../support/app.ts';
import { makeOrganization, makeUser, TEST_PASSWORD } from '../support/factories.ts';
import { latestLinkCode } from '../support/outbox.ts';
import { login, signIn } from '../support/session.ts';

const t = appForFile();
/** A second API instance on the same database, as behind a load balancer. */
let other: TestApp['app'];
beforeAll(async () => {
  other = await buildApp(t.config, t.db, { logger: false });
  await other.ready();
  return () => other.close();
});

const NEW_PASSWORD = 'Brand-New-Pass-7';
let sequence = 0;
const person = (overrides: Parameters<typeof makeUser>[1] = {}) =>
  makeUser(t.db, { email: `person${(sequence += 1)}@sessions.test`, ...overrides });

/** An organization with an admin, signed in on this app, and a person of it. */
async function adminAndMember() {
  const organization = await makeOrganization(t.db);
  const admin = await person({ position: 'admin', organizationId: organization.id });
  const adminToken = await signIn(t.app, admin.email, TEST_PASSWORD);
  const user = await person({ organizationId: organization.id });
  return { adminToken, user };
}

const meOn = (app: TestApp['app'], token: string) => callsAs(app, token).get('/api/users/me');

async function expectSignedOut(token: string) {
  for (const app of [t.app, other]) {
    const answer = await meOn(app, token);
    expect(answer.statusCode).toBe(401);
  }
}

describe('sessions end at once, on every instance', () => {
  it('a password reset ends every session issued before it', async () => {
    const user = await person();
    const laptop = await signIn(t.app, user.email, TEST_PASSWORD);
    const phone = await signIn(other, user.email, TEST_PASSWORD);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    const code = await latestLinkCode(t.app, user.email, '/auth/reset-password');
    const reset = await other.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { code, password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    await expectSignedOut(laptop);
    await expectSignedOut(phone);
    expect((await login(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a password change ends the other sessions and hands the device that changed it a new token', async () => {
    const user = await person();
    const laptop = await signIn(t.app, user.email, TEST_PASSWORD);
    const stolen = await signIn(other, user.email, TEST_PASSWORD);
    const change = await callsAs(t.app, laptop).post('/api/users/me/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(change.statusCode).toBe(200);
    const answer = change.json<PasswordChangeResponse>();
    expect(answer.message).toBe('Your password has been updated.');
    await expectSignedOut(stolen);
    await expectSignedOut(laptop);
    for (const app of [t.app, other]) {
      expect((await meOn(app, answer.access_token)).json()).toMatchObject({ id: user.id });
    }
  });

  it('Sign out of all devices ends every session, the one that asked included', async () => {
    const user = await person();
    const laptop = await signIn(t.app, user.email, TEST_PASSWORD);
    const phone = await signIn(other, user.email, TEST_PASSWORD);
    const answer = await callsAs(other, phone).post('/api/users/me/sign-out-everywhere');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: 'You have been signed out of all devices.' });
    await expectSignedOut(laptop);
    await expectSignedOut(phone);
    const fresh = await signIn(t.app, user.email, TEST_PASSWORD);
    expect((await meOn(other, fresh)).statusCode).toBe(200);
  });

  it('a deactivation by an administrator ends every session, and reactivation revives none', async () => {
    const { adminToken, user } = await adminAndMember();
    const phone = await signIn(other, user.email, TEST_PASSWORD);
    const setActive = (isActive: boolean) =>
      callsAs(t.app, adminToken).patch(`/api/users/${user.id}`, { isActive });
    expect((await setActive(false)).statusCode).toBe(200);
    await expectSignedOut(phone);
    expect((await setActive(true)).statusCode).toBe(200);
    await expectSignedOut(phone);
    expect((await login(other, user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('an administrator signs a person out of all devices: a lost phone stops working', async () => {
    const { adminToken, user } = await adminAndMember();
    const lostPhone = await signIn(other, user.email, TEST_PASSWORD);
    const answer = await callsAs(t.app, adminToken).post(
      `/api/users/${user.id}/sign-out-everywhere`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: 'This user has been signed out of all devices.' });
    await expectSignedOut(lostPhone);
    expect((await meOn(other, adminToken)).statusCode).toBe(200);
  });

  it('only someone who may edit a person signs them out, and never themselves this way', async () => {
    const organization = await makeOrganization(t.db);
    const manager = await person({ position: 'manager', organizationId: organization.id });
    const managerToken = await signIn(t.app, manager.email, TEST_PASSWORD);
    const otherManager = await person({ position: 'manager', organizationId: organization.id });
    const stranger = await person({ organizationId: (await makeOrganization(t.db)).id });
    const signOut = (id: number) =>
      callsAs(t.app, managerToken).post(`/api/users/${id}/sign-out-everywhere`);
    expect((await signOut(otherManager.id)).statusCode).toBe(403);
    expect((await signOut(stranger.id)).statusCode).toBe(404);
    const self = await signOut(manager.id);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ message: 'Sign out of your own devices from Settings' });
    expect((await meOn(t.app, managerToken)).statusCode).toBe(200);
  });

  it('ending one person’s sessions leaves everybody else signed in', async () => {
    const leaving = await person();
    const staying = await person();
    const leavingToken = await signIn(t.app, leaving.email, TEST_PASSWORD);
    const stayingToken = await signIn(t.app, staying.email, TEST_PASSWORD);
    await callsAs(t.app, leavingToken).post('/api/users/me/sign-out-everywhere');
    expect((await meOn(other, stayingToken)).statusCode).toBe(200);
  });

  it('Sign out of all devices needs a valid session', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/sign-out-everywhere',
    });
    expect(answer.statusCode).toBe(401);
  });
});
