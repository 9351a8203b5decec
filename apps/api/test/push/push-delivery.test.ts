import { DEFAULT_PUSH_ENDPOINT_HOSTS, defaultNotificationPreferences } from '@chairside/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, pushSubscriptions } from '../../src/db/schema.ts';
import { createDeliver } from '../../src/modules/notifications/channels.ts';
import { deliverPendingMessages } from '../../src/modules/notifications/delivery.ts';
import { dispatch } from '../../src/modules/notifications/dispatch.ts';
import { enqueuePush } from '../../src/modules/notifications/enqueue-push.ts';
import { pushSender, withPush } from '../../src/modules/push/push-sender.ts';
import { appForFile, callsAs } from '../support/app.ts';
import { makeLocation, makeOrganization, makeUser, TEST_PASSWORD } from '../support/factories.ts';
import { pushDevice, startLoopbackPush, type PushDevice } from '../support/loopback-push.ts';
import { recordingLog } from '../support/recording-log.ts';
import { signIn } from '../support/session.ts';
import { makeShift } from '../support/shift-world.ts';

// The loopback push service is reached only with PUSH_ALLOW_LOOPBACK, as here.
const t = appForFile({ push: { hosts: [...DEFAULT_PUSH_ENDPOINT_HOSTS], allowLoopback: true } });
const MINUTE = 60_000;
const MESSAGE = {
  title: 'Offer received',
  body: 'Riverside Dental offers you Hygienist on Tue, Mar 3, 8:00 AM',
  url: '/shifts/42',
};

let service: Awaited<ReturnType<typeof startLoopbackPush>>;
let admin: ReturnType<typeof callsAs>;
beforeAll(async () => {
  service = await startLoopbackPush();
  await makeUser(t.db, { email: 'root@example.test', position: 'admin' });
  admin = callsAs(t.app, await signIn(t.app, 'root@example.test', TEST_PASSWORD));
});
afterAll(() => service.close());
beforeEach(async () => {
  await t.db.delete(outbox);
  service.received.length = 0;
  service.requests.length = 0;
});

/** A person with one device subscribed through the API, as the Settings control does. */
async function subscribedPerson(devices = 1) {
  const user = await makeUser(t.db);
  const calls = callsAs(t.app, await signIn(t.app, user.email, TEST_PASSWORD));
  const subscribed: (PushDevice & { endpoint: string })[] = [];
  for (let n = 0; n < devices; n += 1) {
    const device = { ...pushDevice(), endpoint: service.endpoint() };
    const response = await calls.post('/api/push/subscriptions', {
      endpoint: device.endpoint,
      keys: device.keys,
    });
    expect(response.statusCode).toBe(204);
    subscribed.push(device);
  }
  return { user, calls, devices: subscribed };
}

const deliver = () =>
  withPush(
    createDeliver(
      { ...t.config, smtpUrl: undefined, mailFrom: '', twilio: null },
      recordingLog().log,
    ),
    pushSender(t.db, t.config),
  );

const queue = (userId: number) => t.db.transaction((tx) => enqueuePush(tx, userId, MESSAGE));
const outboxRows = () => t.db.select().from(outbox).orderBy(asc(outbox.id));
const subscriptionsAt = (endpoint: string) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describe('Web Push through the outbox (issue #14 §2)', () => {
  it('delivers {title, body, url} encrypted (aes128gcm) to each device, signed with our VAPID key', async () => {
    const { user, devices } = await subscribedPerson(2);
    await queue(user.id);
    expect(await deliverPendingMessages(t.db, deliver())).toBe(2);

    const pushes = await service.waitFor(2);
    for (const [index, device] of devices.entries()) {
      const push = pushes.find((one) => device.endpoint.endsWith(one.path));
      expect(push, `push to device ${index}`).toBeDefined();
      expect(push!.headers['content-encoding']).toBe('aes128gcm');
      expect(push!.headers.ttl).toBe(String(24 * 60 * 60));
      expect(push!.headers.authorization).toContain(`k=${t.config.vapid.publicKey}`);
      expect(service.decrypted(push!, device)).toEqual(MESSAGE);
    }
    expect((await outboxRows()).every((row) => row.sentAt instanceof Date)).toBe(true);
  });

  it("sends every in-app notice to the person's devices too, opening its shift on click", async () => {
    const { user, devices } = await subscribedPerson();
    const organization = await makeOrganization(t.db);
    const location = await makeLocation(t.db, organization.id);
    const shift = await makeShift(t.db, { locationId: location.id, local: '2031-03-04T08:00' });
    const body = 'Riverside Dental offers you Hygienist on Tue, Mar 4 at 8:00 AM';
    await t.db.transaction((tx) =>
      dispatch(tx, { userId: user.id, type: 'offer_received', body, shiftId: shift.id }, null),
    );
    expect(await deliverPendingMessages(t.db, deliver())).toBe(1);

    const [push] = await service.waitFor(1);
    expect(service.decrypted(push, devices[0])).toEqual({
      title: 'You have a shift offer',
      body,
      url: `/dashboard/shifts/${shift.id}`,
    });
  });

  it('sends no push for a group the person turned push off for', async () => {
    const { user, calls } = await subscribedPerson();
    const preferences = defaultNotificationPreferences();
    preferences.channels.offers.push = false;
    expect(
      (await calls.put('/api/users/me/notification-preferences', preferences)).statusCode,
    ).toBe(200);
    await t.db.transaction((tx) =>
      dispatch(
        tx,
        { userId: user.id, type: 'offer_received', body: 'An offer', shiftId: null },
        null,
      ),
    );
    expect((await outboxRows()).filter((row) => row.channel === 'push')).toEqual([]);
  });

  it('queues nothing for a person with no device subscribed', async () => {
    const user = await makeUser(t.db);
    await queue(user.id);
    expect(await outboxRows()).toEqual([]);
  });

  it('queues nothing when the transaction that caused it rolls back', async () => {
    const { user } = await subscribedPerson();
    const rollback = new Error('rolled back');
    await expect(
      t.db.transaction(async (tx) => {
        await enqueuePush(tx, user.id, MESSAGE);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await outboxRows()).toEqual([]);
  });

  it('on 410 Gone removes the subscription and gives the message up, visible to admins', async () => {
    const { user, devices } = await subscribedPerson();
    await queue(user.id);
    service.failNext(410);
    const now = new Date();
    expect(await deliverPendingMessages(t.db, deliver(), now)).toBe(0);

    expect(await subscriptionsAt(devices[0].endpoint)).toEqual([]);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ channel: 'push', sentAt: null, attempts: 1 });
    expect(row.failedAt).toEqual(now);
    const failed = (await admin.get('/api/admin/failed-deliveries')).json();
    expect(failed.items).toContainEqual(
      expect.objectContaining({
        channel: 'push',
        recipient: devices[0].endpoint,
        subject: MESSAGE.title,
        lastError: 'Push service answered 410: the subscription is gone and was removed',
      }),
    );
  });

  it('retries a 503 with the backoff, then delivers once, keeping the subscription', async () => {
    const { user, devices } = await subscribedPerson();
    await queue(user.id);
    service.failNext(503);
    const start = new Date();
    const send = deliver();
    const delivered: number[] = [];
    for (const minutes of [0, 0.5, 1]) {
      delivered.push(
        await deliverPendingMessages(t.db, send, new Date(start.getTime() + minutes * MINUTE)),
      );
    }
    // Tried at 0 (503), not at 0.5 (backing off), again at 1 (201).
    expect(delivered).toEqual([0, 0, 1]);
    const [row] = await outboxRows();
    expect(row).toMatchObject({
      attempts: 2,
      lastError: 'Push service answered 503',
      failedAt: null,
    });
    expect(service.decrypted((await service.waitFor(1))[0], devices[0])).toEqual(MESSAGE);
    expect(await subscriptionsAt(devices[0].endpoint)).toHaveLength(1);
  });

  it('gives a queued message up when its device was turned off before it left', async () => {
    const { user, devices } = await subscribedPerson();
    await queue(user.id);
    await t.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, devices[0].endpoint));
    await deliverPendingMessages(t.db, deliver());
    const [row] = await outboxRows();
    expect(row.failedAt).toBeInstanceOf(Date);
    expect(row.lastError).toBe('The device turned push notifications off');
    expect(service.received).toEqual([]);
  });

  it('delivers nothing after Sign out of all devices, not even a message queued before it', async () => {
    const { user, calls } = await subscribedPerson(2);
    await queue(user.id);
    expect((await calls.post('/api/users/me/sign-out-everywhere')).statusCode).toBe(200);
    await queue(user.id);

    await deliverPendingMessages(t.db, deliver());

    const rows = await outboxRows();
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.failedAt instanceof Date)).toBe(true);
    expect(service.received).toEqual([]);
  });
});
