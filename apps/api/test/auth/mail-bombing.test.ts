import { describe, expect, it } from 'vitest';
import { appForFile } from '../support/app.ts';
import { makeUser } from '../support/factories.ts';
import { readOutbox } from '../support/outbox.ts';

const t = appForFile();

const TOO_MANY_EMAILS = {
  message:
    'We have already sent several emails to this address in the last hour. Please check your inbox (and spam folder), or try again later.',
};

const register = (email: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: 'Bombing-Run-11', name: 'Robin Keller', jobTitle: 'Hygienist' },
    remoteAddress,
  });

describe('mail bombing through registration', () => {
  it('nine registrations of one address from one client send three emails; the rest answer 429 with a clear message', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 9; attempt += 1) {
      const answer = await register('victim1@bomb.test', '198.51.100.20');
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) expect(answer.json()).toEqual(TOO_MANY_EMAILS);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429, 429]);
    expect(await readOutbox(t.app, 'victim1@bomb.test')).toHaveLength(3);
  });

  it('registrations of one address from many clients send at most six emails an hour', async () => {
    for (let client = 1; client <= 9; client += 1) {
      await register('victim2@bomb.test', `198.51.100.${30 + client}`);
    }
    expect(await readOutbox(t.app, 'victim2@bomb.test')).toHaveLength(6);
  });

  it("a stranger's registrations do not stop the owner registering from another address", async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await register('victim3@bomb.test', '198.51.100.50');
    }
    expect((await register('victim3@bomb.test', '203.0.113.50')).statusCode).toBe(201);
    expect(await readOutbox(t.app, 'victim3@bomb.test')).toHaveLength(4);
  });

  it('the owner of a verified account hears of registrations of their address a few times an hour, not nine', async () => {
    await makeUser(t.db, { email: 'owner@bomb.test' });
    for (let attempt = 0; attempt < 9; attempt += 1) {
      await register('owner@bomb.test', `198.51.100.${60 + attempt}`);
    }
    const messages = await readOutbox(t.app, 'owner@bomb.test');
    expect(messages).toHaveLength(6);
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
