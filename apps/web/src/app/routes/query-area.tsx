import { Outlet } from 'react-router';
import { QueryBoundary } from '@/lib/query-boundary.tsx';

/** The auth area and the dashboard: every screen that talks to the API through TanStack Query. */
export function QueryArea() {
  return (
    <QueryBoundary>
      <Outlet />
    </QueryBoundary>
  );
}
