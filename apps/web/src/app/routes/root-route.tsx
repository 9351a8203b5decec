import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/**
 * Above every screen: the error page, and one spinner while a first screen's code loads. The
 * boundary stays mounted, so a later navigation (a transition) keeps the current page on screen
 * until the next one has loaded instead of flashing the spinner.
 */
export function RootRoute() {
  const { key } = useLocation();
  return (
    <RouteErrorBoundary locationKey={key}>
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
