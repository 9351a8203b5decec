import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '@/lib/session.ts';
import { stubApi } from '@/test/api-stub.ts';
import { keepPushOnThisBrowser } from './push-device.ts';

/** This browser's push subscription, as the worker's PushManager answers it. */
function browserSubscription(present: boolean) {
  const subscription = {
    endpoint: 'https://push.example.test/this-browser',
    toJSON: () => ({ endpoint: subscription.endpoint, keys: { p256dh: 'key', auth: 'secret' } }),
    unsubscribe: vi.fn(async () => true),
  };
  const registration = {
    pushManager: { getSubscription: async () => (present ? subscription : null) },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  return subscription;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('keepPushOnThisBrowser: after this device changed the password', () => {
  it('sends this browser’s subscription again under the new session', async () => {
    setAccessToken('token-after-change');
    const subscription = browserSubscription(true);
    const calls = stubApi({ 'POST /api/push/subscriptions': { status: 204 } });

    await keepPushOnThisBrowser();

    expect(calls).toMatchObject([
      {
        method: 'POST',
        path: '/api/push/subscriptions',
        body: { endpoint: subscription.endpoint },
        headers: { Authorization: 'Bearer token-after-change' },
      },
    ]);
    expect(subscription.unsubscribe).not.toHaveBeenCalled();
  });

  it('turns push off here when the server does not take it, so the switch never says On for nothing', async () => {
    setAccessToken('token-after-change');
    const subscription = browserSubscription(true);
    stubApi({ 'POST /api/push/subscriptions': { status: 500, body: { message: 'Unknown' } } });

    await keepPushOnThisBrowser();

    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('asks nothing of the server where push is off', async () => {
    browserSubscription(false);
    const calls = stubApi({});
    await keepPushOnThisBrowser();
    expect(calls).toEqual([]);
  });
});
