import { describe, expect, it } from 'vitest';
import { ACCOUNT_POSITIONS, type AccountPosition } from './constants.ts';
import { bottomBarFor, canOpenPage, menuFor, type MenuKey } from './menus.ts';
import {
  hasWorkProfile,
  assignablePositions,
  canChangeActiveStatus,
  canEndSessionsOf,
  canChangePosition,
  canCreateLocation,
  canCreateOrganization,
  canCreateShift,
  canManageShiftTemplates,
  canPostUncoveredHours,
  canAssignShift,
  canDeleteOrAssignShift,
  canEditUser,
  hasShiftStarted,
  userEditRefusal,
  canBrowseOrganizations,
  canListLocations,
  canListUsers,
  canManageInvites,
  canOverseeOrganizations,
  canManageShift,
  canReachOrganization,
  canRequestShift,
  offersRequestShift,
  canViewLocation,
  canViewOrganization,
  canViewReports,
  canViewUser,
  invitableRoles,
  isOrganizationBound,
  isRestrictedShiftView,
  mayEverTakeRequestRoute,
  reportLocationScope,
  REQUEST_ROUTE_ACTIONS,
  requestActions,
  requestShiftRefusal,
  showsShiftCounts,
  type Actor,
  type RequestRoute,
  type RequestState,
} from './permissions.ts';
import { canReviewCredentials } from './credential-access.ts';
import { makeActor, makeTarget } from './test-support.ts';

const MANAGERIAL: AccountPosition[] = ['admin', 'manager', 'location_manager'];
const SHIFT = { locationId: 7, organizationId: 10 };

describe('menus by position (SPEC §2)', () => {
  it.each<[AccountPosition, string[]]>([
    [
      'admin',
      [
        'Home',
        'Organizations',
        'Locations',
        'Users',
        'Invites',
        'Credentials',
        'Shifts',
        'Report',
        'Settings',
      ],
    ],
    [
      'manager',
      ['Home', 'Locations', 'Users', 'Invites', 'Credentials', 'Shifts', 'Report', 'Settings'],
    ],
    ['location_manager', ['Home', 'Users', 'Invites', 'Shifts', 'Report', 'Settings']],
    ['employee', ['Home', 'Shifts', 'Settings']],
  ])('gives %s the menu %j', (position, labels) => {
    expect(menuFor(position).map((entry) => entry.label)).toEqual(labels);
  });

  it.each([
    ['Home', '/dashboard'],
    ['Organizations', '/dashboard/organizations'],
    ['Locations', '/dashboard/locations'],
    ['Users', '/dashboard/users'],
    ['Invites', '/dashboard/invites'],
    ['Credentials', '/dashboard/credentials'],
    ['Shifts', '/dashboard/shifts'],
    ['Report', '/dashboard/reports'],
    ['Settings', '/dashboard/settings'],
  ])('links %s to %s', (label, path) => {
    expect(menuFor('admin').find((entry) => entry.label === label)?.path).toBe(path);
  });

  it.each<[AccountPosition, string[]]>([
    ['admin', ['Home', 'Shifts', 'Locations', 'Organizations']],
    ['manager', ['Home', 'Shifts', 'Locations', 'Organizations']],
    ['location_manager', ['Home', 'Shifts', 'Locations']],
    ['employee', ['Home', 'Shifts']],
  ])('gives %s the mobile bottom bar %j', (position, labels) => {
    expect(bottomBarFor(position).map((entry) => entry.label)).toEqual(labels);
  });

  it.each<
    [AccountPosition, 'organizations' | 'locations' | 'reports' | 'users' | 'invites', boolean]
  >([
    ['admin', 'organizations', true],
    ['manager', 'organizations', true],
    ['location_manager', 'organizations', false],
    ['location_manager', 'locations', true],
    ['employee', 'locations', false],
    ['location_manager', 'users', true],
    ['employee', 'users', false],
    ['employee', 'invites', false],
    ['employee', 'reports', false],
  ])('lets %s open %s: %s', (position, page, allowed) => {
    expect(canOpenPage(position, page)).toBe(allowed);
  });
});

describe('organization binding (SPEC §6)', () => {
  it.each([
    [10, true],
    [null, false],
  ])('treats a user with organizationId %s as organization-bound: %s', (organizationId, bound) => {
    expect(isOrganizationBound({ organizationId })).toBe(bound);
  });

  it.each([
    ['an unbound user any organization', null, 99, true],
    ['a bound user their own organization', 10, 10, true],
    ['a bound user another organization', 10, 99, false],
  ])('lets %s reach: organization %s -> %s', (_case, organizationId, target, reach) => {
    expect(canReachOrganization(makeActor({ organizationId }), target)).toBe(reach);
  });
});

describe('Create Shift button (SPEC §6)', () => {
  it.each<[AccountPosition, boolean]>([
    ['admin', true],
    ['manager', true],
    ['location_manager', true],
    ['employee', false],
  ])('shows it to %s: %s', (position, shown) => {
    expect(canCreateShift(makeActor({ position }))).toBe(shown);
  });
});

describe('canEditUser (SPEC §6)', () => {
  it.each<[string, AccountPosition, AccountPosition]>([
    ['refuses a manager editing an admin', 'manager', 'admin'],
    ['refuses a manager editing another manager', 'manager', 'manager'],
    ['refuses a location manager editing an employee', 'location_manager', 'employee'],
    [
      'refuses a location manager editing another location manager',
      'location_manager',
      'location_manager',
    ],
    ['refuses a location manager editing a manager', 'location_manager', 'manager'],
    ['refuses a location manager editing an admin', 'location_manager', 'admin'],
    ['refuses an employee editing another employee', 'employee', 'employee'],
  ])('%s', (_rule, actor, target) => {
    expect(canEditUser(makeActor({ position: actor }), makeTarget({ position: target }))).toBe(
      false,
    );
  });

  it.each<[string, AccountPosition, AccountPosition]>([
    ['lets an admin edit another admin', 'admin', 'admin'],
    ['lets an admin edit a manager', 'admin', 'manager'],
    ['lets an admin edit a location manager', 'admin', 'location_manager'],
    ['lets an admin edit an employee', 'admin', 'employee'],
    ['lets a manager edit a location manager', 'manager', 'location_manager'],
    ['lets a manager edit an employee', 'manager', 'employee'],
  ])('%s', (_rule, actor, target) => {
    expect(canEditUser(makeActor({ position: actor }), makeTarget({ position: target }))).toBe(
      true,
    );
  });

  it('refuses any non-admin editing an admin', () => {
    for (const position of ['manager', 'location_manager', 'employee'] as const) {
      expect(canEditUser(makeActor({ position }), makeTarget({ position: 'admin' }))).toBe(false);
    }
  });

  it('refuses an organization-bound manager editing a user of another organization', () => {
    const actor = makeActor({ position: 'manager', organizationId: 10 });
    expect(canEditUser(actor, makeTarget({ organizationId: 11 }))).toBe(false);
    expect(canEditUser(actor, makeTarget({ organizationId: null }))).toBe(false);
  });

  it('lets a platform admin edit users of any organization', () => {
    const actor = makeActor({ position: 'admin', organizationId: null });
    expect(canEditUser(actor, makeTarget({ organizationId: 11 }))).toBe(true);
    expect(canEditUser(actor, makeTarget({ organizationId: null }))).toBe(true);
  });
});

describe('userEditRefusal: why the User Details dialog offers no Edit (issue #13)', () => {
  it.each<[AccountPosition, AccountPosition, string | null]>([
    ['manager', 'admin', 'Only an admin can edit an admin'],
    ['manager', 'manager', 'Only an admin can edit a manager'],
    ['location_manager', 'employee', 'Location managers cannot edit users'],
    ['location_manager', 'admin', 'Location managers cannot edit users'],
    ['employee', 'employee', 'Employees cannot edit users'],
    ['manager', 'employee', null],
    ['admin', 'admin', null],
  ])('a %s looking at a %s: %s', (actor, target, reason) => {
    expect(userEditRefusal(makeActor({ position: actor }), makeTarget({ position: target }))).toBe(
      reason,
    );
  });

  it('names tenancy when the target is of another organization', () => {
    const actor = makeActor({ position: 'manager', organizationId: 10 });
    expect(userEditRefusal(actor, makeTarget({ organizationId: 11 }))).toBe(
      'You can only edit users of your own organization',
    );
  });

  it('gives a reason exactly when canEditUser refuses', () => {
    for (const actor of ACCOUNT_POSITIONS) {
      for (const target of ACCOUNT_POSITIONS) {
        for (const organizationId of [10, 11, null]) {
          const who = makeActor({ position: actor });
          const whom = makeTarget({ position: target, organizationId });
          expect(userEditRefusal(who, whom) === null).toBe(canEditUser(who, whom));
        }
      }
    }
  });
});

describe('canEndSessionsOf (trust issue #11: an administrator signs a person out everywhere)', () => {
  const admin = makeActor({ id: 1, position: 'admin', organizationId: 10 });
  const manager = makeActor({ id: 2, position: 'manager', organizationId: 10 });

  it('follows canEditUser for other people', () => {
    expect(canEndSessionsOf(admin, makeTarget({ id: 3, position: 'manager' }))).toBe(true);
    expect(canEndSessionsOf(manager, makeTarget({ id: 3, position: 'employee' }))).toBe(true);
    expect(canEndSessionsOf(manager, makeTarget({ id: 3, position: 'manager' }))).toBe(false);
    expect(
      canEndSessionsOf(admin, makeTarget({ id: 3, position: 'employee', organizationId: 11 })),
    ).toBe(false);
  });

  it('never applies to oneself (Settings signs one out of all devices)', () => {
    expect(canEndSessionsOf(admin, makeTarget({ id: 1, position: 'admin' }))).toBe(false);
  });
});

describe('canChangeActiveStatus (SPEC §6)', () => {
  it('refuses a user changing their own active status', () => {
    expect(canChangeActiveStatus(makeActor({ id: 5, position: 'admin' }), { id: 5 })).toBe(false);
  });

  it('lets a user change someone else’s active status', () => {
    expect(canChangeActiveStatus(makeActor({ id: 5, position: 'admin' }), { id: 6 })).toBe(true);
  });
});

describe('assignablePositions (SPEC §6)', () => {
  it.each<[string, AccountPosition, AccountPosition[]]>([
    [
      'offers an admin all four positions',
      'admin',
      ['admin', 'manager', 'location_manager', 'employee'],
    ],
    [
      'offers a manager only location manager or employee',
      'manager',
      ['location_manager', 'employee'],
    ],
    ['offers a location manager nothing', 'location_manager', []],
    ['offers an employee nothing', 'employee', []],
  ])('%s', (_rule, position, positions) => {
    expect(assignablePositions(makeActor({ position }))).toEqual(positions);
  });

  it('never lets a non-admin assign admin', () => {
    for (const position of ['manager', 'location_manager', 'employee'] as const) {
      expect(assignablePositions(makeActor({ position }))).not.toContain('admin');
    }
  });
});

describe('invitableRoles (SPEC §6)', () => {
  it.each<[string, AccountPosition, AccountPosition[]]>([
    [
      'lets an admin invite every role',
      'admin',
      ['admin', 'manager', 'location_manager', 'employee'],
    ],
    ['lets a manager invite up to manager', 'manager', ['manager', 'location_manager', 'employee']],
    ['lets a location manager invite only employees', 'location_manager', ['employee']],
    ['lets an employee invite nobody', 'employee', []],
  ])('%s', (_rule, position, roles) => {
    expect(invitableRoles(makeActor({ position }))).toEqual(roles);
  });
});

describe('isRestrictedShiftView (SPEC §6)', () => {
  it.each<[string, AccountPosition, number[], boolean]>([
    ['restricts an employee', 'employee', [7], true],
    ['restricts a location manager outside their locations', 'location_manager', [8, 9], true],
    ['restricts a location manager without locations', 'location_manager', [], true],
    [
      'does not restrict a location manager of the shift’s location',
      'location_manager',
      [8, 7],
      false,
    ],
    ['does not restrict a manager', 'manager', [], false],
    ['does not restrict an admin', 'admin', [], false],
  ])('%s', (_rule, position, locationIds, restricted) => {
    expect(isRestrictedShiftView(makeActor({ position, locationIds }), SHIFT)).toBe(restricted);
  });
});

describe('canDeleteOrAssignShift (SPEC §2, §4, §6)', () => {
  it.each<[string, AccountPosition, number[], number, boolean]>([
    ['lets an admin delete or assign an open shift', 'admin', [], 0, true],
    ['lets a manager delete or assign an open shift', 'manager', [], 0, true],
    ['lets a location manager of the location delete or assign', 'location_manager', [7], 0, true],
    ['refuses a location manager of other locations', 'location_manager', [8], 0, false],
    ['refuses an employee', 'employee', [7], 0, false],
    ['refuses anyone once the shift is confirmed', 'admin', [], 1, false],
  ])('%s', (_rule, position, locationIds, confirmed, allowed) => {
    const actor = makeActor({ position, locationIds });
    expect(canDeleteOrAssignShift(actor, { ...SHIFT, confirmed })).toBe(allowed);
  });
});

describe('canAssignShift and hasShiftStarted: Assign only before the start (409 after it)', () => {
  const NOW = new Date('2031-01-15T17:00:00.000Z');
  it.each<[string, AccountPosition, number, string, boolean]>([
    [
      'lets a manager assign an open shift still to come',
      'manager',
      0,
      '2031-01-15T17:01:00.000Z',
      true,
    ],
    ['refuses a shift starting this very minute', 'manager', 0, '2031-01-15T17:00:00.000Z', false],
    ['refuses a shift that began days ago', 'admin', 0, '2031-01-12T09:00:00.000Z', false],
    ['refuses a confirmed shift still to come', 'manager', 1, '2031-01-16T09:00:00.000Z', false],
    ['refuses an employee', 'employee', 0, '2031-01-16T09:00:00.000Z', false],
  ])('%s', (_rule, position, confirmed, startsAt, allowed) => {
    const actor = makeActor({ position, locationIds: [7] });
    expect(canAssignShift(actor, { ...SHIFT, confirmed, startsAt }, NOW)).toBe(allowed);
  });

  it('reads a Date or an ISO string, started at its first instant', () => {
    expect(hasShiftStarted(NOW, NOW)).toBe(true);
    expect(hasShiftStarted('2031-01-15T16:59:59.999Z', NOW)).toBe(true);
    expect(hasShiftStarted(new Date(NOW.getTime() + 1), NOW)).toBe(false);
  });
});

describe('canPostUncoveredHours: who may post shifts at the shift’s location (issue #13)', () => {
  it.each<[string, AccountPosition, number[], boolean]>([
    ['lets an admin post', 'admin', [], true],
    ['lets a manager post', 'manager', [], true],
    ['lets a location manager of the location post', 'location_manager', [7], true],
    ['refuses a location manager of other locations', 'location_manager', [8], false],
    ['refuses an employee', 'employee', [7], false],
  ])('%s', (_rule, position, locationIds, allowed) => {
    expect(canPostUncoveredHours(makeActor({ position, locationIds }), SHIFT)).toBe(allowed);
  });
});

describe('canManageShiftTemplates: those who may post shifts at the location (issue #16 §1)', () => {
  it.each<[string, AccountPosition, number[], boolean]>([
    ['lets an admin of the organization', 'admin', [], true],
    ['lets a manager of the organization', 'manager', [], true],
    ['lets a location manager of the location', 'location_manager', [7], true],
    ['refuses a location manager of other locations', 'location_manager', [8], false],
    ['refuses an employee', 'employee', [7], false],
  ])('%s', (_rule, position, locationIds, allowed) => {
    expect(canManageShiftTemplates(makeActor({ position, locationIds }), SHIFT)).toBe(allowed);
  });
});

describe('canRequestShift (SPEC §2)', () => {
  it.each<AccountPosition>(['employee', 'location_manager', 'manager'])(
    'offers Request Shift to a %s without a request',
    (position) => {
      expect(canRequestShift(makeActor({ position }), { hasOwnRequest: false })).toBe(true);
    },
  );

  it.each<AccountPosition>(['employee', 'location_manager', 'manager'])(
    'hides Request Shift from a %s who already has a request',
    (position) => {
      expect(canRequestShift(makeActor({ position }), { hasOwnRequest: true })).toBe(false);
    },
  );

  it('hides Request Shift from admins', () => {
    expect(canRequestShift(makeActor({ position: 'admin' }), { hasOwnRequest: false })).toBe(false);
  });
});

describe('offersRequestShift: the shift page’s Request Shift (issue #26 §10)', () => {
  const shift = { locationId: 7, organizationId: 10, hasOwnRequest: false };

  it.each<[string, Partial<Actor>, boolean]>([
    ['a professional', { position: 'employee' }, true],
    ['the manager of its organization', { position: 'manager' }, false],
    [
      'a location manager of its location',
      { position: 'location_manager', locationIds: [7] },
      false,
    ],
    [
      'a location manager of another location',
      { position: 'location_manager', locationIds: [8] },
      true,
    ],
  ])('for %s: %s', (_who, actor, offered) => {
    expect(offersRequestShift(makeActor(actor), shift)).toBe(offered);
  });

  it('is not offered again to someone who has asked', () => {
    expect(offersRequestShift(makeActor(), { ...shift, hasOwnRequest: true })).toBe(false);
  });
});

describe('requestActions (SPEC §4, §6)', () => {
  const request = (overrides: Partial<RequestState> = {}): RequestState => ({
    employeeId: 50,
    status: 'Requested',
    declined: false,
    ...overrides,
  });

  it.each<AccountPosition>(MANAGERIAL)(
    'lets a %s offer or decline a Requested request',
    (position) => {
      const actor = makeActor({ position, locationIds: [7] });
      expect(requestActions(actor, SHIFT, request())).toEqual(['offer', 'decline']);
    },
  );

  it('refuses an employee offering or declining a request, even their own', () => {
    expect(requestActions(makeActor({ id: 50 }), SHIFT, request())).not.toContain('offer');
    expect(requestActions(makeActor({ id: 50 }), SHIFT, request())).not.toContain('decline');
    expect(requestActions(makeActor({ id: 51 }), SHIFT, request())).toEqual([]);
  });

  it('lets the requester withdraw their own Requested request, and nobody else', () => {
    expect(requestActions(makeActor({ id: 50 }), SHIFT, request())).toEqual(['withdraw']);
    const manager = makeActor({ id: 51, position: 'manager' });
    expect(requestActions(manager, SHIFT, request())).not.toContain('withdraw');
  });

  it('hides Withdraw Request once the request is offered: the offer is declined instead', () => {
    const actor = makeActor({ id: 50 });
    expect(requestActions(actor, SHIFT, request({ status: 'Offered' }))).not.toContain('withdraw');
  });

  it('lets the shift’s managers offer it again to one who asked before it was filled, once it is open again (issue #26 §5)', () => {
    const manager = makeActor({ id: 51, position: 'manager' });
    const earlier = request({ declined: true, declineReason: 'filled' });
    const open = { ...SHIFT, confirmed: 0 };
    expect(requestActions(manager, open, earlier)).toEqual(['offer']);
    expect(requestActions(manager, { ...SHIFT, confirmed: 1 }, earlier)).toEqual([]);
    expect(requestActions(makeActor({ id: 50 }), open, earlier)).toEqual([]);
    for (const declineReason of [null, 'withdrawn', 'cancelled', 'offerExpired'] as const)
      expect(requestActions(manager, open, request({ declined: true, declineReason }))).toEqual([]);
  });

  it('refuses a location manager offering on a shift outside their locations', () => {
    const actor = makeActor({ position: 'location_manager', locationIds: [8] });
    expect(requestActions(actor, SHIFT, request())).toEqual([]);
  });

  it('shows Accept Offer and Decline Offer to an employee on their own offered request', () => {
    const actor = makeActor({ id: 50 });
    expect(requestActions(actor, SHIFT, request({ status: 'Offered' }))).toEqual([
      'confirm',
      'declineOffer',
    ]);
  });

  it.each<AccountPosition>(['employee', ...MANAGERIAL])(
    'hides Accept Offer and Decline Offer from a %s on someone else’s offered request',
    (position) => {
      const actor = makeActor({ id: 51, position, locationIds: [7] });
      expect(requestActions(actor, SHIFT, request({ status: 'Offered' }))).toEqual([]);
    },
  );

  it.each([
    ['a confirmed request', request({ status: 'Confirmed' }), 50],
    ['a declined request', request({ declined: true }), 1],
    ['a declined offer', request({ status: 'Offered', declined: true }), 50],
  ])('shows no buttons on %s', (_case, state, actorId) => {
    const actor = makeActor({ id: actorId, position: 'admin' });
    expect(requestActions(actor, SHIFT, state)).toEqual([]);
    expect(requestActions(makeActor({ id: 50 }), SHIFT, state)).toEqual([]);
  });
});

describe('mayEverTakeRequestRoute: 403 for the role, 409 for the state', () => {
  const ownerId = 50;
  const manager = makeActor({ id: 51, position: 'manager' });
  const owner = makeActor({ id: ownerId });
  const stranger = makeActor({ id: 52 });
  const outsideManager = makeActor({ id: 53, position: 'location_manager', locationIds: [8] });

  it.each<[string, Actor, RequestRoute, boolean]>([
    ['a manager of the shift', manager, 'offer', true],
    ['a manager of the shift', manager, 'decline', true],
    ['a manager of the shift', manager, 'confirm', false],
    ['the requester', owner, 'offer', false],
    ['the requester', owner, 'decline', true],
    ['the requester', owner, 'confirm', true],
    ['the requester', owner, 'withdraw', true],
    ['a manager of the shift', manager, 'withdraw', false],
    ['another employee', stranger, 'withdraw', false],
    ['another employee', stranger, 'offer', false],
    ['another employee', stranger, 'decline', false],
    ['another employee', stranger, 'confirm', false],
    ['a location manager of other locations', outsideManager, 'offer', false],
    ['a location manager of other locations', outsideManager, 'decline', false],
  ])('lets %s %s in some state: %s', (_who, actor, route, may) => {
    expect(mayEverTakeRequestRoute(actor, SHIFT, { employeeId: ownerId }, route)).toBe(may);
  });

  it('agrees with the buttons: a route a button performs is always one the role may take', () => {
    for (const actor of [manager, owner, stranger, outsideManager]) {
      for (const status of ['Requested', 'Offered'] as const) {
        const request = { employeeId: ownerId, status, declined: false };
        for (const route of ['offer', 'decline', 'confirm', 'withdraw'] as const) {
          const shown = requestActions(actor, SHIFT, request).some((action) =>
            REQUEST_ROUTE_ACTIONS[route].includes(action),
          );
          if (shown) expect(mayEverTakeRequestRoute(actor, SHIFT, request, route)).toBe(true);
        }
      }
    }
  });
});

describe('showsShiftCounts (SPEC §6 counts line)', () => {
  it.each<[string, AccountPosition, number[], boolean, boolean]>([
    ['shows counts to an admin', 'admin', [], false, true],
    ['shows counts to a manager', 'manager', [], false, true],
    [
      'shows counts to a location manager of the shift’s location',
      'location_manager',
      [7],
      false,
      true,
    ],
    [
      'hides counts from a location manager of other locations',
      'location_manager',
      [8],
      false,
      false,
    ],
    ['hides counts when the hiding flag is set', 'admin', [], true, false],
    [
      'hides counts from a location manager of the location when the flag is set',
      'location_manager',
      [7],
      true,
      false,
    ],
    ['hides counts from employees', 'employee', [7], false, false],
  ])('%s', (_rule, position, locationIds, hidden, shown) => {
    expect(showsShiftCounts(makeActor({ position, locationIds }), SHIFT, hidden)).toBe(shown);
  });

  it('shows counts unless told to hide them', () => {
    expect(showsShiftCounts(makeActor({ position: 'manager' }), SHIFT)).toBe(true);
  });
});

describe('reports and organizations (SPEC §6)', () => {
  it.each<[AccountPosition, boolean]>([
    ['admin', true],
    ['manager', true],
    ['location_manager', true],
    ['employee', false],
  ])('fetches report data for %s: %s', (position, allowed) => {
    expect(canViewReports(makeActor({ position }))).toBe(allowed);
  });

  it.each<[AccountPosition, boolean]>([
    ['admin', true],
    ['manager', false],
    ['location_manager', false],
    ['employee', false],
  ])('fetches the organization list for %s: %s', (position, allowed) => {
    expect(canOverseeOrganizations(makeActor({ position }))).toBe(allowed);
  });

  it.each([
    ['a platform admin', makeActor({ position: 'admin', organizationId: null }), true],
    ['an organization admin', makeActor({ position: 'admin', organizationId: 10 }), false],
    ['a manager', makeActor({ position: 'manager', organizationId: null }), false],
  ])('lets %s create organizations: %s', (_case, actor, allowed) => {
    expect(canCreateOrganization(actor)).toBe(allowed);
  });

  it.each<[AccountPosition, boolean]>([
    ['admin', true],
    ['manager', true],
    ['location_manager', false],
    ['employee', false],
  ])('lets %s create locations: %s', (position, allowed) => {
    expect(canCreateLocation(makeActor({ position }))).toBe(allowed);
  });
});

describe('own position (decided: nobody changes their own position)', () => {
  it('refuses an admin changing their own position', () => {
    const admin = makeActor({ id: 7, position: 'admin' });
    expect(canChangePosition(admin, { id: 7 })).toBe(false);
  });

  it('lets an admin change another user position', () => {
    const admin = makeActor({ id: 7, position: 'admin' });
    expect(canChangePosition(admin, { id: 8 })).toBe(true);
  });
});

describe('named actions of the routes (SPEC §2, §6)', () => {
  const POSITIONS: AccountPosition[] = ['admin', 'manager', 'location_manager', 'employee'];

  it.each<[string, (actor: Actor) => boolean, AccountPosition[]]>([
    ['canListUsers', canListUsers, MANAGERIAL],
    ['canViewUser', canViewUser, MANAGERIAL],
    ['canListLocations', canListLocations, MANAGERIAL],
    ['canViewLocation', canViewLocation, MANAGERIAL],
    ['canManageInvites', canManageInvites, MANAGERIAL],
    ['canBrowseOrganizations', canBrowseOrganizations, ['admin', 'manager']],
    ['canViewOrganization', canViewOrganization, ['admin', 'manager']],
    ['canOverseeOrganizations', canOverseeOrganizations, ['admin']],
    ['canCreateLocation', canCreateLocation, ['admin', 'manager']],
    ['canViewReports', canViewReports, MANAGERIAL],
    ['canCreateShift', canCreateShift, MANAGERIAL],
  ])('%s allows exactly %j', (_name, action, allowed) => {
    for (const position of POSITIONS) {
      expect(action(makeActor({ position })), position).toBe(allowed.includes(position));
    }
  });

  it.each<[MenuKey, (actor: Actor) => boolean]>([
    ['organizations', canBrowseOrganizations],
    ['locations', canListLocations],
    ['users', canListUsers],
    ['invites', canManageInvites],
    ['reports', canViewReports],
    ['credentials', canReviewCredentials],
  ])('opens the %s page to whoever may take the action its list is read with', (page, action) => {
    for (const position of POSITIONS) {
      expect(canOpenPage(position, page), position).toBe(action(makeActor({ position })));
    }
  });

  it('never shows a menu entry or a bottom-bar entry whose page refuses the position', () => {
    for (const position of POSITIONS) {
      for (const entry of [...menuFor(position), ...bottomBarFor(position)]) {
        expect(canOpenPage(position, entry.key), `${position} ${entry.key}`).toBe(true);
      }
    }
  });
});

describe('canManageShift (SPEC §6: delete, assign, offer and decline)', () => {
  it.each<[string, AccountPosition, number[], boolean]>([
    ['lets an admin manage any shift in reach', 'admin', [], true],
    ['lets a manager manage any shift in reach', 'manager', [], true],
    ['lets a location manager manage a shift of their location', 'location_manager', [7], true],
    ['refuses a location manager of other locations', 'location_manager', [8], false],
    ['refuses an employee', 'employee', [7], false],
  ])('%s', (_rule, position, locationIds, allowed) => {
    expect(canManageShift(makeActor({ position, locationIds }), SHIFT)).toBe(allowed);
  });
});

describe('requestShiftRefusal: who may ask at all (SPEC §2; the shift and the person are eligibility)', () => {
  it.each<[string, AccountPosition, boolean, string | null]>([
    ['a first request by an employee', 'employee', false, null],
    ['a first request by a manager', 'manager', false, null],
    ['a second request', 'employee', true, 'alreadyRequested'],
    ['any request by an admin', 'admin', false, 'notAllowed'],
  ])('answers %s: %s', (_case, position, hasOwnRequest, refusal) => {
    const actor = makeActor({ position });
    expect(requestShiftRefusal(actor, { hasOwnRequest })).toBe(refusal);
    expect(canRequestShift(actor, { hasOwnRequest })).toBe(refusal === null);
  });
});

describe('reportLocationScope (DESIGN §5)', () => {
  it('confines a location manager to the locations they manage', () => {
    expect(
      reportLocationScope(makeActor({ position: 'location_manager', locationIds: [7, 8] })),
    ).toEqual([7, 8]);
    expect(
      reportLocationScope(makeActor({ position: 'location_manager', locationIds: [] })),
    ).toEqual([]);
  });

  it.each<AccountPosition>(['admin', 'manager', 'employee'])(
    'leaves a %s’s report to their reach',
    (position) => {
      expect(reportLocationScope(makeActor({ position, locationIds: [7] }))).toBeNull();
    },
  );
});

describe('hasWorkProfile (issue #14 §1)', () => {
  it.each([
    ['employee', true],
    ['location_manager', false],
    ['manager', false],
    ['admin', false],
  ] as const)('a %s keeps a work profile: %s', (position, expected) => {
    expect(hasWorkProfile({ position })).toBe(expected);
  });
});
