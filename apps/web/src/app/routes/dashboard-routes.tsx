import type { MenuKey } from '@chairside/domain';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../lazy-route.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** A lazily loaded page inside the shell, guarded by the position's menu (SPEC §2). */
function page(path: string | null, key: MenuKey, load: () => Promise<ComponentType>): RouteObject {
  const route = lazyRoute(async () => {
    const [Page, { RequirePage }] = await Promise.all([load(), import('./require-page.tsx')]);
    return function GuardedPage() {
      return (
        <RequirePage page={key}>
          <Page />
        </RequirePage>
      );
    };
  });
  return path === null ? { index: true, ...route } : { path, ...route };
}

/** '/dashboard' and its children; the whole signed-in area is split from the landing bundle. */
export const dashboardRoute: RouteObject = {
  path: '/dashboard',
  ...lazyRoute(async () => (await import('../layouts/dashboard-layout.tsx')).DashboardLayout),
  children: [
    page(
      null,
      'home',
      async () =>
        (await import('@/features/dashboard/routes/dashboard-home-page.tsx')).DashboardHomePage,
    ),
    page(
      'organizations',
      'organizations',
      async () =>
        (await import('@/features/organizations/routes/organizations-page.tsx')).OrganizationsPage,
    ),
    page(
      'locations',
      'locations',
      async () => (await import('@/features/locations/routes/locations-page.tsx')).LocationsPage,
    ),
    page(
      'users',
      'users',
      async () => (await import('@/features/users/routes/users-page.tsx')).UsersPage,
    ),
    page(
      'invites',
      'invites',
      async () => (await import('@/features/invites/routes/invites-page.tsx')).InvitesPage,
    ),
    page(
      'shifts',
      'shifts',
      async () => (await import('@/features/shifts/routes/shifts-page.tsx')).ShiftsPage,
    ),
    page(
      'shifts/:id',
      'shifts',
      async () => (await import('@/features/shifts/routes/shift-detail-page.tsx')).ShiftDetailPage,
    ),
    page(
      'reports',
      'reports',
      async () => (await import('@/features/reports/routes/reports-page.tsx')).ReportsPage,
    ),
    page(
      'settings',
      'settings',
      async () => (await import('@/features/settings/routes/settings-page.tsx')).SettingsPage,
    ),
    { path: '*', element: <NotFoundPage homePath="/dashboard" /> },
  ],
};
