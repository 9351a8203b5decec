import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAuthRoute } from '@/test/render-auth-route.tsx';
import { stubFetch } from '../testing/stub-fetch.ts';
import { expectErrorToast, expectToast } from '@/test/toasts.ts';

const SENT = 'If an account exists with this email, you will receive a password reset link.';

beforeEach(() => {
  // Real time still flows (lazy routes, user-event), but the 3 s redirect is driven by hand.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function requestLink(email = 'casey@example.com') {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderAuthRoute('/auth/forgot-password');
  await screen.findByRole('heading', { name: 'Forgot Password' });
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Request Reset Link' }));
  return view;
}

describe('forgot password page', () => {
  it('shows one email field, the button and a link back to login', async () => {
    renderAuthRoute('/auth/forgot-password');
    expect(await screen.findByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Request Reset Link' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });

  it('requires a valid email address', async () => {
    const { fetchMock } = stubFetch();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAuthRoute('/auth/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Request Reset Link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'casey');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('confirms the request and goes to the login page after 3 seconds', async () => {
    const { sent } = stubFetch({ body: { message: SENT } });
    const { router } = await requestLink('Casey@Example.com');

    await expectToast('Reset Link Sent', SENT);
    expect(sent[0]).toMatchObject({
      url: '/api/auth/forgot-password',
      method: 'POST',
      body: { email: 'casey@example.com' },
    });

    act(() => vi.advanceTimersByTime(2800));
    expect(router.state.location.pathname).toBe('/auth/forgot-password');
    expect(screen.getByRole('button', { name: 'Request Reset Link' })).toBeDisabled();

    act(() => vi.advanceTimersByTime(300));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('forgets the redirect when the user leaves first', async () => {
    // Loaded up front: the page being left stays on screen until the next one's code is there.
    await import('./register-page.tsx');
    stubFetch({ body: { message: SENT } });
    const { router } = await requestLink();
    await expectToast('Reset Link Sent', SENT);

    await act(() => router.navigate('/auth/register'));
    expect(await screen.findByRole('heading', { name: 'Create an Account' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(router.state.location.pathname).toBe('/auth/register');
  });

  it('shows an Error toast and stays when the request fails', async () => {
    stubFetch({ status: 429, body: { message: 'Too many requests, please try again later.' } });
    const { router } = await requestLink();

    await expectErrorToast('Too many requests, please try again later.');
    expect(screen.queryByText('Reset Link Sent')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(router.state.location.pathname).toBe('/auth/forgot-password');
    expect(screen.getByRole('button', { name: 'Request Reset Link' })).toBeEnabled();
  });
});
