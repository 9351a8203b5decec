import { defaultNotificationPreferences } from '@chairside/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StubbedCall } from '@/test/api-stub.ts';
import { makeMe } from '@/test/factories/users.ts';
import { openSettingsPage } from '../testing/open-settings-page.ts';

function openSettings(
  phoneVerified: boolean,
  position: 'manager' | 'employee' = 'manager',
): Promise<StubbedCall[]> {
  const saved = defaultNotificationPreferences();
  return openSettingsPage({
    'GET /api/users/me': {
      body: makeMe({ position, organizationId: 3, phoneVerified }),
    },
    'GET /api/users/me/notification-preferences': { body: saved },
    'PUT /api/users/me/notification-preferences': { body: saved },
  });
}

const section = () => screen.findByRole('region', { name: 'Notifications' });

describe('Settings › Notifications (issue #14 §2)', () => {
  it('explains texts and keeps them off without a verified phone number', async () => {
    await openSettings(false);
    const texts = await within(await section()).findByRole('checkbox', {
      name: 'Offers by text message',
    });
    expect(texts).toBeDisabled();
    expect(
      within(await section()).getByText(/Add and verify a phone number to get texts/),
    ).toBeVisible();
  });

  it('shows each person only the groups that can reach them (issue #26 §7), Credentials (issue #27 §5) and Timesheets (issue #28 §3) among them', async () => {
    await openSettings(true, 'employee');
    await within(await section()).findByRole('checkbox', { name: 'New shifts by email' });
    const rows = within(await section()).getAllByRole('rowheader');
    expect(rows.map((row) => row.firstChild?.textContent)).toEqual([
      'New shifts',
      'Offers',
      'Confirmations',
      'Shift changes',
      'Cancellations',
      'Credentials',
      'Timesheets',
    ]);
  });

  it('offers a manager no new-shift alerts, but the requests of shifts they manage', async () => {
    await openSettings(true);
    await within(await section()).findByRole('checkbox', { name: 'Shift requests by email' });
    expect(
      within(await section()).queryByRole('checkbox', { name: 'New shifts by email' }),
    ).toBeNull();
    expect(within(await section()).queryByText('New shift alerts')).toBeNull();
  });

  it('saves a group’s channel choice with the whole preferences body', async () => {
    const calls = await openSettings(true, 'employee');
    const user = userEvent.setup();
    await user.click(
      await within(await section()).findByRole('checkbox', { name: 'New shifts by email' }),
    );
    await user.click(within(await section()).getByRole('button', { name: 'Save Notifications' }));
    const put = await vi.waitFor(() => {
      const call = calls.find((c) => c.method === 'PUT');
      if (!call) throw new Error('no PUT yet');
      return call;
    });
    expect(put.body).toMatchObject({
      channels: { newShifts: { email: false, sms: false, push: true } },
      quietHours: null,
      newShiftsDigest: 'instant',
    });
  });
});
