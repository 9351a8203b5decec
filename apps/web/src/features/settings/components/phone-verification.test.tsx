import { PHONE_MESSAGES } from '@chairside/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMe } from '@/test/factories/users.ts';
import { openSettingsPage } from '../testing/open-settings-page.ts';

const PHONE = '+12125550111';

const profile = () => screen.getByRole('region', { name: 'Profile Information' });

describe('Settings › Profile: verifying one’s own phone number (issue #14)', () => {
  it('texts a code, and the code typed in the dialog verifies the number', async () => {
    let verified = false;
    const calls = await openSettingsPage({
      'GET /api/users/me': () => ({
        body: makeMe({ phoneNumber: PHONE, phoneVerified: verified }),
      }),
      'POST /api/users/me/phone/code': { body: { message: PHONE_MESSAGES.ownCodeSent } },
      'POST /api/users/me/phone/verify': () => {
        verified = true;
        return { body: { message: PHONE_MESSAGES.ownVerified } };
      },
    });
    const user = userEvent.setup();
    expect(within(profile()).getByText('Not verified')).toBeVisible();
    await user.click(within(profile()).getByRole('button', { name: 'Verify Phone Number' }));

    const dialog = await screen.findByRole('dialog', { name: 'Verify Phone Number' });
    expect(dialog).toHaveTextContent('We texted a 4-digit code to (212) 555-0111.');
    await user.type(within(dialog).getByLabelText('Verification Code'), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await within(profile()).findByText('Verified')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((call) => call.path === '/api/users/me/phone/verify')?.body).toEqual({
      code: '1234',
    });
  });

  it('shows a wrong code’s refusal in the dialog and keeps it open', async () => {
    await openSettingsPage({
      'GET /api/users/me': { body: makeMe({ phoneNumber: PHONE, phoneVerified: false }) },
      'POST /api/users/me/phone/code': { body: { message: PHONE_MESSAGES.ownCodeSent } },
      'POST /api/users/me/phone/verify': {
        status: 400,
        body: { message: PHONE_MESSAGES.invalidCode },
      },
    });
    const user = userEvent.setup();
    await user.click(within(profile()).getByRole('button', { name: 'Verify Phone Number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Phone Number' });
    await user.type(within(dialog).getByLabelText('Verification Code'), '9999');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText(PHONE_MESSAGES.invalidCode)).toBeVisible();
  });

  it('offers nothing to verify without a saved phone number', async () => {
    await openSettingsPage({ 'GET /api/users/me': { body: makeMe({ phoneNumber: null }) } });
    expect(within(profile()).queryByRole('button', { name: 'Verify Phone Number' })).toBeNull();
  });
});
