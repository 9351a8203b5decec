import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers.tsx';
import { dashboardRoute } from '@/app/routes/dashboard-routes.tsx';

/** Renders the real dashboard routes (with a stand-in landing page at '/') at `path`. */
export function renderDashboard(path = '/dashboard') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        element: (
          <Suspense fallback={<p>Loading</p>}>
            <Outlet />
          </Suspense>
        ),
        children: [{ path: '/', element: <h1>Landing page</h1> }, dashboardRoute],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
