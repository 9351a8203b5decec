import {
  ACCOUNT_POSITION_RANK,
  ACCOUNT_POSITIONS,
  type AccountPosition,
  type RequestStatus,
} from './constants.ts';

/** Who is acting: enough of the signed-in user to decide every rule below. */
export interface Actor {
  id: number;
  position: AccountPosition;
  organizationId: number | null;
  locationIds: readonly number[];
}

export interface UserTarget {
  id: number;
  position: AccountPosition;
  organizationId: number | null;
}

export interface ShiftScope {
  locationId: number;
  organizationId: number;
}

export type MenuKey =
  'home' | 'organizations' | 'locations' | 'users' | 'invites' | 'shifts' | 'reports' | 'settings';

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
  shifts: { key: 'shifts', label: 'Shifts', path: '/dashboard/shifts' },
  reports: { key: 'reports', label: 'Report', path: '/dashboard/reports' },
  settings: { key: 'settings', label: 'Settings', path: '/dashboard/settings' },
};

const MENUS: Record<AccountPosition, MenuKey[]> = {
  admin: [
    'home',
    'organizations',
    'locations',
    'users',
    'invites',
    'shifts',
    'reports',
    'settings',
  ],
  manager: ['home', 'locations', 'users', 'invites', 'shifts', 'reports', 'settings'],
  location_manager: ['home', 'users', 'invites', 'shifts', 'reports', 'settings'],
  employee: ['home', 'shifts', 'settings'],
};

/** The sidebar menu for a position (SPEC §2). */
export function menuFor(position: AccountPosition): MenuEntry[] {
  return MENUS[position].map((key) => MENU_ENTRIES[key]);
}

/** The mobile bottom bar: Home and Shifts for all, plus Locations and Organizations by role. */
export function bottomBarFor(position: AccountPosition): MenuEntry[] {
  const keys: MenuKey[] = ['home', 'shifts'];
  if (position !== 'employee') keys.push('locations');
  if (position === 'admin' || position === 'manager') keys.push('organizations');
  return keys.map((key) => MENU_ENTRIES[key]);
}

/**
 * SPEC's bottom bar offers managers Organizations and location managers Locations, which their
 * menus lack; a page either of them links to may be opened.
 */
export function canOpenPage(position: AccountPosition, key: MenuKey): boolean {
  return MENUS[position].includes(key) || bottomBarFor(position).some((entry) => entry.key === key);
}

export function isManagerial(position: AccountPosition): boolean {
  return position !== 'employee';
}

export function isOrganizationBound(user: { organizationId: number | null }): boolean {
  return user.organizationId !== null;
}

export function isPlatformAdmin(actor: Actor): boolean {
  return actor.position === 'admin' && actor.organizationId === null;
}

/** Whether the actor may see objects of this organization at all (DESIGN §5 tenancy). */
export function canReachOrganization(actor: Actor, organizationId: number | null): boolean {
  return actor.organizationId === null || actor.organizationId === organizationId;
}

/** SPEC §6: the cases in which editing a user is refused, plus tenancy. */
export function canEditUser(actor: Actor, target: UserTarget): boolean {
  if (actor.position === 'employee' || actor.position === 'location_manager') return false;
  if (actor.organizationId !== null && actor.organizationId !== target.organizationId) return false;
  if (target.position === 'admin' && actor.position !== 'admin') return false;
  if (actor.position === 'manager' && target.position === 'manager') return false;
  return true;
}

/**
 * Ending someone's sessions (a lost phone, a person leaving) is an edit of that person; one's
 * own sessions end from Settings instead.
 */
export function canEndSessionsOf(actor: Actor, target: UserTarget): boolean {
  return actor.id !== target.id && canEditUser(actor, target);
}

/** Nobody changes their own active status. */
export function canChangeActiveStatus(actor: Actor, target: { id: number }): boolean {
  return actor.id !== target.id;
}

/** Nobody changes their own position either: an admin cannot lock themselves out by mistake. */
export function canChangePosition(actor: Actor, target: { id: number }): boolean {
  return actor.id !== target.id;
}

/** Positions the actor may give when editing a user. */
export function assignablePositions(actor: Actor): AccountPosition[] {
  if (actor.position === 'admin') return [...ACCOUNT_POSITIONS];
  if (actor.position === 'manager') return ['location_manager', 'employee'];
  return [];
}

/** Roles the actor may invite: up to their own rank; a location manager only employees. */
export function invitableRoles(actor: Actor): AccountPosition[] {
  if (actor.position === 'employee') return [];
  if (actor.position === 'location_manager') return ['employee'];
  const rank = ACCOUNT_POSITION_RANK[actor.position];
  return ACCOUNT_POSITIONS.filter((position) => ACCOUNT_POSITION_RANK[position] <= rank);
}

/** Does a location manager manage this location? Other positions are not limited by location. */
export function managesLocation(actor: Actor, locationId: number): boolean {
  return actor.position !== 'location_manager' || actor.locationIds.includes(locationId);
}

/** SPEC §6 restricted shift view: employees, and location managers outside their locations. */
export function isRestrictedShiftView(actor: Actor, shift: { locationId: number }): boolean {
  if (actor.position === 'employee') return true;
  return !managesLocation(actor, shift.locationId);
}

/** SPEC §6: the counts line on calendar shifts. */
export function showsShiftCounts(
  actor: Actor,
  shift: { locationId: number },
  hideCounts = false,
): boolean {
  if (hideCounts || actor.position === 'employee') return false;
  return managesLocation(actor, shift.locationId);
}

export function canCreateShift(actor: Actor): boolean {
  return isManagerial(actor.position);
}

/** Delete and assign: unrestricted users on an unconfirmed shift. */
export function canDeleteOrAssignShift(
  actor: Actor,
  shift: ShiftScope & { confirmed: number },
): boolean {
  return !isRestrictedShiftView(actor, shift) && shift.confirmed === 0;
}

export function canRequestShift(actor: Actor, hasOwnRequest: boolean): boolean {
  return !hasOwnRequest && actor.position !== 'admin';
}

export interface RequestState {
  employeeId: number;
  status: RequestStatus;
  declined: boolean;
}

export type RequestAction = 'offer' | 'decline' | 'confirm' | 'declineOffer';

/** Buttons on a request (SPEC §4): managers act on Requested, the employee on their own offer. */
export function requestActions(
  actor: Actor,
  shift: ShiftScope,
  request: RequestState,
): RequestAction[] {
  if (request.declined || request.status === 'Confirmed') return [];
  if (request.status === 'Requested') {
    return isRestrictedShiftView(actor, shift) ? [] : ['offer', 'decline'];
  }
  return request.employeeId === actor.id ? ['confirm', 'declineOffer'] : [];
}

/** The routes that change a request's state (SPEC §7). */
export type RequestRoute = 'offer' | 'decline' | 'confirm';

/** The buttons each route performs. */
export const REQUEST_ROUTE_ACTIONS: Record<RequestRoute, readonly RequestAction[]> = {
  offer: ['offer'],
  decline: ['decline', 'declineOffer'],
  confirm: ['confirm'],
};

/**
 * May the actor's role take this route in some state of the request? The shift's managers offer
 * and decline requests; the requester confirms or declines their own offer. When it may, but the
 * request's present state does not allow it (an offer already sent, an offer not yet made), the
 * refusal is a conflict with that state (409), not a matter of permission (403).
 */
export function mayEverTakeRequestRoute(
  actor: Actor,
  shift: ShiftScope,
  request: Pick<RequestState, 'employeeId'>,
  route: RequestRoute,
): boolean {
  const manages = !isRestrictedShiftView(actor, shift);
  const own = request.employeeId === actor.id;
  if (route === 'offer') return manages;
  if (route === 'confirm') return own;
  return manages || own;
}

export function canViewReports(actor: Actor): boolean {
  return isManagerial(actor.position);
}

/** Only admins fetch the organization list (the dashboard count). */
export function canListOrganizations(actor: Actor): boolean {
  return actor.position === 'admin';
}

export function canCreateOrganization(actor: Actor): boolean {
  return isPlatformAdmin(actor);
}

export function canCreateLocation(actor: Actor): boolean {
  return actor.position === 'admin' || actor.position === 'manager';
}
