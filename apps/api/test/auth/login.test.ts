import { describe, expect, it } from 'vitest';
import { appForFile, callsAs } from '../support/app.ts';
import { makeUser, TEST_PASSWORD } from '../support/factories.ts';
import { login as loginAt } from '../support/session.ts';

const t = appForFile();

const login = (username: string, password: string, remoteAddress?: string) =>
  loginAt(t.app, username, password, remoteAddress);

describe('POST /api/auth/login', () => {
  it('answers an access token that opens GET /api/users/me', async () => {
    const user = await makeUser(t.db, { email: 'dana@example.test', name: 'Dana Whitfield' });
    const response = await login('Dana@Example.test', TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const me = await callsAs(t.app, response.json().access_token).get('/api/users/me');
    expect(me.json()).toMatchObject({
      id: user.id,
      email: 'dana@example.test',
      name: 'Dana Whitfield',
      position: 'employee',
    });
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    await makeUser(t.db, { email: 'wrong@example.test' });
    const wrongPassword = await login('wrong@example.test', 'not-the-password');
    const unknownEmail = await login('nobody@example.test', 'not-the-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it.each([
    [
      'an unverified account',
      { email: 'unverified@example.test', verified: false },
      'Please verify your email address before signing in',
    ],
    [
      'an inactive account',
      { email: 'inactive@example.test', isActive: false },
      'Your account is inactive. Please contact your administrator.',
    ],
  ])('refuses %s with a clear message', async (_who, account, message) => {
    await makeUser(t.db, account);
    const response = await login(account.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message });
  });

  it('answers 400 with the messages of a missing username and password', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(['Email is required', 'Password is required']);
  });

  it('locks an account after 10 failed logins in 15 minutes, without locking others on the same address', async () => {
    await makeUser(t.db, { email: 'target@example.test' });
    await makeUser(t.db, { email: 'colleague@example.test' });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login('target@example.test', 'guess-' + attempt, '10.0.0.7')).statusCode).toBe(
        401,
      );
    }
    const locked = await login('target@example.test', TEST_PASSWORD, '10.0.0.7');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    });
    expect((await login('colleague@example.test', TEST_PASSWORD, '10.0.0.7')).statusCode).toBe(200);
  });
});
