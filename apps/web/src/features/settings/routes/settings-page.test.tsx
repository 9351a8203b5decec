import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getAccessToken } from '@/lib/session.ts';
import type { StubbedCall, ApiHandlers } from '@/test/api-stub.ts';
import { makeMe } from '@/test/factories/users.ts';
import { chooseOption } from '@/test/choose-option.ts';
import { openSettingsPage } from '../testing/open-settings-page.ts';

function openSettings(handlers: ApiHandlers = {}): Promise<StubbedCall[]> {
  return openSettingsPage({
    'GET /api/users/me': { body: makeMe({ phoneNumber: '+15125550134', jobTitle: 'Hygienist' }) },
    ...handlers,
  });
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

/** Replaces the Name and the Phone Number of the Profile Information section. */
async function retypeProfile(user: UserEvent, profile: HTMLElement, name: string, phone: string) {
  for (const [label, text] of [
    ['Name', name],
    ['Phone Number', phone],
  ] as const) {
    await user.clear(within(profile).getByLabelText(label));
    await user.type(within(profile).getByLabelText(label), text);
  }
}

/** Fills the Change Password section, new password 'new-password-1', and submits it. */
async function updatePassword(user: UserEvent, currentPassword: string) {
  const password = section('Change Password');
  await user.type(within(password).getByLabelText('Current Password'), currentPassword);
  await user.type(within(password).getByLabelText('New Password'), 'new-password-1');
  await user.type(within(password).getByLabelText('Confirm New Password'), 'new-password-1');
  await user.click(within(password).getByRole('button', { name: 'Update Password' }));
  return password;
}

describe('settings page', () => {
  it('shows the profile with the email read-only', async () => {
    await openSettings();
    const profile = section('Profile Information');
    expect(within(profile).getByLabelText('Name')).toHaveValue('Dana Whitfield');
    expect(within(profile).getByLabelText('Email')).toHaveValue('dana@example.com');
    expect(within(profile).getByLabelText('Email')).toHaveAttribute('readonly');
    expect(within(profile).getByLabelText('Phone Number')).toHaveValue('(512) 555-0134');
    expect(within(profile).getByRole('combobox', { name: 'Job Title' })).toHaveTextContent(
      'Hygienist',
    );
    expect(section('Change Password')).toBeInTheDocument();
    expect(section('Support')).toHaveTextContent('support@chairside.app');
  });

  it('shows the SPEC §5 messages for a short name and a bad phone, without calling the API', async () => {
    const user = userEvent.setup();
    const calls = await openSettings();
    const profile = section('Profile Information');
    await retypeProfile(user, profile, 'Al', '12345');
    await user.click(within(profile).getByRole('button', { name: 'Save Changes' }));

    expect(await within(profile).findByText('Name must be at least 3 characters')).toBeVisible();
    expect(within(profile).getByText('Please enter a valid US phone number')).toBeVisible();
    expect(within(profile).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('saves the profile with a normalized phone, toasts and refreshes the current user', async () => {
    const user = userEvent.setup();
    const calls = await openSettings({ 'POST /api/users/me/profile': { body: makeMe() } });
    const profile = section('Profile Information');
    await retypeProfile(user, profile, 'Dana W. Whitfield', '555 987 6543');
    await chooseOption(user, profile, 'Job Title', 'Front Desk');
    await user.click(within(profile).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({
      path: '/api/users/me/profile',
      body: { name: 'Dana W. Whitfield', phoneNumber: '+15559876543', jobTitle: 'Front Desk' },
    });
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/users/me')).toHaveLength(2),
    );
  });

  it('shows an Error toast with the server message when saving the profile fails', async () => {
    const user = userEvent.setup();
    await openSettings({
      'POST /api/users/me/profile': { status: 400, body: { message: ['Name is required'] } },
    });
    await user.click(
      within(section('Profile Information')).getByRole('button', { name: 'Save Changes' }),
    );
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
  });

  it('shows the password messages of SPEC §5', async () => {
    const user = userEvent.setup();
    const calls = await openSettings();
    const password = section('Change Password');
    await user.type(within(password).getByLabelText('Current Password'), 'old-password');
    await user.type(within(password).getByLabelText('New Password'), 'short');
    await user.type(within(password).getByLabelText('Confirm New Password'), 'different');
    await user.click(within(password).getByRole('button', { name: 'Update Password' }));

    expect(
      await within(password).findByText('Password must be at least 8 characters long'),
    ).toBeVisible();
    expect(within(password).getByText('New passwords do not match')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('changes the password, toasts, empties the form and keeps this device signed in with the new token', async () => {
    const user = userEvent.setup();
    const calls = await openSettings({
      'POST /api/users/me/password': {
        body: { message: 'Your password has been updated.', access_token: 'token-after-change' },
      },
    });
    const password = await updatePassword(user, 'old-password');

    expect(await screen.findByText('Password Updated')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/users/me/password',
      body: { currentPassword: 'old-password', newPassword: 'new-password-1' },
    });
    expect(within(password).getByLabelText('Current Password')).toHaveValue('');
    expect(within(password).getByLabelText('New Password')).toHaveValue('');
    expect(getAccessToken()).toBe('token-after-change');
  });

  it('shows an Error toast when the current password is wrong', async () => {
    const user = userEvent.setup();
    await openSettings({
      'POST /api/users/me/password': {
        status: 400,
        body: { message: 'Current password is incorrect' },
      },
    });
    const password = await updatePassword(user, 'wrong-password');

    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(within(password).getByLabelText('Current Password')).toHaveValue('wrong-password');
  });

  it('signs out of all devices after a confirmation, forgets the token and goes to the start page', async () => {
    const user = userEvent.setup();
    const calls = await openSettings({
      'POST /api/users/me/sign-out-everywhere': {
        body: { message: 'You have been signed out of all devices.' },
      },
    });
    await user.click(
      within(section('Devices')).getByRole('button', { name: 'Sign out of all devices' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out of all devices?' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/users/me/sign-out-everywhere',
      headers: { Authorization: 'Bearer token-123' },
    });
    expect(await screen.findByText('Signed out of all devices')).toBeInTheDocument();
  });

  it('keeps the session when Sign out of all devices is cancelled', async () => {
    const user = userEvent.setup();
    const calls = await openSettings();
    await user.click(
      within(section('Devices')).getByRole('button', { name: 'Sign out of all devices' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out of all devices?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(getAccessToken()).toBe('token-123');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('switches the theme and keeps it in local storage', async () => {
    const user = userEvent.setup();
    await openSettings();
    const theme = screen.getByRole('radiogroup', { name: 'Theme' });
    expect(within(theme).getByRole('radio', { name: 'Light' })).toBeChecked();

    await user.click(within(theme).getByRole('radio', { name: 'Dark' }));
    expect(localStorage.getItem('chairside-theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');

    await user.click(within(theme).getByRole('radio', { name: 'System' }));
    expect(localStorage.getItem('chairside-theme')).toBe('system');
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
