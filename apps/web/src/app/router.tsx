import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { authRoutes } from '@/features/auth/auth-routes.tsx';
import { LandingPage } from '@/features/landing/routes/landing-page.tsx';
import { lazyRoute, preloadRoutes } from './lazy-route.tsx';
import { dashboardRoute } from './routes/dashboard-routes.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { RootRoute } from './routes/root-route.tsx';

/**
 * Every screen (SPEC §2). The landing page is the only one in the first bundle (DESIGN §10):
 * legal pages, the auth area and the dashboard load when first visited, and so does TanStack
 * Query, which only the auth area and the dashboard use.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      { path: '/', element: <LandingPage /> },
      {
        path: '/privacy',
        ...lazyRoute(
          async () => (await import('@/features/legal/routes/privacy-page.tsx')).PrivacyPage,
        ),
      },
      {
        path: '/terms',
        ...lazyRoute(
          async () => (await import('@/features/legal/routes/terms-page.tsx')).TermsPage,
        ),
      },
      {
        path: '/contact',
        ...lazyRoute(
          async () => (await import('@/features/legal/routes/contact-page.tsx')).ContactPage,
        ),
      },
      {
        ...lazyRoute(async () => (await import('./routes/query-area.tsx')).QueryArea),
        children: [{ path: '/auth', children: authRoutes }, dashboardRoute],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The routes, under a declarative router (<BrowserRouter>, or <StaticRouter> when pages are
 * prerendered): the app loads no data through the router, and the data router's code would not
 * fit the landing page's budget (DESIGN §10).
 */
export function AppRoutes() {
  const location = useLocation();
  // Idempotent: each route's code is requested once, as early as the address is known.
  preloadRoutes(appRoutes, location);
  return useRoutes(appRoutes, location);
}
