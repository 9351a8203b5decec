import { MAX_PUSH_SUBSCRIPTIONS_PER_USER, PUSH_MESSAGES } from '@chairside/domain';
import { asc, eq } from 'drizzle-orm';
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

/** An endpoint of Chrome's push service (FCM), as a browser's PushSubscription carries it. */
let sequence = 0;
const fcm = (name = 'device') => `https://fcm.googleapis.com/fcm/send/${name}-${(sequence += 1)}`;

const subscription = (endpoint = fcm()) => ({
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
    const payload = subscription(fcm('label'));
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
    const endpoint = fcm('again');
    await subscribe(ann, subscription(endpoint));
    const again = subscription(endpoint);
    expect((await subscribe(bob, again)).statusCode).toBe(204);
    const rows = await storedAt(endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: bob.id, p256dh: again.keys.p256dh });
  });

  it.each([
    ['a plain http endpoint', 'http://fcm.googleapis.com/fcm/send/x'],
    ['plain http on loopback (PUSH_ALLOW_LOOPBACK is off)', 'http://127.0.0.1:4000/push/1'],
    ['an endpoint that is no URL', 'not a url'],
  ])('refuses %s with 400', async (_, endpoint) => {
    const messages = expectRefusalMessages(await subscribe(ann, { ...subscription(), endpoint }));
    expect(messages).toContain(PUSH_MESSAGES.endpointNotHttps);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/chrome',
    'https://android.googleapis.com/gcm/send/legacy',
    'https://updates.push.services.mozilla.com/wpush/v2/firefox',
    'https://web.push.apple.com/safari',
    'https://wns2-par02p.notify.windows.com/w/?token=edge',
  ])("accepts the browsers' push service %s", async (endpoint) => {
    expect((await subscribe(ann, subscription(endpoint))).statusCode).toBe(204);
    expect(await storedAt(endpoint)).toHaveLength(1);
  });

  // Issue #23 §1: a subscription must never make the server connect into its own network.
  it.each([
    ['IPv4 loopback with a port', 'https://127.0.0.1:8443/push'],
    ['IPv6 loopback', 'https://[::1]/push'],
    ['IPv4-mapped IPv6 loopback', 'https://[::ffff:7f00:1]/push'],
    ['hexadecimal loopback', 'https://0x7f000001/push'],
    ['decimal loopback', 'https://2130706433/push'],
    ['octal loopback', 'https://0177.0.0.1/push'],
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data/'],
    ['a private address', 'https://10.1.2.3/push'],
    ['a private IPv6 address', 'https://[fd00::1]/push'],
    ['localhost', 'https://localhost/push'],
    ['a host that is no push service', 'https://push.example.test/send/abc'],
    ["a look-alike of Google's push host", 'https://fcm.googleapis.com.example.test/fcm/send/x'],
    ['a push host on another port', 'https://fcm.googleapis.com:8443/fcm/send/x'],
    ['a push host with credentials', 'https://a:b@fcm.googleapis.com/fcm/send/x'],
  ])('refuses %s with 400, and stores nothing', async (_, endpoint) => {
    const messages = expectRefusalMessages(await subscribe(ann, { ...subscription(), endpoint }));
    expect(messages).toEqual([PUSH_MESSAGES.endpointNotPushService]);
    expect(await storedAt(endpoint)).toEqual([]);
  });

  it('refuses an endpoint over 2048 characters with 400', async () => {
    const endpoint = `https://fcm.googleapis.com/fcm/send/${'x'.repeat(2048)}`;
    expectRefusalMessages(await subscribe(ann, { ...subscription(), endpoint }));
    expect(await storedAt(endpoint)).toEqual([]);
  });

  it('refuses keys that are not base64url with 400', async () => {
    const payload = {
      endpoint: fcm('k'),
      keys: { p256dh: 'a+b/c', auth: 'x' },
    };
    expect(expectRefusalMessages(await subscribe(ann, payload))).toContain(
      PUSH_MESSAGES.keyNotBase64Url,
    );
  });

  it('refuses a subscription without keys with 400', async () => {
    expectRefusalMessages(await subscribe(ann, { endpoint: fcm('n') }));
  });
});

describe('at most MAX_PUSH_SUBSCRIPTIONS_PER_USER devices a person (issue #23 §2)', () => {
  const endpointsOf = async (userId: number) =>
    (
      await t.db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.id))
    ).map((row) => row.endpoint);

  it('keeps 10, and an 11th subscription drops the oldest', async () => {
    const user = await makeUser(t.db);
    const carol = { id: user.id, token: await signIn(t.app, user.email, TEST_PASSWORD) };
    const endpoints = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS_PER_USER + 1 }, () => fcm('cap'));
    for (const endpoint of endpoints.slice(0, MAX_PUSH_SUBSCRIPTIONS_PER_USER)) {
      expect((await subscribe(carol, subscription(endpoint))).statusCode).toBe(204);
    }
    expect(await endpointsOf(carol.id)).toEqual(endpoints.slice(0, 10));

    expect((await subscribe(carol, subscription(endpoints[10]))).statusCode).toBe(204);
    expect(MAX_PUSH_SUBSCRIPTIONS_PER_USER).toBe(10);
    expect(await endpointsOf(carol.id)).toEqual(endpoints.slice(1));
  });

  it("drops only the subscriber's own oldest, never another person's", async () => {
    const [first, second] = [await makeUser(t.db), await makeUser(t.db)];
    const dave = { id: first.id, token: await signIn(t.app, first.email, TEST_PASSWORD) };
    const erin = { id: second.id, token: await signIn(t.app, second.email, TEST_PASSWORD) };
    const erins = fcm('erin');
    await subscribe(erin, subscription(erins));
    for (let n = 0; n < MAX_PUSH_SUBSCRIPTIONS_PER_USER + 3; n += 1) {
      await subscribe(dave, subscription(fcm('dave')));
    }
    expect(await endpointsOf(dave.id)).toHaveLength(MAX_PUSH_SUBSCRIPTIONS_PER_USER);
    expect(await endpointsOf(erin.id)).toEqual([erins]);
  });

  it('keeps 10 when many devices subscribe at once (the person is locked while one is added)', async () => {
    const user = await makeUser(t.db);
    const hal = { id: user.id, token: await signIn(t.app, user.email, TEST_PASSWORD) };
    const answers = await Promise.all(
      Array.from({ length: MAX_PUSH_SUBSCRIPTIONS_PER_USER + 5 }, () =>
        subscribe(hal, subscription(fcm('hal'))),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 204));
    expect(await endpointsOf(hal.id)).toHaveLength(MAX_PUSH_SUBSCRIPTIONS_PER_USER);
  });

  it('counts a device subscribed again as its newest, so it is not the one dropped', async () => {
    const user = await makeUser(t.db);
    const fay = { id: user.id, token: await signIn(t.app, user.email, TEST_PASSWORD) };
    const endpoints = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS_PER_USER }, () => fcm('fay'));
    for (const endpoint of endpoints) await subscribe(fay, subscription(endpoint));
    await subscribe(fay, subscription(endpoints[0]));
    const newcomer = fcm('fay-new');
    await subscribe(fay, subscription(newcomer));
    const kept = await endpointsOf(fay.id);
    expect(kept).toHaveLength(MAX_PUSH_SUBSCRIPTIONS_PER_USER);
    expect(kept).toContain(endpoints[0]);
    expect(kept).not.toContain(endpoints[1]);
    expect(kept).toContain(newcomer);
  });
});

describe('GET /api/push/subscriptions', () => {
  it("lists the caller's own devices, newest first, as { id, label, createdAt } only", async () => {
    const user = await makeUser(t.db);
    const gus = { id: user.id, token: await signIn(t.app, user.email, TEST_PASSWORD) };
    await subscribe(gus, subscription(fcm('gus-1')), CHROME_ON_ANDROID);
    await subscribe(gus, subscription(fcm('gus-2')));
    await subscribe(bob, subscription(fcm('not-gus')), CHROME_ON_ANDROID);

    const response = await callsAs(t.app, gus.token).get('/api/push/subscriptions');
    expect(response.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, gus.id))
      .orderBy(asc(pushSubscriptions.id));
    expect(response.json()).toEqual([
      { id: rows[1].id, label: null, createdAt: rows[1].createdAt.toISOString() },
      { id: rows[0].id, label: 'Chrome on Android', createdAt: rows[0].createdAt.toISOString() },
    ]);
    expect(response.body).not.toContain('fcm.googleapis.com');
  });

  it('answers an empty list to a person with no device', async () => {
    const user = await makeUser(t.db);
    const token = await signIn(t.app, user.email, TEST_PASSWORD);
    const response = await callsAs(t.app, token).get('/api/push/subscriptions');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('asks an anonymous caller to sign in', async () => {
    expect((await callsAs(t.app, null).get('/api/push/subscriptions')).statusCode).toBe(401);
  });
});

/** `caller` removes the device stored at `endpoint` by its id. */
const removeById = async (caller: Person, endpoint: string) => {
  const [{ id }] = await storedAt(endpoint);
  return callsAs(t.app, caller.token).del(`/api/push/subscriptions/${id}`);
};

describe.each([
  ['DELETE /api/push/subscriptions', unsubscribe, '', ''],
  ['DELETE /api/push/subscriptions/:id', removeById, ' by its id', '-by-id'],
] as const)('%s', (_route, remove, how, tag) => {
  it(`removes the caller's own device${how}`, async () => {
    const endpoint = fcm(`own${tag}`);
    await subscribe(ann, subscription(endpoint));
    const response = await remove(ann, endpoint);
    expect(response.statusCode).toBe(204);
    expect(await storedAt(endpoint)).toEqual([]);
  });

  it("answers 404 for another person's device, and leaves it subscribed", async () => {
    const endpoint = fcm(`theirs${tag}`);
    await subscribe(ann, subscription(endpoint));
    const response = await remove(bob, endpoint);
    expect(response.statusCode).toBe(404);
    expect(messagesOf(response)).toEqual([PUSH_MESSAGES.subscriptionNotFound]);
    expect(await storedAt(endpoint)).toHaveLength(1);
  });
});
