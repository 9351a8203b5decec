import type { lookup as dnsLookup, LookupAddress } from 'node:dns';
import { DEFAULT_PUSH_ENDPOINT_HOSTS, type PushEndpointRules } from '@chairside/domain';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, pushSubscriptions } from '../../src/db/schema.ts';
import {
  guardedLookup,
  isPublicAddress,
  RefusedAddressError,
} from '../../src/lib/public-address.ts';
import { deliverPendingMessages } from '../../src/modules/notifications/delivery.ts';
import { enqueuePush } from '../../src/modules/notifications/enqueue-push.ts';
import { pushSender } from '../../src/modules/push/push-sender.ts';
import { appForFile } from '../support/app.ts';
import { makeUser } from '../support/factories.ts';
import { pushDevice, startLoopbackPush } from '../support/loopback-push.ts';

/**
 * Issue #23 §1 at send time: the server posts a push only to a configured push service, on a
 * public address (checked on the connection itself), and never follows a redirect. Each refusal
 * is permanent: the message is given up at its first attempt, never retried.
 */
const t = appForFile();
const MINUTE = 60_000;
/** The server's own rules: the browsers' push services, loopback not allowed. */
const BROWSER_SERVICES_ONLY: PushEndpointRules = {
  hosts: [...DEFAULT_PUSH_ENDPOINT_HOSTS],
  allowLoopback: false,
};
const LOOPBACK_ALLOWED: PushEndpointRules = {
  hosts: [...DEFAULT_PUSH_ENDPOINT_HOSTS],
  allowLoopback: true,
};

let service: Awaited<ReturnType<typeof startLoopbackPush>>;
let elsewhere: Awaited<ReturnType<typeof startLoopbackPush>>;
beforeAll(async () => {
  [service, elsewhere] = [await startLoopbackPush(), await startLoopbackPush()];
});
afterAll(async () => {
  await service.close();
  await elsewhere.close();
});
beforeEach(async () => {
  await t.db.delete(outbox);
  await t.db.delete(pushSubscriptions);
  for (const one of [service, elsewhere]) {
    one.received.length = 0;
    one.requests.length = 0;
  }
});

/** A device stored as it was subscribed (perhaps under other rules), with one push queued. */
async function queuedPushTo(endpoint: string) {
  const user = await makeUser(t.db);
  const { keys } = pushDevice();
  await t.db.insert(pushSubscriptions).values({ userId: user.id, endpoint, ...keys });
  await t.db.transaction((tx) =>
    enqueuePush(tx, user.id, { title: 'Offer received', body: 'An offer', url: '/shifts/1' }),
  );
}

const sender = (push: PushEndpointRules) => pushSender(t.db, { vapid: t.config.vapid, push });

/** Delivers now and again a minute later (past the first backoff): a retry would show. */
async function deliverTwice(push: PushEndpointRules) {
  const start = new Date();
  const send = sender(push);
  await deliverPendingMessages(t.db, send, start);
  await deliverPendingMessages(t.db, send, new Date(start.getTime() + 2 * MINUTE));
  const [row] = await t.db.select().from(outbox).orderBy(asc(outbox.id));
  return row;
}

describe('pushes at send time (issue #23 §1)', () => {
  it('never follows a redirect: a 302 fails the message for good, and its target hears nothing', async () => {
    await queuedPushTo(service.endpoint());
    service.redirectNext(302, elsewhere.endpoint());
    const row = await deliverTwice(LOOPBACK_ALLOWED);

    expect(row).toMatchObject({
      attempts: 1,
      sentAt: null,
      lastError: 'Push service answered 302: redirects are not followed',
    });
    expect(row.failedAt).toBeInstanceOf(Date);
    expect(service.requests).toHaveLength(1);
    expect(elsewhere.requests).toEqual([]);
  });

  it('refuses an endpoint whose host is no longer a configured push service, sending nothing', async () => {
    const endpoint = service.endpoint();
    await queuedPushTo(endpoint);
    // Subscribed while loopback was allowed; the server now runs without PUSH_ALLOW_LOOPBACK.
    const row = await deliverTwice(BROWSER_SERVICES_ONLY);
    expect(row).toMatchObject({ attempts: 1, sentAt: null });
    expect(row.failedAt).toBeInstanceOf(Date);
    expect(row.lastError).toMatch(/^The push endpoint was refused/);
    expect(service.requests).toEqual([]);
  });

  it.each([
    'https://169.254.169.254/latest/meta-data/',
    'https://10.0.0.1/push',
    'http://[::1]:9/push',
  ])('refuses the stored IP address endpoint %s without connecting', async (endpoint) => {
    await queuedPushTo(endpoint);
    const row = await deliverTwice(BROWSER_SERVICES_ONLY);
    expect(row).toMatchObject({ attempts: 1, sentAt: null });
    expect(row.failedAt).toBeInstanceOf(Date);
  });

  it('resolves the push host and refuses a loopback answer for good, never connecting', async () => {
    // A configured host whose name resolves to this machine, as a rebound DNS answer would.
    await queuedPushTo('https://localhost/push/rebound');
    const row = await deliverTwice({ hosts: ['localhost'], allowLoopback: false });
    expect(row).toMatchObject({
      attempts: 1,
      sentAt: null,
      lastError: 'localhost resolves to 127.0.0.1, which is not a public address',
    });
    expect(row.failedAt).toBeInstanceOf(Date);
  });
});

describe('guardedLookup: the addresses a connection is made to', () => {
  const resolvingTo =
    (...addresses: string[]) =>
    (
      _host: string,
      _options: object,
      callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
    ) =>
      callback(
        null,
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      );

  function lookUp(addresses: string[], all: boolean) {
    const lookup = guardedLookup(
      { allowLoopback: false },
      resolvingTo(...addresses) as unknown as typeof dnsLookup,
    );
    return new Promise<unknown>((resolve, reject) =>
      lookup('push.test', { all }, (error, address) => (error ? reject(error) : resolve(address))),
    );
  }

  it('answers a public address, one or all', async () => {
    expect(await lookUp(['142.250.1.95'], false)).toBe('142.250.1.95');
    expect(await lookUp(['142.250.1.95', '2607:f8b0::1'], true)).toEqual([
      { address: '142.250.1.95', family: 4 },
      { address: '2607:f8b0::1', family: 6 },
    ]);
  });

  it('fails when any address the name resolves to is not public', async () => {
    await expect(lookUp(['142.250.1.95', '10.0.0.5'], true)).rejects.toBeInstanceOf(
      RefusedAddressError,
    );
    await expect(lookUp(['::ffff:169.254.169.254'], false)).rejects.toThrow(
      'push.test resolves to ::ffff:169.254.169.254, which is not a public address',
    );
  });
});

describe('isPublicAddress', () => {
  it.each([
    '0.0.0.0',
    '10.1.2.3',
    '100.64.0.1',
    '127.0.0.1',
    '127.255.255.254',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '198.18.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:7f00:1::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['142.250.1.95', '17.253.144.10', '172.32.0.1', '2607:f8b0:4004::1', '2a00:1450::1'])(
    'accepts %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});
