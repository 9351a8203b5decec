import { AUTH_MESSAGES } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../support/app.ts';
import { makeUser } from '../support/factories.ts';
import { readOutbox } from '../support/outbox.ts';
import {
  DAY_SECONDS,
  letAMinutePass,
  MINUTE_SECONDS,
  rewindThrottles,
} from '../support/throttles.ts';

const t = appForFile();

const register = (email: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: 'Bombing-Run-11', name: 'Robin Keller', jobTitle: 'Hygienist' },
    remoteAddress,
  });

describe('mail bombing through registration', () => {
  it('nine registrations of one address at once send one email; the rest answer 429 with a clear message and Retry-After', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 9; attempt += 1) {
      const answer = await register('victim1@bomb.test', '198.51.100.20');
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) {
        expect(answer.json()).toEqual({
          message: AUTH_MESSAGES.tooManyRegistrationEmails('1 minute'),
        });
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
    }
    expect(statuses).toEqual([201, 429, 429, 429, 429, 429, 429, 429, 429]);
    expect(await readOutbox(t.app, 'victim1@bomb.test')).toHaveLength(1);
  });

  it('registrations of one address from many clients, a minute apart, send five emails a day; the next day sends again', async () => {
    const statuses = [];
    for (let client = 1; client <= 7; client += 1) {
      statuses.push((await register('victim2@bomb.test', `198.51.100.${30 + client}`)).statusCode);
      await letAMinutePass(t);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(await readOutbox(t.app, 'victim2@bomb.test')).toHaveLength(5);
    const refused = await register('victim2@bomb.test', '198.51.100.40');
    expect(refused.json().message).toMatch(/try again in \d+ hours\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60 * MINUTE_SECONDS);

    await rewindThrottles(t, DAY_SECONDS);
    expect((await register('victim2@bomb.test', '198.51.100.41')).statusCode).toBe(201);
    expect(await readOutbox(t.app, 'victim2@bomb.test')).toHaveLength(6);
  });

  it("a stranger's registrations from one address take at most three of the day's five emails: the owner still registers from another address", async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await register('victim3@bomb.test', '198.51.100.50');
      await letAMinutePass(t);
    }
    expect(await readOutbox(t.app, 'victim3@bomb.test')).toHaveLength(3);
    expect((await register('victim3@bomb.test', '203.0.113.50')).statusCode).toBe(201);
    expect(await readOutbox(t.app, 'victim3@bomb.test')).toHaveLength(4);
  });

  it('the owner of a verified account hears of registrations of their address at most five times a day, not nine', async () => {
    await makeUser(t.db, { email: 'owner@bomb.test' });
    for (let attempt = 0; attempt < 9; attempt += 1) {
      await register('owner@bomb.test', `198.51.100.${60 + attempt}`);
      await letAMinutePass(t);
    }
    const messages = await readOutbox(t.app, 'owner@bomb.test');
    expect(messages).toHaveLength(5);
    expect(messages[0].subject).toBe('You already have a Chairside account');
  });

  it('one client registers at most 30 addresses an hour', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      statuses.push((await register(`spray${attempt}@bomb.test`, '198.51.100.99')).statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(201));
    const refused = await register('one-more@bomb.test', '198.51.100.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many registrations from this network. Please try again later.',
    });
  });
});
