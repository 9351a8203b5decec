import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setAccessToken } from '@/lib/session.ts';
import { stubApi } from '@/test/api-stub.ts';
import { makeMe } from '@/test/render-dashboard.tsx';
import { AppProviders } from './providers.tsx';
import { appRoutes } from './router.tsx';

function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('app routes', () => {
  it('answers an unknown address with a not-found page linking home', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('sends a visitor without a token from /dashboard to the landing page', async () => {
    stubApi({});
    const router = renderApp('/dashboard/settings');
    expect(await screen.findByRole('link', { name: 'Get Started' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
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
});
