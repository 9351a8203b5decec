import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { createTokenService } from '../../src/auth/tokens.ts';
import { appForFile, bearer, callsAs } from '../support/app.ts';
import { makeLocation, makeOrganization, makeUser, TEST_PASSWORD } from '../support/factories.ts';
import { login, signIn } from '../support/session.ts';

const t = appForFile();

const getMe = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/users/me', headers });

/** Signs in a new user `email` with the test password; answers their token. */
async function newUser(email: string) {
  await makeUser(t.db, { email });
  return signIn(t.app, email, TEST_PASSWORD);
}

const UNAUTHORIZED = { message: 'Please sign in to continue' };

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('GET /api/users/me', () => {
  it('answers the signed-in user with organization, job title, phone and managed locations', async () => {
    const organization = await makeOrganization(t.db, { name: 'Harbor Dental' });
    const first = await makeLocation(t.db, organization.id);
    const second = await makeLocation(t.db, organization.id);
    const user = await makeUser(t.db, {
      email: 'lm@example.test',
      name: 'Lee Manager',
      position: 'location_manager',
      jobTitle: 'Front Desk',
      phoneNumber: '+15125550100',
      organizationId: organization.id,
      locationIds: [second.id, first.id],
    });
    const response = await getMe(bearer(await signIn(t.app, 'lm@example.test', TEST_PASSWORD)));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      email: 'lm@example.test',
      name: 'Lee Manager',
      position: 'location_manager',
      phoneNumber: '+15125550100',
      phoneVerified: false,
      jobTitle: 'Front Desk',
      organizationId: organization.id,
      organizationName: 'Harbor Dental',
      locationIds: [first.id, second.id],
      isActive: true,
    });
  });

  it('never answers a password hash or any other hash', async () => {
    await makeUser(t.db, { email: 'private@example.test' });
    const response = await getMe(
      bearer(await signIn(t.app, 'private@example.test', TEST_PASSWORD)),
    );
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).not.toContain('passwordHash');
    expect(response.body).not.toMatch(/hash/i);
    expect(response.body).not.toContain('$argon2');
  });

  it('answers 401 without a token', async () => {
    const response = await getMe();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  it.each([
    ['a malformed token', 'Bearer not-a-jwt'],
    ['an empty bearer', 'Bearer '],
    ['a token without the Bearer scheme', 'Token abc.def.ghi'],
  ])('answers 401 with %s', async (_case, authorization) => {
    const response = await getMe({ authorization });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  it('answers 401 with a token signed by another secret', async () => {
    const user = await makeUser(t.db);
    const forger = createTokenService('another-secret-another-secret-0123456789', 3600);
    const response = await getMe(bearer(await forger.sign(user.id)));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  it('answers 401 with an unsigned (alg none) token naming a real user', async () => {
    const user = await makeUser(t.db);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
      sub: String(user.id),
      exp: Math.floor(Date.now() / 1000) + 3600,
    })}.`;
    const response = await getMe(bearer(unsigned));
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 with an expired token', async () => {
    const user = await makeUser(t.db);
    const expired = createTokenService(t.config.jwtSecret, -1);
    const response = await getMe(bearer(await expired.sign(user.id)));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
    // The same user with a live token of the same secret is let in: only expiry was refused.
    expect((await getMe(bearer(await t.tokens.sign(user.id)))).statusCode).toBe(200);
  });

  it('answers 401 with a token of a user that does not exist', async () => {
    const response = await getMe(bearer(await t.tokens.sign(999_999)));
    expect(response.statusCode).toBe(401);
  });

  it("stops accepting a deactivated user's existing token", async () => {
    const user = await makeUser(t.db, { email: 'leaver@example.test' });
    const token = await signIn(t.app, 'leaver@example.test', TEST_PASSWORD);
    expect((await getMe(bearer(token))).statusCode).toBe(200);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const response = await getMe(bearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });
});

describe('POST /api/users/me/profile', () => {
  const updateProfile = (token: string, payload: object) =>
    callsAs(t.app, token).post('/api/users/me/profile', payload);
  const profile = (name: string, phoneNumber: string, jobTitle: string) => ({
    name,
    phoneNumber,
    jobTitle,
  });

  it('updates name, phone and job title and answers the current user', async () => {
    const user = await makeUser(t.db, { email: 'profile@example.test', jobTitle: 'Hygienist' });
    const token = await signIn(t.app, 'profile@example.test', TEST_PASSWORD);
    const response = await updateProfile(
      token,
      profile('  Avery Quinn ', '(512) 555-0143', 'Specialty Assistant-Ortho'),
    );
    expect(response.statusCode).toBe(200);
    const stored = profile('Avery Quinn', '+15125550143', 'Specialty Assistant-Ortho');
    expect(response.json()).toMatchObject({ id: user.id, ...stored });
    expect((await getMe(bearer(token))).json()).toMatchObject(stored);
  });

  it('normalizes an 11-digit number starting with 1 to +1 and ten digits', async () => {
    const token = await newUser('eleven@example.test');
    const response = await updateProfile(
      token,
      profile('Eleven Digits', '1-303-555-0199', 'Front Desk'),
    );
    expect(response.json().phoneNumber).toBe('+13035550199');
  });

  it('clears the phone when it is sent empty', async () => {
    await makeUser(t.db, { email: 'clear@example.test', phoneNumber: '+15125550100' });
    const token = await signIn(t.app, 'clear@example.test', TEST_PASSWORD);
    const response = await updateProfile(token, profile('Clear Phone', '', 'Hygienist'));
    expect(response.statusCode).toBe(200);
    expect(response.json().phoneNumber).toBeNull();
  });

  it('changes neither email nor position nor organization, whatever the body says', async () => {
    const user = await makeUser(t.db, { email: 'steady@example.test' });
    const organization = await makeOrganization(t.db);
    const token = await signIn(t.app, 'steady@example.test', TEST_PASSWORD);
    const response = await updateProfile(token, {
      ...profile('Steady Person', '', 'Hygienist'),
      email: 'hijack@example.test',
      position: 'admin',
      organizationId: organization.id,
      isActive: true,
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      email: 'steady@example.test',
      position: 'employee',
      organizationId: null,
    });
  });

  it.each([
    ['a name shorter than 3', { name: 'Jo' }, 'Name must be at least 3 characters'],
    ['an invalid phone', { phoneNumber: '555-0143' }, 'Please enter a valid US phone number'],
    [
      'a 12-digit phone',
      { phoneNumber: '+44 20 7946 0958' },
      'Please enter a valid US phone number',
    ],
    ['an unknown job title', { jobTitle: 'Dentist' }, 'Job Title is required'],
  ])('refuses %s with 400 and changes nothing', async (_case, change, message) => {
    const user = await makeUser(t.db, { name: 'Unchanged Name', phoneNumber: '+15125550100' });
    const token = await signIn(t.app, user.email, TEST_PASSWORD);
    const response = await updateProfile(token, {
      ...profile('Valid Name', '5125550111', 'Front Desk'),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: [message] });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      name: 'Unchanged Name',
      phoneNumber: '+15125550100',
      jobTitle: 'Hygienist',
    });
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/profile',
      payload: { name: 'Nobody Here', phoneNumber: '', jobTitle: 'Hygienist' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/users/me/password', () => {
  const changePassword = (token: string | null, currentPassword?: string, newPassword?: string) =>
    callsAs(t.app, token).post('/api/users/me/password', { currentPassword, newPassword });

  it('changes the password: the new one signs in and the old one no longer does', async () => {
    const token = await newUser('changer@example.test');
    const response = await changePassword(token, TEST_PASSWORD, 'Brand-New-Secret-7');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Your password has been updated.',
      access_token: expect.any(String),
    });
    expect((await login(t.app, 'changer@example.test', 'Brand-New-Secret-7')).statusCode).toBe(200);
    expect((await login(t.app, 'changer@example.test', TEST_PASSWORD)).statusCode).toBe(401);
  });

  it.each<[string, string, string, string, string | string[]]>([
    [
      'refuses a wrong current password and keeps the old one',
      'wrongcurrent@example.test',
      'not-my-password',
      'Brand-New-Secret-7',
      'Current password is incorrect',
    ],
    [
      'refuses a new password shorter than 8',
      'shortnew@example.test',
      TEST_PASSWORD,
      'Short1!',
      ['Password must be at least 8 characters long'],
    ],
  ])('%s', async (_rule, email, currentPassword, newPassword, message) => {
    const token = await newUser(email);
    const response = await changePassword(token, currentPassword, newPassword);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect((await login(t.app, email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a missing current password', async () => {
    const token = await newUser('nocurrent@example.test');
    const response = await changePassword(token, undefined, 'Brand-New-Secret-7');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ['Current password is required'] });
  });

  it('answers 401 without a token', async () => {
    const response = await changePassword(null, TEST_PASSWORD, 'Brand-New-Secret-7');
    expect(response.statusCode).toBe(401);
  });
});
