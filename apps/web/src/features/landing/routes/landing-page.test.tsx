import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LandingPage } from './landing-page.tsx';
import { endSession } from '@/lib/session.ts';
import { expectLinks } from '@/test/expect-links.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderLanding() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LandingPage /> },
      { path: '/dashboard', element: <p>Dashboard</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('landing page', () => {
  it('has the header links of SPEC §2', () => {
    renderLanding();
    const header = screen.getByRole('banner');
    expectLinks(header, {
      Features: '/#features',
      'How It Works': '/#how-it-works',
      'Sign in': '/auth/login',
      'Get Started': '/auth/register',
    });
  });

  it('advertises the product with free-trial and demo links under one h1', () => {
    renderLanding();
    const main = screen.getByRole('main');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(main).toHaveTextContent(/shift management/i);
    expect(main).toHaveTextContent(/multi-location support/i);
    expect(main).toHaveTextContent(/user management/i);
    expectLinks(null, { 'Start Free Trial': '/auth/register', 'Request a Demo': '/contact' });
  });

  it('has the Features and How It Works sections the header points to', () => {
    renderLanding();
    const region = (name: string) => screen.getByRole('region', { name });
    expect(region('Everything your schedule needs')).toHaveAttribute('id', 'features');
    expect(region('How It Works')).toHaveAttribute('id', 'how-it-works');
  });

  it('links to the legal pages from the footer', () => {
    renderLanding();
    const footer = screen.getByRole('contentinfo');
    expectLinks(footer, { Privacy: '/privacy', Terms: '/terms', Contact: '/contact' });
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Chairside`);
  });

  it('signs in from the sign-in card once the form has loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ access_token: 'token' }))),
    );
    const user = userEvent.setup();
    const router = renderLanding();

    await user.type(await screen.findByLabelText('Email'), 'a@b.co');
    await user.type(screen.getByLabelText('Password'), 'Original-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('offers a signed-in visitor the dashboard instead of signing in', async () => {
    localStorage.setItem('access_token', 'token');
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const router = renderLanding();

    const header = screen.getByRole('banner');
    expectLinks(header, { 'Go to dashboard': '/dashboard' });
    expect(within(header).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    // The sign-in card says so too, with the same link in place of the form.
    expect(screen.getByRole('heading', { name: 'You are signed in' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Go to dashboard' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/dashboard', '/dashboard']);
    expect(screen.queryByRole('heading', { name: 'Sign in to Chairside' })).not.toBeInTheDocument();
    // The login form never loads: nothing to sign in with, nothing asked of the server.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await user.click(links[1]!);
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('switches back to signing in when the session ends', async () => {
    localStorage.setItem('access_token', 'token');
    renderLanding();
    expect(screen.getAllByRole('link', { name: 'Go to dashboard' })).toHaveLength(2);

    act(() => endSession('token'));

    const header = screen.getByRole('banner');
    expectLinks(header, { 'Sign in': '/auth/login', 'Get Started': '/auth/register' });
    expect(screen.queryByRole('link', { name: 'Go to dashboard' })).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
  });
});
