import { PUSH_MESSAGES, type SubscribedDevice } from '@chairside/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setAccessToken } from '@/lib/session.ts';
import { stubApi, type ApiHandlers } from '@/test/api-stub.ts';
import { makeMe } from '@/test/factories/users.ts';
import { renderDashboard } from '@/test/render-dashboard.tsx';

const phone: SubscribedDevice = {
  id: 7,
  label: 'Chrome on Android',
  createdAt: '2026-03-02T15:00:00.000Z',
};
const unknown: SubscribedDevice = { id: 3, label: null, createdAt: '2026-01-20T15:00:00.000Z' };

async function openDevices(devices: SubscribedDevice[], handlers: ApiHandlers = {}) {
  setAccessToken('token-123');
  let listed = devices;
  const calls = stubApi({
    'GET /api/users/me': { body: makeMe() },
    'GET /api/push/subscriptions': () => ({ body: listed }),
    ...handlers,
  });
  renderDashboard('/dashboard/settings');
  const region = await screen.findByRole('region', { name: 'Devices' });
  const list = await within(region).findByRole('region', { name: PUSH_MESSAGES.devicesTitle });
  return { calls, region, list, setListed: (next: SubscribedDevice[]) => (listed = next) };
}

describe('settings: devices with notifications on (issue #23 §2)', () => {
  it('lists each device beside the sessions, by its browser and the day push was turned on', async () => {
    const { region, list } = await openDevices([phone, unknown]);
    expect(
      within(region).getByRole('button', { name: /sign out of all devices/i }),
    ).toBeInTheDocument();
    const rows = await within(list).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Chrome on Android'),
      expect.stringContaining(PUSH_MESSAGES.unknownDevice),
    ]);
    expect(rows[0]).toHaveTextContent('Since Mar 2, 2026');
    expect(rows[1]).toHaveTextContent('Since Jan 20, 2026');
  });

  it('says so when no device shows notifications', async () => {
    const { list } = await openDevices([]);
    expect(await within(list).findByText(PUSH_MESSAGES.devicesEmpty)).toBeInTheDocument();
  });

  it('removes a device by its id and reads the list again', async () => {
    const { calls, list, setListed } = await openDevices([phone, unknown], {
      'DELETE /api/push/subscriptions/7': { status: 204 },
    });
    setListed([unknown]);
    const user = userEvent.setup();
    await user.click(
      await within(list).findByRole('button', {
        name: `${PUSH_MESSAGES.removeDevice}: Chrome on Android, since Mar 2, 2026`,
      }),
    );
    expect(await screen.findByText(PUSH_MESSAGES.deviceRemoved)).toBeInTheDocument();
    await expect.poll(() => within(list).queryByText('Chrome on Android')).toBeNull();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/push/subscriptions/7',
    ]);
  });
});
