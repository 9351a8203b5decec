import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, Suspense } from 'react';
import {
  createMemoryRouter,
  type InitialEntry,
  Outlet,
  RouterProvider,
  useLocation,
} from 'react-router';
import { Toaster } from 'sonner';
import { authRoutes, unsubscribeRoute } from '@/app/routes/auth-routes.tsx';

/** Shows where the app went, for the tests to read. */
function Destination({ name }: { name: string }) {
  const { pathname } = useLocation();
  return (
    <p>
      {name} page at {pathname}
    </p>
  );
}

/**
 * Renders the auth area at `path` as the app mounts it (under '/auth', in StrictMode, with a
 * query client and the toaster), beside stand-ins for the pages it leads to. `path` may be a
 * location object to open the page with router state, as a navigation from another page does.
 */
export function renderAuthRoute(path: InitialEntry) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <Suspense fallback={<p>Loading</p>}>
            <Outlet />
          </Suspense>
        ),
        children: [
          { path: '/', element: <Destination name="Landing" /> },
          { path: '/dashboard', element: <Destination name="Dashboard" /> },
          { path: '/auth', children: authRoutes },
          unsubscribeRoute,
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...view, router, queryClient };
}
