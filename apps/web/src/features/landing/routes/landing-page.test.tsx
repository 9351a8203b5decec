import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LandingPage } from './landing-page.tsx';
import { expectLinks } from '@/test/expect-links.ts';

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

    await user.type(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), 'a@b.co');
    await user.type(screen.getByLabelText('Password'), 'Original-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
