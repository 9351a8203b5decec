import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, setAccessToken } from '@/lib/session.ts';
import { renderAuthRoute } from '@/test/render-auth-route.tsx';
import { stubFetch } from '../testing/stub-fetch.ts';
import { expectErrorToast } from '@/test/toasts.ts';
import { expectLinks } from '@/test/expect-links.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openLogin() {
  const view = renderAuthRoute('/auth/login');
  await screen.findByRole('heading', { name: 'Sign In' });
  return view;
}

describe('login page', () => {
  it('is where /auth leads', async () => {
    const { router } = renderAuthRoute('/auth');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('shows the SPEC fields, links and button', async () => {
    await openLogin();
    expectLinks(null, { Chairside: '/' });
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toBeRequired();
    expectLinks(null, {
      'Forgot Password?': '/auth/forgot-password',
      'Create an account': '/auth/register',
    });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('requires the email and the password and sends nothing without them', async () => {
    const { fetchMock } = stubFetch();
    const user = userEvent.setup();
    await openLogin();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports an invalid email address and revalidates while typing', async () => {
    const user = userEvent.setup();
    await openLogin();

    await user.type(screen.getByLabelText('Email'), 'casey@');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'example.com');
    await waitFor(() =>
      expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument(),
    );
  });

  it('signs in without a stale token, keeps the new one, clears the cache and opens the dashboard', async () => {
    setAccessToken('stale-token');
    const { sent } = stubFetch({ body: { access_token: 'new-token' } });
    const user = userEvent.setup();
    const { queryClient, router } = await openLogin();
    queryClient.setQueryData(['users', 'me'], { name: 'Someone Else' });

    await user.type(screen.getByLabelText('Email'), 'Casey@Example.com');
    await user.type(screen.getByLabelText('Password'), 'Original-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Dashboard page at /dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(sent).toEqual([
      {
        url: '/api/auth/login',
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: { username: 'casey@example.com', password: 'Original-pass-1' },
      },
    ]);
    expect(getAccessToken()).toBe('new-token');
    expect(queryClient.getQueryData(['users', 'me'])).toBeUndefined();
  });

  it('disables the button and shows progress while signing in', async () => {
    let answer = (_response: Response) => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const user = userEvent.setup();
    await openLogin();

    await user.type(screen.getByLabelText('Email'), 'casey@example.com');
    await user.type(screen.getByLabelText('Password'), 'Original-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer(new Response(JSON.stringify({ message: 'Invalid email or password' }), { status: 401 }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('shows the server message in an Error toast when sign-in fails', async () => {
    stubFetch({ status: 401, body: { message: 'Invalid email or password' } });
    const user = userEvent.setup();
    const { router } = await openLogin();

    await user.type(screen.getByLabelText('Email'), 'casey@example.com');
    await user.type(screen.getByLabelText('Password'), 'Not-the-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await expectErrorToast('Invalid email or password');
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(getAccessToken()).toBeNull();
  });
});
