import { describe, expect, it } from 'vitest';
import { appForFile, callsAs } from '../support/app.ts';
import { latestLinkCode } from '../support/outbox.ts';
import { login } from '../support/session.ts';
import { letAMinutePass } from '../support/throttles.ts';

const t = appForFile();

const STRANGER_PASSWORD = 'Strangers-Pass-1';
const OWNER_PASSWORD = 'Owners-Own-Pass-2';

let sequence = 0;
/**
 * Registers an address from a client of its own, a minute after the last registration (the
 * per-address email limits stay out of it).
 */
async function register(email: string, password: string, name: string, jobTitle = 'Hygienist') {
  sequence += 1;
  await letAMinutePass(t);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password, name, jobTitle },
    remoteAddress: `10.44.0.${sequence}`,
  });
}

const verify = (code: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { code } });

/** The account signs in with the owner's password, and not with the stranger's. */
async function expectOwnersPassword(email: string) {
  expect((await login(t.app, email, OWNER_PASSWORD)).statusCode).toBe(200);
  expect((await login(t.app, email, STRANGER_PASSWORD)).statusCode).toBe(401);
}

const verificationCode = (email: string) => latestLinkCode(t.app, email, '/auth/verify-email');

describe('pre-registration takeover', () => {
  it("the owner who registers after a stranger and opens the newest link signs in with the owner's password; the stranger's opens nothing", async () => {
    const email = 'owner1@takeover.test';
    expect((await register(email, STRANGER_PASSWORD, 'Mallory Stranger')).statusCode).toBe(201);
    expect((await register(email, OWNER_PASSWORD, 'Olivia Owner', 'Front Desk')).statusCode).toBe(
      201,
    );
    expect((await verify(await verificationCode(email))).statusCode).toBe(200);

    const owner = await login(t.app, email, OWNER_PASSWORD);
    expect(owner.statusCode).toBe(200);
    const me = await callsAs(t.app, owner.json().access_token).get('/api/users/me');
    // The account is the owner's as registered: not the stranger's name or job title either.
    expect(me.json()).toMatchObject({ name: 'Olivia Owner', jobTitle: 'Front Desk' });
    const stranger = await login(t.app, email, STRANGER_PASSWORD);
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toEqual({ message: 'Invalid email or password' });
  });

  it("the stranger's earlier link opened after the owner's verification is refused and changes nothing", async () => {
    const email = 'owner2@takeover.test';
    await register(email, STRANGER_PASSWORD, 'Mallory Stranger');
    const strangersLink = await verificationCode(email);
    await register(email, OWNER_PASSWORD, 'Olivia Owner');
    expect((await verify(await verificationCode(email))).statusCode).toBe(200);

    const late = await verify(strangersLink);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: 'Invalid or expired verification link' });
    await expectOwnersPassword(email);
  });

  it("a stranger who registers after the owner cannot swap the password: the owner's own link still activates the owner's", async () => {
    const email = 'owner3@takeover.test';
    await register(email, OWNER_PASSWORD, 'Olivia Owner');
    const ownersLink = await verificationCode(email);
    await register(email, STRANGER_PASSWORD, 'Mallory Stranger');

    expect((await verify(ownersLink)).statusCode).toBe(200);
    await expectOwnersPassword(email);
  });

  it("an owner who resets the password instead keeps it: a stranger's pending link opened later is refused", async () => {
    const email = 'owner4@takeover.test';
    await register(email, STRANGER_PASSWORD, 'Mallory Stranger');
    const strangersLink = await verificationCode(email);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: '10.44.1.1',
    });
    const resetCode = await latestLinkCode(t.app, email, '/auth/reset-password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { code: resetCode, password: OWNER_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);

    expect((await verify(strangersLink)).statusCode).toBe(400);
    await expectOwnersPassword(email);
  });
});
