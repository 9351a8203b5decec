import type { MenuKey } from '@chairside/domain';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from './not-found-page.tsx';

type PageModule = Promise<ComponentType>;

/** A lazily loaded page inside the shell, guarded by the position's menu (SPEC §2). */
function page(path: string | null, key: MenuKey, load: () => PageModule): RouteObject {
  const lazy = async () => {
    const [Page, { RequirePage }] = await Promise.all([load(), import('./require-page.tsx')]);
    return {
      element: (
        <RequirePage page={key}>
          <Page />
        </RequirePage>
      ),
    };
  };
  return path === null ? { index: true, lazy } : { path, lazy };
}

/** '/dashboard' and its children; the whole signed-in area is split from the landing bundle. */
export const dashboardRoute: RouteObject = {
  path: '/dashboard',
  lazy: async () => {
    const { DashboardLayout } = await import('../layouts/dashboard-layout.tsx');
    return { Component: DashboardLayout };
  },
  children: [
    page(null, 'home', () =>
      import('@/features/dashboard/routes/dashboard-home-page.tsx').then(
        (module) => module.DashboardHomePage,
      ),
    ),
    page('organizations', 'organizations', () =>
      import('@/features/organizations/routes/organizations-page.tsx').then(
        (module) => module.OrganizationsPage,
      ),
    ),
    page('locations', 'locations', () =>
      import('@/features/locations/routes/locations-page.tsx').then(
        (module) => module.LocationsPage,
      ),
    ),
    page('users', 'users', () =>
      import('@/features/users/routes/users-page.tsx').then((module) => module.UsersPage),
    ),
    page('invites', 'invites', () =>
      import('@/features/invites/routes/invites-page.tsx').then((module) => module.InvitesPage),
    ),
    page('shifts', 'shifts', () =>
      import('@/features/shifts/routes/shifts-page.tsx').then((module) => module.ShiftsPage),
    ),
    page('shifts/:id', 'shifts', () =>
      import('@/features/shifts/routes/shift-detail-page.tsx').then(
        (module) => module.ShiftDetailPage,
      ),
    ),
    page('reports', 'reports', () =>
      import('@/features/reports/routes/reports-page.tsx').then((module) => module.ReportsPage),
    ),
    page('settings', 'settings', () =>
      import('@/features/settings/routes/settings-page.tsx').then((module) => module.SettingsPage),
    ),
    { path: '*', element: <NotFoundPage homePath="/dashboard" /> },
  ],
};
