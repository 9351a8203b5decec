import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAuthRoute } from '@/test/render-auth-route.tsx';
import { stubFetch } from '../testing/stub-fetch.ts';
import { expectErrorToast, expectToast } from '@/test/toasts.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openReset(path = '/auth/reset-password?code=reset-code') {
  const view = renderAuthRoute(path);
  await screen.findByRole('heading', { name: 'Reset Password' });
  return view;
}

async function submit(user: UserEvent, password: string, confirmation: string) {
  const newPassword = screen.getByLabelText('New Password');
  const confirmPassword = screen.getByLabelText('Confirm New Password');
  await user.clear(newPassword);
  await user.type(newPassword, password);
  await user.clear(confirmPassword);
  await user.type(confirmPassword, confirmation);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('reset password page', () => {
  it('reads "Invalid reset link" and disables the form without a code', async () => {
    await openReset('/auth/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid reset link');
    expect(screen.getByLabelText('New Password')).toBeDisabled();
    expect(screen.getByLabelText('Confirm New Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  });

  it('reports mismatched passwords, then revalidates while typing', async () => {
    const { fetchMock } = stubFetch();
    const user = userEvent.setup();
    await openReset();

    await submit(user, 'Long-enough-1', 'Long-enough-2');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();

    await user.type(screen.getByLabelText('New Password'), '{Backspace}2');
    await waitFor(() =>
      expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument(),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports a password shorter than 8 characters', async () => {
    const { fetchMock } = stubFetch();
    const user = userEvent.setup();
    await openReset();

    await submit(user, 'Short1!', 'Short1!');
    expect(
      await screen.findByText('Password must be at least 8 characters long'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('resets the password and goes to the login page with a success toast', async () => {
    const { sent } = stubFetch({ body: { message: 'Password reset' } });
    const user = userEvent.setup();
    const { router } = await openReset();

    await submit(user, 'Brand-new-pass-2', 'Brand-new-pass-2');

    await expectToast(
      'Password Reset Successful',
      'Your password has been reset. You may now login with your new password.',
    );
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: '/api/auth/reset-password',
      method: 'POST',
      body: { code: 'reset-code', password: 'Brand-new-pass-2' },
    });
  });

  it('shows the server message in an Error toast for an unknown code', async () => {
    stubFetch({ status: 400, body: { message: 'Invalid or expired reset link' } });
    const user = userEvent.setup();
    const { router } = await openReset();

    await submit(user, 'Long-enough-1', 'Long-enough-1');

    await expectErrorToast('Invalid or expired reset link');
    expect(router.state.location.pathname).toBe('/auth/reset-password');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });
});
