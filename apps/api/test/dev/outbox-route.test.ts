import { describe, expect, it } from 'vitest';
import { enqueueMessage } from '../../src/modules/notifications/outbox.ts';
import { appForFile, type TestApp } from '../support/app.ts';
import { makeUser } from '../support/factories.ts';
import { enqueueCommitted } from '../support/outbox.ts';

// Both apps before any data: each empties the worker's database as it starts.
const production = appForFile({ env: 'production' });
const t = appForFile();

const readOutbox = (app: TestApp['app'], query: string) =>
  app.inject({ method: 'GET', url: `/api/dev/outbox${query}` });

describe('GET /api/dev/outbox', () => {
  it('answers the messages to an address, newest first, as {channel, to, subject, text, createdAt}', async () => {
    await makeUser(t.db, { email: 'reader@example.test' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'reader@example.test' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Reader Again',
        email: 'reader@example.test',
        jobTitle: 'Hygienist',
        password: 'Reader-Pass-1',
      },
    });
    const response = await readOutbox(t.app, '?to=reader@example.test');
    expect(response.statusCode).toBe(200);
    const messages = response.json();
    expect(messages.map((message: { subject: string }) => message.subject)).toEqual([
      'You already have a Chairside account',
      'Reset your Chairside password',
    ]);
    for (const message of messages) {
      expect(Object.keys(message).sort()).toEqual([
        'channel',
        'createdAt',
        'subject',
        'text',
        'to',
      ]);
      expect(message).toMatchObject({ channel: 'email', to: 'reader@example.test' });
      expect(new Date(message.createdAt).toISOString()).toBe(message.createdAt);
    }
    expect(Date.parse(messages[0].createdAt)).toBeGreaterThanOrEqual(
      Date.parse(messages[1].createdAt),
    );
  });

  it('orders messages written in the same instant by the order they were written', async () => {
    await t.db.transaction(async (tx) => {
      for (const subject of ['first', 'second', 'third']) {
        await enqueueMessage(tx, {
          channel: 'email',
          to: 'same@example.test',
          subject,
          text: subject,
        });
      }
    });
    const messages = (await readOutbox(t.app, '?to=same@example.test')).json();
    expect(messages.map((message: { subject: string }) => message.subject)).toEqual([
      'third',
      'second',
      'first',
    ]);
  });

  it('matches an email address whatever its case, and only that address', async () => {
    await t.db.transaction(async (tx) => {
      await enqueueMessage(tx, {
        channel: 'email',
        to: 'mine@example.test',
        subject: 'mine',
        text: 'x',
      });
      await enqueueMessage(tx, {
        channel: 'email',
        to: 'theirs@example.test',
        subject: 'theirs',
        text: 'x',
      });
    });
    const messages = (await readOutbox(t.app, '?to=Mine@Example.TEST')).json();
    expect(messages.map((message: { subject: string }) => message.subject)).toEqual(['mine']);
  });

  it('answers text messages to a phone number with channel sms', async () => {
    await enqueueCommitted(t.db, {
      channel: 'sms',
      to: '+15125550100',
      subject: 'Code',
      text: 'Your code is 1234',
    });
    const messages = (await readOutbox(t.app, `?to=${encodeURIComponent('+15125550100')}`)).json();
    expect(messages).toEqual([
      expect.objectContaining({ channel: 'sms', to: '+15125550100', text: 'Your code is 1234' }),
    ]);
  });

  it('answers an empty list for an address without messages', async () => {
    const response = await readOutbox(t.app, '?to=silent@example.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each([
    ['a missing to', ''],
    ['an empty to', '?to='],
  ])('answers 400 to is required for %s', async (_case, query) => {
    const response = await readOutbox(t.app, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ['to is required'] });
  });

  it('is not registered in production', async () => {
    const response = await readOutbox(production.app, '?to=reader@example.test');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});
