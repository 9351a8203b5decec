import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../../src/db/schema.ts';
import { appForFile } from '../support/app.ts';
import { makeUser, TEST_PASSWORD } from '../support/factories.ts';
import { latestLinkCode, readOutbox } from '../support/outbox.ts';
import { login } from '../support/session.ts';
import {
  DAY_SECONDS,
  letAMinutePass,
  MINUTE_SECONDS,
  rewindThrottles,
} from '../support/throttles.ts';

const PUBLIC_URL = 'https://reset.chairside.example';
const SENT = 'If an account exists with this email, you will receive a password reset link.';
const NEW_PASSWORD = 'Fresh-Start-2025';
const t = appForFile({ publicUrl: PUBLIC_URL });

/** Each test asks from its own address, so the per-address limit never mixes tests. */
let addressCounter = 0;
const nextAddress = () => `10.1.0.${(addressCounter += 1)}`;

const forgot = (email: string, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress,
  });

const reset = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });

async function requestResetCode(email: string) {
  expect((await forgot(email)).statusCode).toBe(200);
  return latestLinkCode(t.app, email, '/auth/reset-password');
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same message for an existing and an unknown email', async () => {
    await makeUser(t.db, { email: 'known@example.test' });
    const known = await forgot('known@example.test');
    const unknown = await forgot('stranger@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: SENT });
    expect(unknown.json()).toEqual({ message: SENT });
  });

  it('emails a reset link PUBLIC_URL/auth/reset-password?code= to an existing account', async () => {
    await makeUser(t.db, { email: 'linked@example.test' });
    await forgot('Linked@Example.test');
    const messages = await readOutbox(t.app, 'linked@example.test');
    expect(messages).toHaveLength(1);
    expect(messages[0].subject).toBe('Reset your Chairside password');
    expect(messages[0].text).toContain(`${PUBLIC_URL}/auth/reset-password?code=`);
  });

  it('emails nobody for an unknown address', async () => {
    await forgot('ghost@example.test');
    expect(await readOutbox(t.app, 'ghost@example.test')).toEqual([]);
  });

  it('emails nobody for an inactive account, with the same answer', async () => {
    await makeUser(t.db, { email: 'inactive@example.test', isActive: false });
    const response = await forgot('inactive@example.test');
    expect(response.json()).toEqual({ message: SENT });
    expect(await readOutbox(t.app, 'inactive@example.test')).toEqual([]);
  });

  it('keeps a link already sent working when a new one is requested; the first one used retires the others', async () => {
    await makeUser(t.db, { email: 'retire@example.test' });
    const first = await requestResetCode('retire@example.test');
    await letAMinutePass(t);
    const second = await requestResetCode('retire@example.test');
    expect(second).not.toBe(first);
    expect((await reset({ code: first, password: NEW_PASSWORD })).statusCode).toBe(200);
    const stale = await reset({ code: second, password: 'Another-Password-3' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ message: 'Invalid or expired reset link' });
  });

  it('answers 429 to a sixth request for one account from one address within an hour', async () => {
    await makeUser(t.db, { email: 'hammered@example.test' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await forgot('hammered@example.test', '10.7.0.1')).statusCode).toBe(200);
    }
    const limited = await forgot('hammered@example.test', '10.7.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Too many password reset requests. Please try again later.',
    });
  });

  it('sends one account at most 1 reset email a minute, 3 an hour and 5 a day, and answers every request alike', async () => {
    const email = 'flooded@example.test';
    await makeUser(t.db, { email });
    let address = 0;
    const ask = async () => {
      const response = await forgot(email, `10.8.0.${(address += 1)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: SENT });
    };
    const sent = async () => (await readOutbox(t.app, email)).length;
    for (let attempt = 0; attempt < 5; attempt += 1) await ask();
    expect(await sent()).toBe(1);
    for (let minute = 0; minute < 3; minute += 1) {
      await letAMinutePass(t);
      await ask();
      await ask();
    }
    expect(await sent()).toBe(3);
    for (let hour = 0; hour < 3; hour += 1) {
      await rewindThrottles(t, 60 * MINUTE_SECONDS);
      await ask();
    }
    expect(await sent()).toBe(5);
    // The first email is now more than a day old.
    await rewindThrottles(t, DAY_SECONDS - 3 * 60 * MINUTE_SECONDS);
    await ask();
    expect(await sent()).toBe(6);
  });

  it('limits one address to 30 requests an hour, whatever the emails', async () => {
    const address = '10.9.9.9';
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await forgot(`spray${attempt}@example.test`, address)).statusCode).toBe(200);
    }
    expect((await forgot('spray-last@example.test', address)).statusCode).toBe(429);
    expect((await forgot('spray-last@example.test', '10.9.9.10')).statusCode).toBe(200);
  });

  it('answers 400 for an invalid email', async () => {
    const response = await forgot('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ['Please enter a valid email address'] });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('changes the password: the old one stops working and the new one signs in', async () => {
    await makeUser(t.db, { email: 'reset@example.test' });
    const code = await requestResetCode('reset@example.test');
    const response = await reset({ code, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Your password has been reset. You may now login with your new password.',
    });
    expect((await login(t.app, 'reset@example.test', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(t.app, 'reset@example.test', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('accepts a reset code only once', async () => {
    await makeUser(t.db, { email: 'single@example.test' });
    const code = await requestResetCode('single@example.test');
    expect((await reset({ code, password: NEW_PASSWORD })).statusCode).toBe(200);
    const again = await reset({ code, password: 'Another-Password-3' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'Invalid or expired reset link' });
    expect((await login(t.app, 'single@example.test', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown code', async () => {
    const response = await reset({ code: 'never-issued-code', password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid or expired reset link' });
  });

  it('refuses an expired code and keeps the old password', async () => {
    const user = await makeUser(t.db, { email: 'late@example.test' });
    const code = await requestResetCode('late@example.test');
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, 'password_reset')));
    const response = await reset({ code, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid or expired reset link' });
    expect((await login(t.app, 'late@example.test', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an email verification code used as a reset code', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Kim Park',
        email: 'kim@example.test',
        jobTitle: 'Hygienist',
        password: 'Kim-Password-1',
      },
    });
    const verificationCode = await latestLinkCode(t.app, 'kim@example.test', '/auth/verify-email');
    const response = await reset({ code: verificationCode, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid or expired reset link' });
  });

  it('refuses a password shorter than 8 and does not spend the code', async () => {
    await makeUser(t.db, { email: 'short@example.test' });
    const code = await requestResetCode('short@example.test');
    const response = await reset({ code, password: 'Short1!' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ['Password must be at least 8 characters long'] });
    expect((await reset({ code, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('answers Invalid reset link for a missing code', async () => {
    const response = await reset({ password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ['Invalid reset link'] });
  });

  it('lifts a sign-in lockout of the account it resets', async () => {
    await makeUser(t.db, { email: 'locked@example.test' });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await login(t.app, 'locked@example.test', `guess-${attempt}`);
    }
    expect((await login(t.app, 'locked@example.test', TEST_PASSWORD)).statusCode).toBe(429);
    const code = await requestResetCode('locked@example.test');
    expect((await reset({ code, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await login(t.app, 'locked@example.test', NEW_PASSWORD)).statusCode).toBe(200);
  });
});
