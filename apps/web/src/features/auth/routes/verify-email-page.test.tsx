import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAuthRoute } from '@/test/render-auth-route.tsx';
import { stubFetch } from '../testing/stub-fetch.ts';
import { expectToast } from '@/test/toasts.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('email verification page', () => {
  it('goes to the login page without a code', async () => {
    const { fetchMock } = stubFetch();
    const { router } = renderAuthRoute('/auth/verify-email');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('waits, verifies the code once and goes home with a success toast', async () => {
    const { sent } = stubFetch({ body: { message: 'Email verified' } });
    const { router } = renderAuthRoute('/auth/verify-email?code=abc123');

    expect(await screen.findByText('Verifying your email address')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Verifying your email address' })).toBeVisible();
    // SPEC §2: the call waits 100 ms after the screen shows.
    expect(sent).toHaveLength(0);

    await expectToast(
      'Verification Success',
      'Your email was successfully verified. You may now login.',
    );
    expect(await screen.findByText('Landing page at /')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // Rendered in StrictMode: the effect ran twice, the single-use code was sent once.
    expect(sent).toEqual([
      {
        url: '/api/auth/verify',
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: { code: 'abc123' },
      },
    ]);
  });

  it('shows the server message in place of the spinner when verification fails', async () => {
    const { sent } = stubFetch({
      status: 400,
      body: { message: 'Invalid or expired verification link' },
    });
    const { router } = renderAuthRoute('/auth/verify-email?code=expired');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid or expired verification link',
    );
    expect(screen.queryByText('Verifying your email address')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Verifying your email address' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(screen.queryByText('Verification Success')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/verify-email');
    expect(sent).toHaveLength(1);
  });

  it('goes straight to choosing a password, with the reset code filled in, when the address was registered with different passwords', async () => {
    const notice =
      'This email address was registered more than once with different passwords, so none of them was kept. Choose a new password to finish.';
    const { sent } = stubFetch({ body: { message: notice, passwordResetCode: 'reset-code-42' } });
    const { router } = renderAuthRoute('/auth/verify-email?code=conflicted');

    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/reset-password');
    expect(router.state.location.search).toBe('?code=reset-code-42');
    expect(screen.getByRole('status')).toHaveTextContent(notice);
    expect(screen.queryByText('Invalid reset link')).not.toBeInTheDocument();
    expect(screen.queryByText('Verification Success')).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });
});
