import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LandingPage } from './landing-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
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
    expect(within(header).getByRole('link', { name: 'Features' })).toHaveAttribute(
      'href',
      '/#features',
    );
    expect(within(header).getByRole('link', { name: 'How It Works' })).toHaveAttribute(
      'href',
      '/#how-it-works',
    );
    expect(within(header).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(within(header).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
  });

  it('advertises the product with free-trial and demo links under one h1', () => {
    renderLanding();
    const main = screen.getByRole('main');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(main).toHaveTextContent(/shift management/i);
    expect(main).toHaveTextContent(/multi-location support/i);
    expect(main).toHaveTextContent(/user management/i);
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    expect(screen.getByRole('link', { name: 'Request a Demo' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('has the Features and How It Works sections the header points to', () => {
    renderLanding();
    expect(screen.getByRole('region', { name: 'Everything your schedule needs' })).toHaveAttribute(
      'id',
      'features',
    );
    expect(screen.getByRole('region', { name: 'How It Works' })).toHaveAttribute(
      'id',
      'how-it-works',
    );
  });

  it('links to the legal pages from the footer', () => {
    renderLanding();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(within(footer).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Chairside`);
  });

  it('signs in from the sign-in card once the form has loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ access_token: 'token' }))),
    );
    const user = userEvent.setup();
    const router = renderLanding();

    await user.type(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), 'a@b.co');
    await user.type(screen.getByLabelText('Password'), 'Original-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
