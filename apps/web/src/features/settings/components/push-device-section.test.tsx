import { PUSH_MESSAGES } from '@chairside/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '@/lib/session.ts';
import { stubApi } from '@/test/api-stub.ts';
import { makeMe } from '@/test/factories/users.ts';
import { renderDashboard } from '@/test/render-dashboard.tsx';
import { expectErrorToast } from '@/test/toasts.ts';

const ENDPOINT = 'https://push.example.test/send/1';

/** A browser that can do push, with notifications allowed and no subscription yet. */
function pushCapableBrowser() {
  let current: { endpoint: string; unsubscribe: () => Promise<boolean> } | null = null;
  const unsubscribe = vi.fn(async () => {
    current = null;
    return true;
  });
  const subscription = {
    endpoint: ENDPOINT,
    unsubscribe,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p256dh', auth: 'auth' } }),
  };
  const registration = {
    pushManager: {
      getSubscription: async () => current,
      subscribe: async () => {
        current = subscription;
        return subscription;
      },
    },
  };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal(
    'Notification',
    Object.assign(class {}, { permission: 'granted', requestPermission: async () => 'granted' }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: async () => registration,
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
    },
  });
  return { unsubscribe };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('settings: notifications on this device', () => {
  it("says why the server refused this browser's push service, and stays off here too", async () => {
    const browser = pushCapableBrowser();
    setAccessToken('token-123');
    stubApi({
      'GET /api/users/me': { body: makeMe() },
      'GET /api/push/subscriptions': { body: [] },
      'GET /api/push/public-key': { body: { publicKey: 'BElbMjsMXBhsqlypHCN1cg' } },
      'POST /api/push/subscriptions': {
        status: 400,
        body: { message: [PUSH_MESSAGES.endpointNotPushService] },
      },
    });
    renderDashboard('/dashboard/settings');
    const section = await screen.findByRole('region', { name: PUSH_MESSAGES.title });
    const user = userEvent.setup();
    await user.click(await within(section).findByRole('button', { name: PUSH_MESSAGES.turnOn }));

    await expectErrorToast(PUSH_MESSAGES.endpointNotPushService);
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(await within(section).findByText('Off', { exact: true })).toBeInTheDocument();
  });
});
