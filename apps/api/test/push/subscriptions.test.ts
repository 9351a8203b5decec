import { PUSH_MESSAGES } from '@chairside/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../src/db/schema.ts';
import { appForFile, bearer, callsAs, expectRefusalMessages } from '../support/app.ts';
import { makeUser, TEST_PASSWORD } from '../support/factories.ts';
import { pushDevice } from '../support/loopback-push.ts';
import { signIn } from '../support/session.ts';
import { messagesOf } from '../support/shift-world.ts';

const t = appForFile();
const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

type Person = { id: number; token: string };
let ann: Person;
let bob: Person;
beforeAll(async () => {
  const person = async () => {
    const user = await makeUser(t.db);
    return { id: user.id, token: await signIn(t.app, user.email, TEST_PASSWORD) };
  };
  [ann, bob] = [await person(), await person()];
});

const subscribe = (person: Person, payload: object, userAgent?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    payload,
    headers: { ...bearer(person.token), ...(userAgent ? { 'user-agent': userAgent } : {}) },
  });

const unsubscribe = (person: Person, endpoint: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/push/subscriptions',
    payload: { endpoint },
    headers: bearer(person.token),
  });

const subscription = (endpoint = 'https://push.example.test/send/abc') => ({
  endpoint,
  keys: pushDevice().keys,
});

const storedAt = (endpoint: string) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describe('GET /api/push/public-key', () => {
  it("answers the server's VAPID public key to a signed-in person", async () => {
    const response = await callsAs(t.app, ann.token).get('/api/push/public-key');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ publicKey: t.config.vapid.publicKey });
  });

  it('asks an anonymous caller to sign in', async () => {
    expect((await callsAs(t.app, null).get('/api/push/public-key')).statusCode).toBe(401);
  });
});

describe('POST /api/push/subscriptions', () => {
  it('stores the subscription for the caller, with a short label of their browser', async () => {
    const payload = subscription('https://push.example.test/send/label');
    const response = await subscribe(ann, payload, CHROME_ON_ANDROID);
    expect(response.statusCode).toBe(204);
    expect(await storedAt(payload.endpoint)).toEqual([
      expect.objectContaining({
        userId: ann.id,
        p256dh: payload.keys.p256dh,
        auth: payload.keys.auth,
        userAgent: 'Chrome on Android',
      }),
    ]);
  });

  it('replaces the row of an endpoint subscribed again (new keys, or another person signed in)', async () => {
    const endpoint = 'https://push.example.test/send/again';
    await subscribe(ann, subscription(endpoint));
    const again = subscription(endpoint);
    expect((await subscribe(bob, again)).statusCode).toBe(204);
    const rows = await storedAt(endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: bob.id, p256dh: again.keys.p256dh });
  });

  it.each([
    ['a plain http endpoint off loopback', { endpoint: 'http://push.example.test/x' }],
    ['an endpoint that is no URL', { endpoint: 'not a url' }],
  ])('refuses %s with 400', async (_, change) => {
    const messages = expectRefusalMessages(await subscribe(ann, { ...subscription(), ...change }));
    expect(messages).toContain(PUSH_MESSAGES.endpointNotHttps);
  });

  it('refuses keys that are not base64url with 400', async () => {
    const payload = {
      endpoint: 'https://push.example.test/k',
      keys: { p256dh: 'a+b/c', auth: 'x' },
    };
    expect(expectRefusalMessages(await subscribe(ann, payload))).toContain(
      PUSH_MESSAGES.keyNotBase64Url,
    );
  });

  it('refuses a subscription without keys with 400', async () => {
    expectRefusalMessages(await subscribe(ann, { endpoint: 'https://push.example.test/n' }));
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it("removes the caller's own device", async () => {
    const endpoint = 'https://push.example.test/send/own';
    await subscribe(ann, subscription(endpoint));
    const response = await unsubscribe(ann, endpoint);
    expect(response.statusCode).toBe(204);
    expect(await storedAt(endpoint)).toEqual([]);
  });

  it("answers 404 for another person's device, and leaves it subscribed", async () => {
    const endpoint = 'https://push.example.test/send/theirs';
    await subscribe(ann, subscription(endpoint));
    const response = await unsubscribe(bob, endpoint);
    expect(response.statusCode).toBe(404);
    expect(messagesOf(response)).toEqual([PUSH_MESSAGES.subscriptionNotFound]);
    expect(await storedAt(endpoint)).toHaveLength(1);
  });
});
