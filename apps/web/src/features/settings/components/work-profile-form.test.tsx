import type { WorkProfile } from '@chairside/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiHandlers, StubbedCall } from '@/test/api-stub.ts';
import { makeMe } from '@/test/factories/users.ts';
import { chooseOption } from '@/test/choose-option.ts';
import { openSettingsPage } from '../testing/open-settings-page.ts';

const member = makeMe({
  position: 'employee',
  organizationId: 3,
  organizationName: 'Bright Smiles',
});
const independent = makeMe({ position: 'employee' });

const stored: WorkProfile = {
  homeZip: '10001',
  travelRadiusMiles: 25,
  weekdays: [1, 3],
  openToOtherOrganizations: false,
};

async function openSettings(me = member, handlers: ApiHandlers = {}): Promise<StubbedCall[]> {
  const calls = await openSettingsPage({
    'GET /api/users/me': { body: me },
    'GET /api/users/me/work-profile': { body: stored },
    ...handlers,
  });
  // The section loads beside the page with the other lazy ones (settings-page.tsx).
  await screen.findByRole('region', { name: 'Calendar feeds' });
  return calls;
}

const workProfile = () => screen.getByRole('region', { name: 'Work Profile' });
const weekday = (name: string) =>
  within(within(workProfile()).getByRole('group', { name: 'Available Weekdays' })).getByRole(
    'button',
    { name },
  );

describe('Settings › Work Profile (issue #14 §1)', () => {
  it('is not offered to managers and admins, who post shifts rather than work them', async () => {
    const calls = await openSettings(makeMe({ position: 'manager', organizationId: 3 }));
    expect(screen.queryByRole('region', { name: 'Work Profile' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/users/me/work-profile')).toBe(false);
  });

  it('shows the stored profile: home ZIP code, radius, the weekdays pressed and the switch', async () => {
    await openSettings();
    const section = workProfile();
    expect(await within(section).findByLabelText('Home Zip Code')).toHaveValue('10001');
    expect(within(section).getByRole('combobox', { name: 'Travel Radius' })).toHaveTextContent(
      '25 miles',
    );
    expect(weekday('Monday')).toHaveAttribute('aria-pressed', 'true');
    expect(weekday('Tuesday')).toHaveAttribute('aria-pressed', 'false');
    const others = within(section).getByRole('switch', { name: 'Shifts at other organizations' });
    expect(others).not.toBeChecked();
    expect(others).toBeEnabled();
  });

  it('saves the ZIP code, radius, weekdays in week order and the switch, and toasts', async () => {
    const user = userEvent.setup();
    const saved = {
      homeZip: '11215',
      travelRadiusMiles: 50,
      weekdays: [0, 1, 3],
      openToOtherOrganizations: true,
    };
    const calls = await openSettings(member, {
      'PUT /api/users/me/work-profile': { body: saved },
    });
    const section = workProfile();
    const zip = await within(section).findByLabelText('Home Zip Code');
    await user.clear(zip);
    await user.type(zip, '11215');
    await chooseOption(user, section, 'Travel Radius', '50 miles');
    await user.click(weekday('Sunday'));
    await user.click(
      within(section).getByRole('switch', { name: 'Shifts at other organizations' }),
    );
    await user.click(within(section).getByRole('button', { name: 'Save Work Profile' }));

    expect(await screen.findByText('Work Profile Updated')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/users/me/work-profile',
      body: saved,
    });
    expect(weekday('Sunday')).toHaveAttribute('aria-pressed', 'true');
  });

  it('an independent is always open to other organizations: the switch is on and disabled', async () => {
    await openSettings(independent, {
      'GET /api/users/me/work-profile': { body: { ...stored, openToOtherOrganizations: true } },
    });
    const others = await within(workProfile()).findByRole('switch', {
      name: 'Shifts at other organizations',
    });
    expect(others).toBeChecked();
    expect(others).toBeDisabled();
  });

  it('refuses an empty ZIP code without calling the API, and shows the server refusing an unknown one', async () => {
    const user = userEvent.setup();
    const calls = await openSettings(member, {
      'PUT /api/users/me/work-profile': { status: 400, body: { message: ['Unknown Zip Code'] } },
    });
    const section = workProfile();
    const zip = await within(section).findByLabelText('Home Zip Code');
    await user.clear(zip);
    await user.click(within(section).getByRole('button', { name: 'Save Work Profile' }));
    expect(await within(section).findByText('Zip Code is required')).toBeVisible();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(zip, '00000');
    await user.click(within(section).getByRole('button', { name: 'Save Work Profile' }));
    expect(await screen.findByText('Unknown Zip Code')).toBeInTheDocument();
  });
});
