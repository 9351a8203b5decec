import type { AccountPosition } from '@chairside/domain';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers.tsx';
import { dashboardRoute } from '@/app/routes/dashboard-routes.tsx';
import type { Me } from '@/lib/current-user.ts';

export function makeMe(overrides: Partial<Me> = {}): Me {
  return {
    id: 7,
    email: 'dana@example.com',
    name: 'Dana Whitfield',
    position: 'admin' satisfies AccountPosition,
    phoneNumber: null,
    jobTitle: 'Front Desk',
    organizationId: null,
    organizationName: null,
    locationIds: [],
    isActive: true,
    ...overrides,
  };
}

/** Renders the real dashboard routes (with a stand-in landing page at '/') at `path`. */
export function renderDashboard(path = '/dashboard') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        hydrateFallbackElement: <p>Loading</p>,
        children: [{ path: '/', element: <h1>Landing page</h1> }, dashboardRoute],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
