import { describe, expect, it } from 'vitest';
import { utcTimeText } from '../../src/modules/notifications/templates.ts';
import { appForFile, callsAs } from '../support/app.ts';
import { latestLinkCode, readOutbox } from '../support/outbox.ts';
import { login } from '../support/session.ts';
import { letAMinutePass } from '../support/throttles.ts';

const t = appForFile();

const STRANGER_PASSWORD = 'Strangers-Pass-1';
const OWNER_PASSWORD = 'Owners-Own-Pass-2';
const NEW_PASSWORD = 'Chosen-From-The-Mailbox-3';

const VERIFIED = { message: 'Your email was successfully verified. You may now login.' };
const CHOOSE_PASSWORD =
  'This email address was registered more than once with different passwords, so none of them was kept. Choose a new password to finish.';

let sequence = 0;
/**
 * Registers an address from a client of its own, a minute after the last registration (the
 * per-address email limits stay out of it).
 */
async function register(email: string, password: string, name: string, jobTitle = 'Hygienist') {
  sequence += 1;
  await letAMinutePass(t);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password, name, jobTitle },
    remoteAddress: `10.44.0.${sequence}`,
  });
  expect(response.statusCode).toBe(201);
  // The code of the link this registration emailed.
  return latestLinkCode(t.app, email, '/auth/verify-email');
}

type Registrant = 'stranger' | 'owner';
const REGISTRANTS: Record<Registrant, [password: string, name: string]> = {
  stranger: [STRANGER_PASSWORD, 'Mallory Stranger'],
  owner: [OWNER_PASSWORD, 'Olivia Owner'],
};

/** `first` registers `email`, then the other: each one's verification link. */
async function registerBoth(email: string, first: Registrant) {
  const order: Registrant[] = first === 'stranger' ? ['stranger', 'owner'] : ['owner', 'stranger'];
  const links = {} as Record<Registrant, string>;
  for (const who of order) links[who] = await register(email, ...REGISTRANTS[who]);
  return links;
}

const verify = (code: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { code } });

const resetPassword = (code: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { code, password } });

/** Signs in with `password`: the status code. */
const signInStatus = async (email: string, password: string) =>
  (await login(t.app, email, password)).statusCode;

/**
 * The conflicted verification: 200 with the message and a reset code, no password activated
 * (both refused), and the code sets the password of whoever opened the link, once.
 */
async function expectConflictSettledByTheMailbox(email: string, opened: string) {
  const response = await verify(opened);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    message: CHOOSE_PASSWORD,
    passwordResetCode: expect.stringMatching(/^[\w-]{20,}$/),
  });
  expect(await signInStatus(email, STRANGER_PASSWORD)).toBe(401);
  expect(await signInStatus(email, OWNER_PASSWORD)).toBe(401);

  const { passwordResetCode } = response.json();
  expect((await resetPassword(passwordResetCode, NEW_PASSWORD)).statusCode).toBe(200);
  expect(await signInStatus(email, NEW_PASSWORD)).toBe(200);
  expect(await signInStatus(email, STRANGER_PASSWORD)).toBe(401);
  expect(await signInStatus(email, OWNER_PASSWORD)).toBe(401);
  // The code is used once.
  expect((await resetPassword(passwordResetCode, 'Someone-Else-Pass-4')).statusCode).toBe(400);
  expect(await signInStatus(email, NEW_PASSWORD)).toBe(200);
}

async function expectDead(...codes: string[]) {
  for (const code of codes) {
    const late = await verify(code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: 'Invalid or expired verification link' });
  }
}

describe('pre-registration takeover: an address registered with different passwords', () => {
  it('a stranger registers first and the owner opens the newest link: no password is activated, the answer carries a reset code that sets a new one, and the earlier links are dead', async () => {
    const email = 'owner1@takeover.test';
    const strangersLink = await register(email, STRANGER_PASSWORD, 'Mallory Stranger');
    const ownersLink = await register(email, OWNER_PASSWORD, 'Olivia Owner', 'Front Desk');

    await expectConflictSettledByTheMailbox(email, ownersLink);
    await expectDead(strangersLink, ownersLink);
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(200);
  });

  it.each<[string, Registrant, Registrant]>([
    [
      "a stranger registers first and the owner opens the older (stranger's) link: the stranger's password is not activated either",
      'stranger',
      'stranger',
    ],
    [
      "a stranger registers after the owner and the owner opens the newest (stranger's) link: no password is activated",
      'owner',
      'stranger',
    ],
    [
      "a stranger registers after the owner and the owner opens the owner's own older link: no password is activated",
      'owner',
      'owner',
    ],
  ])('%s', async (_case, first, opened) => {
    const email = `${first}-first-${opened}-opened@takeover.test`;
    const links = await registerBoth(email, first);

    await expectConflictSettledByTheMailbox(email, links[opened]);
    await expectDead(links[opened === 'owner' ? 'stranger' : 'owner']);
  });

  it('the account a conflicted verification leaves is unverified until the reset, and takes the opened link’s name', async () => {
    const email = 'owner5@takeover.test';
    await register(email, STRANGER_PASSWORD, 'Mallory Stranger');
    const ownersLink = await register(email, OWNER_PASSWORD, 'Olivia Owner', 'Front Desk');
    const { passwordResetCode } = (await verify(ownersLink)).json();
    expect((await resetPassword(passwordResetCode, NEW_PASSWORD)).statusCode).toBe(200);

    const signedIn = await login(t.app, email, NEW_PASSWORD);
    const me = await callsAs(t.app, signedIn.json().access_token).get('/api/users/me');
    expect(me.json()).toMatchObject({ name: 'Olivia Owner', jobTitle: 'Front Desk' });
  });

  it("an owner who resets the password instead keeps it: a stranger's pending link opened later is refused", async () => {
    const email = 'owner6@takeover.test';
    const strangersLink = await register(email, STRANGER_PASSWORD, 'Mallory Stranger');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: '10.44.1.1',
    });
    const resetCode = await latestLinkCode(t.app, email, '/auth/reset-password');
    expect((await resetPassword(resetCode, OWNER_PASSWORD)).statusCode).toBe(200);

    await expectDead(strangersLink);
    expect(await signInStatus(email, OWNER_PASSWORD)).toBe(200);
    expect(await signInStatus(email, STRANGER_PASSWORD)).toBe(401);
  });
});

describe('registrations that are no conflict', () => {
  it('one registration: its link verifies and activates its password, as SPEC describes', async () => {
    const email = 'single@takeover.test';
    const link = await register(email, OWNER_PASSWORD, 'Olivia Owner', 'Front Desk');
    const response = await verify(link);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(VERIFIED);
    expect(await signInStatus(email, OWNER_PASSWORD)).toBe(200);
  });

  it('a re-registration with the same password is no conflict: the older link activates that password and the newer one dies', async () => {
    const email = 'twice@takeover.test';
    const first = await register(email, OWNER_PASSWORD, 'Olivia Owner');
    const second = await register(email, OWNER_PASSWORD, 'Olivia Owner', 'Front Desk');
    const third = await register(email, OWNER_PASSWORD, 'Olivia Owner', 'Front Desk');

    const response = await verify(first);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(VERIFIED);
    expect(await signInStatus(email, OWNER_PASSWORD)).toBe(200);
    await expectDead(second, third);
  });

  it('a stranger who registers after the owner verified gets the owner an "already have an account" email, and the password stays', async () => {
    const email = 'verified-first@takeover.test';
    expect((await verify(await register(email, OWNER_PASSWORD, 'Olivia Owner'))).json()).toEqual(
      VERIFIED,
    );
    await letAMinutePass(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email,
        password: STRANGER_PASSWORD,
        name: 'Mallory Stranger',
        jobTitle: 'Hygienist',
      },
      remoteAddress: '10.44.2.1',
    });
    expect(response.statusCode).toBe(201);
    const [latest] = await readOutbox(t.app, email);
    expect(latest.subject).toBe('You already have a Chairside account');
    expect(await signInStatus(email, OWNER_PASSWORD)).toBe(200);
    expect(await signInStatus(email, STRANGER_PASSWORD)).toBe(401);
  });
});

describe('the verification email', () => {
  it("greets 'Hello,' (no name anybody verified) and says when the registration was made, in UTC", async () => {
    const email = 'greeting@takeover.test';
    const before = utcTimeText(new Date());
    await register(email, STRANGER_PASSWORD, 'there, your payroll is on hold');
    const after = utcTimeText(new Date());
    const [message] = await readOutbox(t.app, email);

    expect(message.subject).toBe('Verify your Chairside email address');
    expect(message.text.startsWith('Hello,\n\n')).toBe(true);
    expect(message.text).not.toContain('payroll');
    const madeAt = message.text.match(/on (\d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} UTC)/)?.[1];
    expect([before, after]).toContain(madeAt);
  });

  it('writes the time as day, month, year, 24-hour time and UTC', () => {
    expect(utcTimeText(new Date('2026-03-08T07:05:00Z'))).toBe('8 March 2026, 07:05 UTC');
    expect(utcTimeText(new Date('2026-12-31T23:59:59Z'))).toBe('31 December 2026, 23:59 UTC');
  });

  it("a password reset email to an address nobody verified greets 'Hello,' too", async () => {
    const email = 'unverified-reset@takeover.test';
    await register(email, STRANGER_PASSWORD, 'Mallory Stranger');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: '10.44.3.1',
    });
    const [message] = await readOutbox(t.app, email);
    expect(message.subject).toBe('Reset your Chairside password');
    expect(message.text.startsWith('Hello,\n\n')).toBe(true);
    expect(message.text).not.toContain('Mallory');
  });
});
