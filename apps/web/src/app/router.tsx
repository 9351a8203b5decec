import { createBrowserRouter, type RouteObject } from 'react-router';
import { authRoutes } from '@/features/auth/auth-routes.tsx';
import { LandingPage } from '@/features/landing/routes/landing-page.tsx';
import { FullPageSpinner } from '@/components/full-page-spinner.tsx';
import { dashboardRoute } from './routes/dashboard-routes.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { RouteErrorPage } from './routes/route-error-page.tsx';

/**
 * Every screen (SPEC §2). The landing page is the only one in the first bundle (DESIGN §10):
 * legal pages, the auth area and the dashboard load when first visited.
 */
export const appRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { path: '/', element: <LandingPage /> },
      {
        path: '/privacy',
        lazy: async () => ({
          Component: (await import('@/features/legal/routes/privacy-page.tsx')).PrivacyPage,
        }),
      },
      {
        path: '/terms',
        lazy: async () => ({
          Component: (await import('@/features/legal/routes/terms-page.tsx')).TermsPage,
        }),
      },
      {
        path: '/contact',
        lazy: async () => ({
          Component: (await import('@/features/legal/routes/contact-page.tsx')).ContactPage,
        }),
      },
      // authRoutes is only route objects; its layout and pages load on demand.
      { path: '/auth', children: authRoutes },
      dashboardRoute,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
