import {
  ACCOUNT_POSITION_RANK,
  ACCOUNT_POSITIONS,
  type AccountPosition,
  type DeclineReason,
  type RequestStatus,
} from './constants.ts';
import { USER_MESSAGES } from './messages/index.ts';

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

/** The rules that depend on nothing but the position: menus check them for a position alone. */
export type PositionHolder = Pick<Actor, 'position'>;

export function isManagerial(position: AccountPosition): boolean {
  return position !== 'employee';
}

/**
 * Issue #14 §1: a work profile says which shifts a professional hears of, so only employees
 * keep one; managers and admins post shifts rather than work them.
 */
export function hasWorkProfile(actor: PositionHolder): boolean {
  return !isManagerial(actor.position);
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

/**
 * SPEC §6: the cases in which editing a user is refused, plus tenancy; each answers why, in
 * words the User Details dialog shows in place of Edit. Null: the actor may edit the target.
 */
export function userEditRefusal(actor: Actor, target: UserTarget): UserEditRefusal | null {
  if (actor.position === 'employee') return USER_MESSAGES.editRefusedEmployee;
  if (actor.position === 'location_manager') return USER_MESSAGES.editRefusedLocationManager;
  if (actor.organizationId !== null && actor.organizationId !== target.organizationId) {
    return USER_MESSAGES.editRefusedOtherOrganization;
  }
  if (target.position === 'admin' && actor.position !== 'admin') {
    return USER_MESSAGES.editRefusedAdmin;
  }
  if (actor.position === 'manager' && target.position === 'manager') {
    return USER_MESSAGES.editRefusedManager;
  }
  return null;
}

export type UserEditRefusal = (typeof USER_MESSAGES)[
  | 'editRefusedEmployee'
  | 'editRefusedLocationManager'
  | 'editRefusedOtherOrganization'
  | 'editRefusedAdmin'
  | 'editRefusedManager'];

/** May the actor edit the target? Exactly when userEditRefusal finds no reason not to. */
export function canEditUser(actor: Actor, target: UserTarget): boolean {
  return userEditRefusal(actor, target) === null;
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

export function canCreateShift(actor: PositionHolder): boolean {
  return isManagerial(actor.position);
}

/** Posting shifts at a location, as Create Shift checks it: managers of that location. */
export function canPostShiftsAt(actor: Actor, location: { locationId: number }): boolean {
  return canCreateShift(actor) && managesLocation(actor, location.locationId);
}

/**
 * Posting the open hours of a partly covered shift as new shifts: for those who may post shifts
 * at its location, as Create Shift checks them.
 */
export function canPostUncoveredHours(actor: Actor, shift: { locationId: number }): boolean {
  return canPostShiftsAt(actor, shift);
}

/**
 * Issue #16 §1: a location's shift templates are seen and kept by those who may post shifts
 * there (admins and managers of the organization, location managers of that location).
 */
export function canManageShiftTemplates(actor: Actor, location: { locationId: number }): boolean {
  return canPostShiftsAt(actor, location);
}

/**
 * Deleting a shift, assigning it, and offering or declining its requests: for those who see it
 * unrestricted. A confirmed shift refuses the first two as a conflict of its state instead.
 */
export function canManageShift(actor: Actor, shift: ShiftScope): boolean {
  return !isRestrictedShiftView(actor, shift);
}

/**
 * The Delete and Assign buttons: managers of the shift while nobody is confirmed on it (Assign
 * also only before the start: canAssignShift).
 */
export function canDeleteOrAssignShift(
  actor: Actor,
  shift: ShiftScope & { confirmed: number },
): boolean {
  return canManageShift(actor, shift) && shift.confirmed === 0;
}

/**
 * Whether a shift has started at `now`. Requests, offers, confirmations and assignments are for
 * shifts still to come: each is refused with REQUEST_MESSAGES.alreadyStarted (409) once it has.
 */
export function hasShiftStarted(startsAt: Date | string, now: Date): boolean {
  return new Date(startsAt).getTime() <= now.getTime();
}

/** The Assign to User button: Delete's rule, for a shift that has not started yet. */
export function canAssignShift(
  actor: Actor,
  shift: ShiftScope & { confirmed: number; startsAt: Date | string },
  now: Date,
): boolean {
  return canDeleteOrAssignShift(actor, shift) && !hasShiftStarted(shift.startsAt, now);
}

/** A shift as someone about to request it sees it. */
export interface RequestableShift {
  hasOwnRequest: boolean;
}

/**
 * Why Request Shift is refused for who asks (SPEC §2, DESIGN §8): whether the person may work
 * the shift at all (filled, started, their job title...) is eligibility's answer, asked next.
 */
export type RequestShiftRefusal = 'alreadyRequested' | 'notAllowed';

/** A second request, and any request by an admin, are refused. */
export function requestShiftRefusal(
  actor: PositionHolder,
  shift: RequestableShift,
): RequestShiftRefusal | null {
  if (shift.hasOwnRequest) return 'alreadyRequested';
  if (actor.position === 'admin') return 'notAllowed';
  return null;
}

/** The Request Shift button (with no eligibility reason), and POST /shifts/:id/requests. */
export function canRequestShift(actor: PositionHolder, shift: RequestableShift): boolean {
  return requestShiftRefusal(actor, shift) === null;
}

/**
 * Request Shift on a shift's page (issue #26 §10): never for the shift's own managers, whose
 * actions there are Edit, Assign and Offer; managers may still ask for shifts they do not manage.
 */
export function offersRequestShift(actor: Actor, shift: RequestableShift & ShiftScope): boolean {
  return !canManageShift(actor, shift) && canRequestShift(actor, shift);
}

export interface RequestState {
  employeeId: number;
  status: RequestStatus;
  declined: boolean;
  /** Why it is declined; a request declined as filled may be offered again (isEarlierRequest). */
  declineReason?: DeclineReason | null;
}

/**
 * A request declined only because someone else was confirmed, on a shift open again (a
 * cancellation reopened it): its person had asked for the shift, so the shift's managers may
 * offer it to them again in one click (issue #26 §5), and they may ask again themselves.
 */
export function isEarlierRequest(
  request: { declined: boolean; declineReason?: DeclineReason | null },
  shiftConfirmed: number | undefined,
): boolean {
  return request.declined && request.declineReason === 'filled' && shiftConfirmed === 0;
}

export type RequestAction = 'offer' | 'decline' | 'confirm' | 'declineOffer' | 'withdraw';

/**
 * Buttons on a request (SPEC §4): managers act on Requested, the employee on their own offer,
 * and the requester may withdraw their request until it is offered (issue #14). On a shift open
 * again, the managers may offer it once more to those who had asked before it was filled
 * (issue #26 §5); `shift.confirmed` says whether it is open.
 */
export function requestActions(
  actor: Actor,
  shift: ShiftScope & { confirmed?: number },
  request: RequestState,
): RequestAction[] {
  if (request.declined)
    return isEarlierRequest(request, shift.confirmed) && canManageShift(actor, shift)
      ? ['offer']
      : [];
  if (request.status === 'Confirmed') return [];
  if (request.status === 'Requested') {
    const actions: RequestAction[] = canManageShift(actor, shift) ? ['offer', 'decline'] : [];
    if (request.employeeId === actor.id) actions.push('withdraw');
    return actions;
  }
  return request.employeeId === actor.id ? ['confirm', 'declineOffer'] : [];
}

/** The routes that change a request's state (SPEC §7). */
export type RequestRoute = 'offer' | 'decline' | 'confirm' | 'withdraw';

/** The buttons each route performs. */
export const REQUEST_ROUTE_ACTIONS: Record<RequestRoute, readonly RequestAction[]> = {
  offer: ['offer'],
  decline: ['decline', 'declineOffer'],
  confirm: ['confirm'],
  withdraw: ['withdraw'],
};

/**
 * May the actor's role take this route in some state of the request? The shift's managers offer
 * and decline requests; the requester confirms or declines their own offer, and withdraws their
 * own request. When it may, but the request's present state does not allow it (an offer already
 * sent, an offer not yet made), the refusal is a conflict with that state (409), not a matter of
 * permission (403).
 */
export function mayEverTakeRequestRoute(
  actor: Actor,
  shift: ShiftScope,
  request: Pick<RequestState, 'employeeId'>,
  route: RequestRoute,
): boolean {
  const manages = canManageShift(actor, shift);
  const own = request.employeeId === actor.id;
  if (route === 'offer') return manages;
  if (route === 'confirm' || route === 'withdraw') return own;
  return manages || own;
}

/**
 * Cancel Shift on a confirmed request (issue #14): the confirmed person their own, and the
 * shift's unrestricted managers any assignment. Whether it is still allowed (before the start)
 * is the state's question, not the role's.
 */
export function canCancelAssignment(
  actor: Actor,
  shift: ShiftScope,
  request: RequestState,
): boolean {
  if (request.declined || request.status !== 'Confirmed') return false;
  return request.employeeId === actor.id || canManageShift(actor, shift);
}

/** GET /reports/shifts and its CSV. */
export function canViewReports(actor: PositionHolder): boolean {
  return isManagerial(actor.position);
}

/**
 * DESIGN §5: the locations a report is confined to, a location manager's own; null for
 * everyone else, whose reports cover their whole reach.
 */
export function reportLocationScope(
  actor: Pick<Actor, 'position' | 'locationIds'>,
): readonly number[] | null {
  return actor.position === 'location_manager' ? actor.locationIds : null;
}

/**
 * Admins oversee organizations: the sidebar's Organizations entry and the dashboard's count of
 * them. Not a route's action: GET /organizations is canBrowseOrganizations, managers included.
 */
export function canOverseeOrganizations(actor: PositionHolder): boolean {
  return actor.position === 'admin';
}

/**
 * GET /organizations, the Organizations page: admins, and managers, to whom SPEC's bottom bar
 * offers it (their own organization only, by tenancy).
 */
export function canBrowseOrganizations(actor: PositionHolder): boolean {
  return actor.position === 'admin' || actor.position === 'manager';
}

/** GET /organizations/:id: whoever may browse them, within their reach. */
export function canViewOrganization(actor: PositionHolder): boolean {
  return canBrowseOrganizations(actor);
}

export function canCreateOrganization(actor: Actor): boolean {
  return isPlatformAdmin(actor);
}

/**
 * GET /admin/failed-deliveries: platform admins only. The outbox holds addresses and numbers of
 * every organization (and of people in none, at registration), and the fix (the mail relay,
 * the text provider) is the platform's, not an organization's.
 */
export function canViewFailedDeliveries(actor: Actor): boolean {
  return isPlatformAdmin(actor);
}

/**
 * The Organization Settings dialog and GET/PUT /organizations/:id/settings (issue #14): the
 * organization's admins and managers, and platform admins.
 */
export function canEditOrganizationSettings(actor: Actor, organizationId: number): boolean {
  if (isPlatformAdmin(actor)) return true;
  return (
    actor.organizationId === organizationId &&
    (actor.position === 'admin' || actor.position === 'manager')
  );
}

/** GET /locations: the managerial positions (location managers through the bottom bar). */
export function canListLocations(actor: PositionHolder): boolean {
  return isManagerial(actor.position);
}

/** GET /locations/:id: whoever may list locations, within their reach. */
export function canViewLocation(actor: PositionHolder): boolean {
  return canListLocations(actor);
}

export function canCreateLocation(actor: PositionHolder): boolean {
  return actor.position === 'admin' || actor.position === 'manager';
}

/** GET /users: the managerial positions. */
export function canListUsers(actor: PositionHolder): boolean {
  return isManagerial(actor.position);
}

/** GET /users/:id: whoever may list users, within their reach. */
export function canViewUser(actor: PositionHolder): boolean {
  return canListUsers(actor);
}

/**
 * The invites routes (list, invite, withdraw, resend), and what an invite stands on when it is
 * accepted: which roles may be invited is invitableRoles.
 */
export function canManageInvites(actor: PositionHolder): boolean {
  return isManagerial(actor.position);
}
