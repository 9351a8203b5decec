import { describe, expect, it } from 'vitest';
import { appForFile } from '../support/app.ts';
import { makeUser, TEST_PASSWORD } from '../support/factories.ts';
import { readOutbox } from '../support/outbox.ts';
import { forgotPassword, login as signInAttempt } from '../support/session.ts';

const t = appForFile();

const login = (username: string, password: string, remoteAddress: string) =>
  signInAttempt(t.app, username, password, remoteAddress);
const forgot = (email: string, remoteAddress: string) =>
  forgotPassword(t.app, email, remoteAddress);

const LOCKED = { message: 'Too many failed sign-in attempts. Please try again in 15 minutes.' };

/** The right password is refused from `lockedAddress` with LOCKED, and let in from `ownerAddress`. */
async function expectLockedOutExcept(email: string, lockedAddress: string, ownerAddress: string) {
  const locked = await login(email, TEST_PASSWORD, lockedAddress);
  expect(locked.statusCode).toBe(429);
  expect(locked.json()).toEqual(LOCKED);
  expect((await login(email, TEST_PASSWORD, ownerAddress)).statusCode).toBe(200);
}

describe('wrong passwords arriving at once', () => {
  it('30 simultaneous wrong passwords for one account from one address get 10 answers of 401 and 20 of 429; that address is locked out, the owner elsewhere is not', async () => {
    const user = await makeUser(t.db, { email: 'burst@example.test' });
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        login(user.email, `Wrong-Password-${index}`, '192.0.2.1'),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(20).fill(429)]);
    await expectLockedOutExcept(user.email, '192.0.2.1', '192.0.2.200');
  });

  it('60 simultaneous wrong passwords from 60 new addresses get 50 answers of 401 and 10 of 429; then new addresses are locked out, the address the owner signed in from is not', async () => {
    const user = await makeUser(t.db, { email: 'spread@example.test' });
    expect((await login(user.email, TEST_PASSWORD, '198.51.100.250')).statusCode).toBe(200);
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        login(user.email, `Wrong-Password-${index}`, `192.0.2.${index + 1}`),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(50).fill(401), ...Array(10).fill(429)]);
    await expectLockedOutExcept(user.email, '198.51.100.9', '198.51.100.250');
  });
});

describe('password reset requests arriving at once', () => {
  it('10 simultaneous requests for one account from one address: 5 answered, 5 refused with 429', async () => {
    const user = await makeUser(t.db, { email: 'reset-burst@example.test' });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => forgot(user.email, '192.0.2.150')),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(5).fill(429)]);
  });

  it('10 simultaneous requests for one account from 10 addresses: all answered alike, 1 email sent (one a minute)', async () => {
    const user = await makeUser(t.db, { email: 'reset-spread@example.test' });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => forgot(user.email, `192.0.2.${index + 100}`)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(await readOutbox(t.app, user.email)).toHaveLength(1);
  });
});
