import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeCodes, users } from '../../src/db/schema.ts';
import { appForFile } from '../support/app.ts';
import { latestLinkCode } from '../support/outbox.ts';
import { login } from '../support/session.ts';

const PASSWORD = 'Floss-Daily-2024';
const t = appForFile();

/** Registers through the API and answers the code of the emailed verification link. */
async function registerAndReadCode(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Casey Morgan', email, jobTitle: 'Front Desk', password: PASSWORD },
  });
  expect(response.statusCode).toBe(201);
  return latestLinkCode(t.app, email, '/auth/verify-email');
}

const verify = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify', payload });

describe('POST /api/auth/verify', () => {
  it('verifies the email of the emailed code, after which sign-in works', async () => {
    const code = await registerAndReadCode('casey@example.test');
    const response = await verify({ code });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Your email was successfully verified. You may now login.',
    });
    expect((await login(t.app, 'casey@example.test', PASSWORD)).statusCode).toBe(200);
  });

  it('accepts a code only once', async () => {
    const code = await registerAndReadCode('once@example.test');
    expect((await verify({ code })).statusCode).toBe(200);
    const again = await verify({ code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'Invalid or expired verification link' });
  });

  it('refuses an unknown code and leaves the account unverified', async () => {
    await registerAndReadCode('unknown@example.test');
    const response = await verify({ code: 'this-code-was-never-issued' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid or expired verification link' });
    expect((await login(t.app, 'unknown@example.test', PASSWORD)).statusCode).toBe(403);
  });

  it('refuses an expired code', async () => {
    const code = await registerAndReadCode('expired@example.test');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'expired@example.test'));
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, 'email_verification')));
    const response = await verify({ code });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid or expired verification link' });
    expect((await login(t.app, 'expired@example.test', PASSWORD)).statusCode).toBe(403);
  });

  it('refuses a password reset code used as a verification code', async () => {
    await registerAndReadCode('crossed@example.test');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'crossed@example.test' },
    });
    const resetCode = await latestLinkCode(t.app, 'crossed@example.test', '/auth/reset-password');
    const response = await verify({ code: resetCode });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid or expired verification link' });
  });

  it.each([
    ['a missing code', {}],
    ['an empty code', { code: '' }],
    ['a blank code', { code: '   ' }],
  ])('answers 400 Invalid verification link for %s', async (_case, payload) => {
    const response = await verify(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ['Invalid verification link'] });
  });
});
