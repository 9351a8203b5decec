import { renderListPage } from '@/components/list/testing/render-list-page.tsx';
import type { Me } from '@/lib/current-user.ts';
import { makeMe } from '@/test/render-dashboard.tsx';
import type { UserDetail } from '../api/get-user.ts';
import type { UserRow } from '../api/get-users.ts';
import { UsersPage } from '../routes/users-page.tsx';

export function makeUserRow(overrides: Partial<UserRow> = {}): UserRow {
  return {
    id: 21,
    name: 'Priya Natarajan',
    email: 'priya@brightsmiles.test',
    organizationNames: ['Bright Smiles'],
    positionNames: ['Employee'],
    position: 'employee',
    jobTitle: 'Hygienist',
    isActive: true,
    ...overrides,
  };
}

export function makeUserDetail(overrides: Partial<UserDetail> = {}): UserDetail {
  return {
    id: 21,
    name: 'Priya Natarajan',
    email: 'priya@brightsmiles.test',
    phoneNumber: '+15551234567',
    jobTitle: 'Hygienist',
    position: 'employee',
    organizationId: 3,
    organizationName: 'Bright Smiles',
    organizationNames: ['Bright Smiles'],
    positionNames: ['Employee'],
    locationIds: [],
    isActive: true,
    recentShifts: [],
    ...overrides,
  };
}

/** The Users page at `path`, as `actor`, with the real router, query client and toaster. */
export function renderUsersPage(actor: Me = makeMe(), path = '/dashboard/users') {
  return renderListPage(<UsersPage />, { path, user: actor });
}
