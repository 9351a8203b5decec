import { describe, expect, it } from 'vitest';
import { appForFile } from '../support/app.ts';
import { makeUser, TEST_PASSWORD } from '../support/factories.ts';
import { latestLinkCode, readOutbox } from '../support/outbox.ts';
import { forgotPassword, login as signInAttempt } from '../support/session.ts';

const t = appForFile();

const OWNER = '203.0.113.10';
const STRANGER = '198.51.100.66';

const login = (username: string, password: string, remoteAddress: string) =>
  signInAttempt(t.app, username, password, remoteAddress);
const forgot = (email: string, remoteAddress: string) =>
  forgotPassword(t.app, email, remoteAddress);

describe('lockout as a weapon', () => {
  it("a stranger's wrong passwords lock out only the stranger: the owner signs in from their own address", async () => {
    const owner = await makeUser(t.db, { email: 'owner@weapon.test' });
    for (let guess = 0; guess < 25; guess += 1) {
      await login(owner.email, `Guess-${guess}`, STRANGER);
    }
    expect((await login(owner.email, TEST_PASSWORD, STRANGER)).statusCode).toBe(429);
    expect((await login(owner.email, TEST_PASSWORD, OWNER)).statusCode).toBe(200);
  });

  it("the owner's own mistypes are forgiven by the right password", async () => {
    const owner = await makeUser(t.db, { email: 'typist@weapon.test' });
    for (let guess = 0; guess < 9; guess += 1) {
      expect((await login(owner.email, `Typo-${guess}`, OWNER)).statusCode).toBe(401);
    }
    expect((await login(owner.email, TEST_PASSWORD, OWNER)).statusCode).toBe(200);
    for (let guess = 0; guess < 9; guess += 1) {
      expect((await login(owner.email, `Typo-again-${guess}`, OWNER)).statusCode).toBe(401);
    }
    expect((await login(owner.email, TEST_PASSWORD, OWNER)).statusCode).toBe(200);
  });

  it("a stranger's reset requests neither retire the owner's emailed link nor lock the owner's own requests", async () => {
    const owner = await makeUser(t.db, { email: 'reset-owner@weapon.test' });
    expect((await forgot(owner.email, OWNER)).statusCode).toBe(200);
    const ownersLink = await latestLinkCode(t.app, owner.email, '/auth/reset-password');
    const strangers = [];
    for (let request = 0; request < 8; request += 1) {
      strangers.push((await forgot(owner.email, STRANGER)).statusCode);
    }
    expect(strangers).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect((await forgot(owner.email, OWNER)).statusCode).toBe(200);
    // One reset email a minute at most: the owner's, sent first.
    expect(await readOutbox(t.app, owner.email)).toHaveLength(1);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { code: ownersLink, password: 'Owners-New-Pass-5' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(owner.email, 'Owners-New-Pass-5', OWNER)).statusCode).toBe(200);
  });
});
