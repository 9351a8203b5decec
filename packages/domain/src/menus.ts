import type { AccountPosition } from './constants.ts';
import {
  canBrowseOrganizations,
  canCreateLocation,
  canListLocations,
  canListUsers,
  canManageInvites,
  canOverseeOrganizations,
  canViewReports,
  type PositionHolder,
} from './permissions.ts';

export type MenuKey =
  | 'home'
  | 'organizations'
  | 'locations'
  | 'users'
  | 'invites'
  | 'credentials'
  | 'shifts'
  | 'reports'
  | 'settings';

export interface MenuEntry {
  key: MenuKey;
  label: string;
  path: string;
}

const MENU_ENTRIES: Record<MenuKey, MenuEntry> = {
  home: { key: 'home', label: 'Home', path: '/dashboard' },
  organizations: { key: 'organizations', label: 'Organizations', path: '/dashboard/organizations' },
  locations: { key: 'locations', label: 'Locations', path: '/dashboard/locations' },
  users: { key: 'users', label: 'Users', path: '/dashboard/users' },
  invites: { key: 'invites', label: 'Invites', path: '/dashboard/invites' },
  credentials: { key: 'credentials', label: 'Credentials', path: '/dashboard/credentials' },
  shifts: { key: 'shifts', label: 'Shifts', path: '/dashboard/shifts' },
  reports: { key: 'reports', label: 'Report', path: '/dashboard/reports' },
  settings: { key: 'settings', label: 'Settings', path: '/dashboard/settings' },
};

/** A shift's own page in the web app: the link its notices, pushes and calendar events carry. */
export function shiftPagePath(id: number): string {
  return `${MENU_ENTRIES.shifts.path}/${id}`;
}

type PositionRule = (holder: PositionHolder) => boolean;
const everyone: PositionRule = () => true;
/**
 * Issue #27 §4: the Credentials review page, for those who verify: an organization's admins and
 * managers, and platform admins (canReviewCredentials, which the route asks of the whole actor).
 * Location managers see credentials beside requests, but verify none.
 */
const reviewsCredentials: PositionRule = ({ position }) =>
  position === 'admin' || position === 'manager';

/** A page opens for whoever may take the action its list (or its content) is read with. */
const PAGE_ACCESS: Record<MenuKey, PositionRule> = {
  home: everyone,
  organizations: canBrowseOrganizations,
  locations: canListLocations,
  users: canListUsers,
  invites: canManageInvites,
  credentials: reviewsCredentials,
  shifts: everyone,
  reports: canViewReports,
  settings: everyone,
};

/**
 * SPEC §2's sidebar lists Organizations to those who see every organization and Locations to
 * those who add locations: a manager reaches their organization, and a location manager their
 * locations, from the bottom bar only.
 */
const SIDEBAR: Record<MenuKey, PositionRule> = {
  ...PAGE_ACCESS,
  organizations: canOverseeOrganizations,
  locations: canCreateLocation,
};

const SIDEBAR_ORDER: readonly MenuKey[] = [
  'home',
  'organizations',
  'locations',
  'users',
  'invites',
  'credentials',
  'shifts',
  'reports',
  'settings',
];
const BOTTOM_BAR_ORDER: readonly MenuKey[] = ['home', 'shifts', 'locations', 'organizations'];

function entriesFor(
  keys: readonly MenuKey[],
  rules: Record<MenuKey, PositionRule>,
  position: AccountPosition,
) {
  return keys.filter((key) => rules[key]({ position })).map((key) => MENU_ENTRIES[key]);
}

/** The sidebar menu for a position (SPEC §2). */
export function menuFor(position: AccountPosition): MenuEntry[] {
  return entriesFor(SIDEBAR_ORDER, SIDEBAR, position);
}

/** The mobile bottom bar: Home and Shifts for all, plus Locations and Organizations by role. */
export function bottomBarFor(position: AccountPosition): MenuEntry[] {
  return entriesFor(BOTTOM_BAR_ORDER, PAGE_ACCESS, position);
}

/** Whether a position may open a page: the web's route guard. */
export function canOpenPage(position: AccountPosition, key: MenuKey): boolean {
  return PAGE_ACCESS[key]({ position });
}
