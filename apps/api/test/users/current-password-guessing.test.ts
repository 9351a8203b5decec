import type { PasswordChangeResponse } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { appForFile, callsAs } from '../support/app.ts';
import { makeUser, TEST_PASSWORD } from '../support/factories.ts';
import { signIn } from '../support/session.ts';

const t = appForFile();

const changePassword = (token: string, currentPassword: string) =>
  callsAs(t.app, token).post('/api/users/me/password', {
    currentPassword,
    newPassword: 'Another-Pass-77',
  });

describe('current-password guessing with a stolen token', () => {
  it('ten wrong current passwords in 15 minutes, then 429 even for the right one', async () => {
    const user = await makeUser(t.db, { email: 'stolen@guess.test' });
    const token = await signIn(t.app, user.email, TEST_PASSWORD);
    for (let guess = 0; guess < 10; guess += 1) {
      const wrong = await changePassword(token, `Guess-${guess}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: 'Current password is incorrect' });
    }
    const locked = await changePassword(token, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: 'Too many incorrect passwords. Please try again in 15 minutes.',
    });
  });

  it("one person's wrong guesses do not limit another's password change", async () => {
    const guessed = await makeUser(t.db, { email: 'guessed@guess.test' });
    const other = await makeUser(t.db, { email: 'other@guess.test' });
    const guessedToken = await signIn(t.app, guessed.email, TEST_PASSWORD);
    for (let guess = 0; guess < 11; guess += 1) await changePassword(guessedToken, `G-${guess}`);
    const token = await signIn(t.app, other.email, TEST_PASSWORD);
    expect((await changePassword(token, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('the right current password forgives the wrong ones before it', async () => {
    const user = await makeUser(t.db, { email: 'forgiven@guess.test' });
    const token = await signIn(t.app, user.email, TEST_PASSWORD);
    for (let guess = 0; guess < 9; guess += 1) await changePassword(token, `Typo-${guess}`);
    const changed = await changePassword(token, TEST_PASSWORD);
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json<PasswordChangeResponse>().access_token;
    for (let guess = 0; guess < 9; guess += 1) {
      expect((await changePassword(fresh, `Typo-again-${guess}`)).statusCode).toBe(400);
    }
    expect((await changePassword(fresh, 'Another-Pass-77')).statusCode).toBe(200);
  });
});
