import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setAccessToken } from '@/lib/session.ts';
import { stubApi } from '@/test/api-stub.ts';
import { makeMe } from '@/test/factories/users.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router.tsx';

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

/** The app as main.tsx mounts it, in a memory router at `path`. */
function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AppProviders>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <CurrentPath />
        </MemoryRouter>
      </AppProviders>
    </QueryClientProvider>,
  );
}

describe('app routes', () => {
  it('answers an unknown address with a not-found page linking home', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('sends a visitor without a token from /dashboard to the landing page', async () => {
    stubApi({});
    renderApp('/dashboard/settings');
    expect(await screen.findByRole('link', { name: 'Get Started' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(/^\/$/);
  });

  it('shows an unknown dashboard address inside the shell', async () => {
    setAccessToken('token-123');
    stubApi({ 'GET /api/users/me': { body: makeMe({ position: 'employee' }) } });
    renderApp('/dashboard/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('loads the auth area under /auth', async () => {
    renderApp('/auth/login');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('provides the query client to the auth area when no provider is above the routes', async () => {
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/auth/forgot-password']}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole('button', { name: 'Request Reset Link' })).toBeInTheDocument();
  });
});
