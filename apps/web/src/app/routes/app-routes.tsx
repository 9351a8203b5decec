import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths.ts';
import { LandingPage } from '@/features/landing/routes/landing-page.tsx';
import { lazyRoute } from '../lazy-route.tsx';
import { authRoutes, unsubscribeRoute } from './auth-routes.tsx';
import { dashboardRoute } from './dashboard-routes.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RootRoute } from './root-route.tsx';

/**
 * Every screen (SPEC §2). The landing page is the only one in the first bundle (DESIGN §10):
 * legal pages, the auth area and the dashboard load when first visited, and so does TanStack
 * Query, which only the auth area and the dashboard use.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      { path: paths.landing.path, element: <LandingPage /> },
      {
        path: paths.privacy.path,
        ...lazyRoute(
          async () => (await import('@/features/legal/routes/privacy-page.tsx')).PrivacyPage,
        ),
      },
      {
        path: paths.terms.path,
        ...lazyRoute(
          async () => (await import('@/features/legal/routes/terms-page.tsx')).TermsPage,
        ),
      },
      {
        path: paths.contact.path,
        ...lazyRoute(
          async () => (await import('@/features/legal/routes/contact-page.tsx')).ContactPage,
        ),
      },
      {
        ...lazyRoute(async () => (await import('./query-area.tsx')).QueryArea),
        children: [
          { path: paths.auth.path, children: authRoutes },
          unsubscribeRoute,
          dashboardRoute,
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
