import type { MenuKey } from '@chairside/domain';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths.ts';
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
  path: paths.dashboard.path,
  ...lazyRoute(async () => (await import('../layouts/dashboard-layout.tsx')).DashboardLayout),
  children: [
    page(
      null,
      'home',
      async () =>
        (await import('@/features/dashboard/routes/dashboard-home-page.tsx')).DashboardHomePage,
    ),
    page(
      paths.organizations.path,
      'organizations',
      async () =>
        (await import('@/features/organizations/routes/organizations-page.tsx')).OrganizationsPage,
    ),
    page(
      paths.locations.path,
      'locations',
      async () => (await import('@/features/locations/routes/locations-page.tsx')).LocationsPage,
    ),
    page(
      paths.users.path,
      'users',
      async () => (await import('@/features/users/routes/users-page.tsx')).UsersPage,
    ),
    page(
      paths.invites.path,
      'invites',
      async () => (await import('@/features/invites/routes/invites-page.tsx')).InvitesPage,
    ),
    page(
      paths.credentials.path,
      'credentials',
      async () =>
        (await import('@/features/credentials/routes/credentials-page.tsx')).CredentialsPage,
    ),
    page(
      paths.shifts.path,
      'shifts',
      async () => (await import('@/features/shifts/routes/shifts-page.tsx')).ShiftsPage,
    ),
    page(
      paths.shiftDetail.path,
      'shifts',
      async () => (await import('@/features/shifts/routes/shift-detail-page.tsx')).ShiftDetailPage,
    ),
    page(
      paths.reports.path,
      'reports',
      async () => (await import('@/features/reports/routes/reports-page.tsx')).ReportsPage,
    ),
    page(
      paths.settings.path,
      'settings',
      async () => (await import('@/features/settings/routes/settings-page.tsx')).SettingsPage,
    ),
    { path: '*', element: <NotFoundPage homePath={paths.dashboard.path} /> },
  ],
};
