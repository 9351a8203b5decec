import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { appForFile, postRawJson } from '../support/app.ts';
import { makeOrganization, makeUser, TEST_PASSWORD } from '../support/factories.ts';
import { latestLinkCode, readOutbox } from '../support/outbox.ts';
import { login } from '../support/session.ts';
import { letAMinutePass } from '../support/throttles.ts';

const PUBLIC_URL = 'https://chairside.example';
const t = appForFile({ publicUrl: PUBLIC_URL });

const validRegistration = {
  name: 'Robin Keller',
  email: 'robin@example.test',
  jobTitle: 'Hygienist',
  password: 'Brushing-Twice-1',
};

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });

async function findUser(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('POST /api/auth/register', () => {
  it('creates an unverified employee without organization and answers 201 with a message', async () => {
    const response = await register(validRegistration);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Registration successful. Please check your inbox for a verification email.',
    });
    const user = await findUser('robin@example.test');
    expect(user).toMatchObject({
      name: 'Robin Keller',
      jobTitle: 'Hygienist',
      position: 'employee',
      organizationId: null,
      isActive: true,
      emailVerifiedAt: null,
    });
  });

  it('queues a verification email whose link is PUBLIC_URL/auth/verify-email?code=', async () => {
    await register({ ...validRegistration, email: 'link@example.test' });
    const messages = await readOutbox(t.app, 'link@example.test');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'email', to: 'link@example.test' });
    expect(messages[0].text).toMatch(
      new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/auth/verify-email\\?code=[\\w-]{20,}`),
    );
  });

  it('stores the email in lower case and trims it', async () => {
    const response = await register({ ...validRegistration, email: '  Mixed.Case@Example.TEST ' });
    expect(response.statusCode).toBe(201);
    expect(await findUser('mixed.case@example.test')).toBeDefined();
  });

  it('ignores a position or organization sent with the registration', async () => {
    const organization = await makeOrganization(t.db);
    const response = await register({
      ...validRegistration,
      email: 'climber@example.test',
      position: 'admin',
      organizationId: organization.id,
      isActive: true,
      emailVerifiedAt: new Date().toISOString(),
    });
    expect(response.statusCode).toBe(201);
    expect(await findUser('climber@example.test')).toMatchObject({
      position: 'employee',
      organizationId: null,
      emailVerifiedAt: null,
    });
  });

  it('refuses sign-in until the email is verified', async () => {
    await register({ ...validRegistration, email: 'early@example.test' });
    const response = await login(t.app, 'early@example.test', validRegistration.password);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Please verify your email address before signing in',
    });
  });

  describe('validation', () => {
    it('answers 400 with a message for every missing field', async () => {
      const response = await register({});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: [
          'Name is required',
          'Email is required',
          'Job Title is required',
          'Password must be at least 8 characters long',
        ],
      });
    });

    it.each([
      [
        'a password shorter than 8',
        { password: 'Short1!' },
        'Password must be at least 8 characters long',
      ],
      ['an invalid email', { email: 'robin-at-example' }, 'Please enter a valid email address'],
      ['an unknown job title', { jobTitle: 'Dentist' }, 'Job Title is required'],
      ['a name shorter than 3', { name: 'Al' }, 'Name must be at least 3 characters'],
    ])('refuses %s', async (_rule, change, message) => {
      const email = `invalid-${Object.keys(change)[0]}@example.test`;
      const response = await register({ ...validRegistration, email, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual([message]);
    });

    it('creates no account and queues no email when the payload is invalid', async () => {
      const response = await register({
        ...validRegistration,
        email: 'nope@example.test',
        password: 'short',
      });
      expect(response.statusCode).toBe(400);
      expect(await findUser('nope@example.test')).toBeUndefined();
      expect(await readOutbox(t.app, 'nope@example.test')).toEqual([]);
    });

    it('answers 400 JSON when the body is not an object', async () => {
      const response = await postRawJson(t.app, '/api/auth/register', '"robin@example.test"');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: ['The request must be a JSON object'] });
    });
  });

  describe('an address that already has an account', () => {
    it('answers the same 201 and emails the verified owner instead of creating an account', async () => {
      const owner = await makeUser(t.db, { email: 'owner@example.test', name: 'Olive Owner' });
      const response = await register({ ...validRegistration, email: 'Owner@Example.test' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        message: 'Registration successful. Please check your inbox for a verification email.',
      });
      const [message] = await readOutbox(t.app, 'owner@example.test');
      expect(message.subject).toBe('You already have a Chairside account');
      expect(message.text).toContain(`${PUBLIC_URL}/auth/forgot-password`);
      expect(message.text).not.toContain('/auth/verify-email');
      expect(await findUser('owner@example.test')).toMatchObject({
        id: owner.id,
        name: 'Olive Owner',
        passwordHash: owner.passwordHash,
      });
    });

    it('keeps the existing password: the old one still signs in, the new one does not', async () => {
      await makeUser(t.db, { email: 'keeper@example.test' });
      await register({ ...validRegistration, email: 'keeper@example.test' });
      expect((await login(t.app, 'keeper@example.test', TEST_PASSWORD)).statusCode).toBe(200);
      expect(
        (await login(t.app, 'keeper@example.test', validRegistration.password)).statusCode,
      ).toBe(401);
    });

    it('sends an unverified owner a fresh verification link; two passwords waiting activate neither (pre-registration-takeover.test.ts), and the first link used retires the other', async () => {
      await register({ ...validRegistration, email: 'twice@example.test' });
      const first = await latestLinkCode(t.app, 'twice@example.test', '/auth/verify-email');
      await letAMinutePass(t);
      await register({
        ...validRegistration,
        email: 'twice@example.test',
        password: 'Other-Password-9',
      });
      const second = await latestLinkCode(t.app, 'twice@example.test', '/auth/verify-email');
      expect(second).not.toBe(first);

      const fresh = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify',
        payload: { code: second },
      });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json().passwordResetCode).toEqual(expect.any(String));
      expect((await login(t.app, 'twice@example.test', 'Other-Password-9')).statusCode).toBe(401);
      expect(
        (await login(t.app, 'twice@example.test', validRegistration.password)).statusCode,
      ).toBe(401);
      const stale = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify',
        payload: { code: first },
      });
      expect(stale.statusCode).toBe(400);
    });
  });
});
