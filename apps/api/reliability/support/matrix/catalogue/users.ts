import {
  ACCOUNT_POSITIONS,
  canEndSessionsOf,
  canListUsers,
  canViewUser,
  defaultNotificationChannels,
  hasWorkProfile,
  isOpenToOtherOrganizations,
  type AccountPosition,
  type Actor,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { TEST_PASSWORD } from '../../../../test/support/factories.ts';
import { expectStatus, inReach, userEditStatus, type UserChange } from '../expectations.ts';
import type { MatrixCall, MatrixCase, RouteSpec } from '../types.ts';
import type { MatrixWorld, OrgLetter } from '../world.ts';
import { filterCases, fixed, noSuchRow, organizationFilters, signedIn, tagOf } from './cases.ts';
import { differs, locationOrganizations, rows } from './stored.ts';

interface StoredUser {
  id: number;
  email: string;
  name: string;
  password_hash: string;
  position: AccountPosition;
  organization_id: number | null;
  is_active: boolean;
  phone_number: string | null;
  phone_verified_at: Date | null;
  location_ids: number[];
  token_version: number;
}

async function storedUser(world: MatrixWorld, id: number): Promise<StoredUser> {
  const [user] = await rows<StoredUser>(
    world,
    sql`select id, email, name, password_hash, position, organization_id, is_active, phone_number,
          phone_verified_at,
          token_version,
          coalesce((select array_agg(location_id order by location_id) from user_locations
                    where user_id = users.id), '{}') as location_ids
        from users where id = ${id}`,
  );
  return user;
}

const self = (actor: Actor, world: MatrixWorld) => ({
  target: 'themselves',
  org: tagOf(world, actor.organizationId),
});

/** GET/POST /api/users/me*: only ever the caller's own row, whatever the body says. */
const otherOrganization = (world: MatrixWorld, actor: Actor) =>
  world.org(actor.organizationId === world.org('B').organization.id ? 'A' : 'B').organization.id;

/** Someone of every position in A and in B, an independent professional and a platform admin. */
function userTargets(): { label: string; org: OrgLetter | null; position: AccountPosition }[] {
  return [
    ...(['A', 'B'] as const).flatMap((org) =>
      ACCOUNT_POSITIONS.map((position) => ({ label: `a ${position} of ${org}`, org, position })),
    ),
    { label: 'an independent professional', org: null, position: 'employee' },
    { label: 'a platform admin', org: null, position: 'admin' },
  ];
}

/** A /api/users/me route: its one case is the caller, whose row is read before the call. */
function ownRoute(
  call: (actor: Actor, world: MatrixWorld, before: StoredUser) => MatrixCall,
): RouteSpec {
  return signedIn((actor, world) => [
    {
      ...self(actor, world),
      arrange: async () => call(actor, world, await storedUser(world, actor.id)),
    },
  ]);
}

const meRoutes: Record<string, RouteSpec> = {
  'GET /api/users/me': signedIn((actor, world) => [
    fixed(self(actor, world).target, self(actor, world).org, () => ({
      method: 'GET',
      url: '/api/users/me',
      status: 200,
      check: (response) => {
        const me = response.json();
        return [
          ...differs('the id', me.id, actor.id),
          ...differs('the organization', me.organizationId, actor.organizationId),
          ...differs('the position', me.position, actor.position),
        ];
      },
    })),
  ]),
  // Issue #14 §1: only professionals keep a work profile, and only their own.
  'GET /api/users/me/work-profile': signedIn((actor, world) => [
    fixed(self(actor, world).target, self(actor, world).org, () => ({
      method: 'GET',
      url: '/api/users/me/work-profile',
      status: hasWorkProfile(actor) ? 200 : 403,
    })),
  ]),
  'PUT /api/users/me/work-profile': ownRoute((actor, world) => ({
    method: 'PUT',
    url: '/api/users/me/work-profile',
    payload: {
      homeZip: '78727',
      travelRadiusMiles: 50,
      weekdays: [1, 3],
      openToOtherOrganizations: false,
    },
    status: hasWorkProfile(actor) ? 200 : 403,
    writes: ['users'],
    effect: async () => {
      const [after] = await rows<{ home_zip: string | null; open: boolean }>(
        world,
        sql`select home_zip, open_to_other_organizations as open from users where id = ${actor.id}`,
      );
      return [
        ...differs('the home ZIP code', after.home_zip, '78727'),
        ...differs(
          'open to others',
          after.open,
          isOpenToOtherOrganizations({ ...actor, openToOtherOrganizations: false }),
        ),
      ];
    },
  })),
  // Issue #14 §2: everyone signed in keeps notification preferences, and only their own.
  'GET /api/users/me/notification-preferences': signedIn((actor, world) => [
    fixed(self(actor, world).target, self(actor, world).org, () => ({
      method: 'GET',
      url: '/api/users/me/notification-preferences',
      status: 200,
    })),
  ]),
  'PUT /api/users/me/notification-preferences': ownRoute(() => ({
    method: 'PUT',
    url: '/api/users/me/notification-preferences',
    payload: {
      channels: defaultNotificationChannels(),
      quietHours: { start: '22:00', end: '07:00' },
      timeZone: 'America/Chicago',
      newShiftsDigest: 'daily',
    },
    status: 200,
    writes: ['users'],
  })),
  // Issue #14: a person verifies only their own profile's number, and only while unverified.
  'POST /api/users/me/phone/code': ownRoute((_actor, _world, before) => ({
    method: 'POST',
    url: '/api/users/me/phone/code',
    status: before.phone_number && !before.phone_verified_at ? 200 : 400,
    writes: ['one_time_codes', 'outbox'],
  })),
  'POST /api/users/me/phone/verify': ownRoute(() => ({
    method: 'POST',
    url: '/api/users/me/phone/verify',
    // No code was texted to any caller's number, so none can verify (and a wrong try counts).
    payload: { code: '0000' },
    status: 400,
    writes: ['one_time_codes'],
  })),
  // API5: position, organization, activity and email in the body are not the profile's.
  'POST /api/users/me/profile': ownRoute((actor, world, before) => {
    const phone = `512555${String(world.unique() % 10_000).padStart(4, '0')}`;
    return {
      method: 'POST',
      url: '/api/users/me/profile',
      payload: {
        name: before.name,
        phoneNumber: phone,
        jobTitle: 'Front Desk',
        position: 'admin',
        organizationId: otherOrganization(world, actor),
        isActive: false,
        email: 'hijack@matrix.test',
      },
      status: 200,
      writes: ['users'],
      effect: async () => {
        const after = await storedUser(world, actor.id);
        return [
          ...differs('the phone number', after.phone_number, `+1${phone}`),
          ...differs('the position', after.position, before.position),
          ...differs('the organization', after.organization_id, before.organization_id),
          ...differs('the active flag', after.is_active, before.is_active),
          ...differs('the email', after.email, before.email),
        ];
      },
    };
  }),
  'POST /api/users/me/password': ownRoute((actor, world, before) => ({
    method: 'POST',
    url: '/api/users/me/password',
    payload: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
    status: 200,
    writes: ['users', 'one_time_codes'],
    effect: async () => {
      const after = await storedUser(world, actor.id);
      return [
        ...(after.password_hash === before.password_hash
          ? ['the password hash did not change']
          : []),
        ...(await revokedAndRestored(world, before, after)),
      ];
    },
  })),
  'POST /api/users/me/sign-out-everywhere': ownRoute((actor, world, before) => ({
    method: 'POST',
    url: '/api/users/me/sign-out-everywhere',
    status: 200,
    writes: ['users'],
    effect: async () => revokedAndRestored(world, before, await storedUser(world, actor.id)),
  })),
};

/**
 * The call must have ended the caller's sessions (a new token version). The matrix then puts
 * the version back, because it goes on calling with the same caller's token.
 */
async function revokedAndRestored(
  world: MatrixWorld,
  before: StoredUser,
  after: StoredUser,
): Promise<string[]> {
  await world.t.db.execute(
    sql`update users set token_version = ${before.token_version} where id = ${before.id}`,
  );
  return after.token_version > before.token_version ? [] : ['the sessions were not ended'];
}

/** The users a caller reads: every position of A and B, the two org-less users, nobody. */
function readTargets(world: MatrixWorld) {
  const people = (letter: OrgLetter) => {
    const org = world.org(letter);
    return [
      { label: `admin of ${letter}`, user: org.admin },
      { label: `manager of ${letter}`, user: org.manager },
      { label: `location manager of ${letter}`, user: org.locationManager },
      { label: `employee of ${letter}`, user: org.employee },
      { label: `inactive employee of ${letter}`, user: org.inactiveEmployee },
    ];
  };
  return [
    ...people('A'),
    ...people('B'),
    { label: 'the platform admin', user: world.base.platformAdmin },
    { label: 'the independent professional', user: world.base.independent },
  ];
}

interface Edit {
  label: string;
  change: UserChange & { organizationId?: number };
}

/** Edits tried on each target: deactivation, every position, moves across organizations. */
function edits(world: MatrixWorld, targetOrg: OrgLetter | null): Edit[] {
  const home = world.org(targetOrg ?? 'A').locations[0].id;
  const foreignLetter: OrgLetter = targetOrg === 'A' ? 'B' : 'A';
  const foreign = world.org(foreignLetter);
  return [
    { label: 'deactivate', change: { isActive: false } },
    ...ACCOUNT_POSITIONS.map((position): Edit => ({
      label: `make ${position}`,
      change: position === 'location_manager' ? { position, locationIds: [home] } : { position },
    })),
    // Unknown fields are dropped (DESIGN §4): the user stays in their organization.
    {
      label: `move to organization ${foreignLetter}`,
      change: { organizationId: foreign.organization.id },
    },
    {
      label: `manage a location of ${foreignLetter}`,
      change: { position: 'location_manager', locationIds: [foreign.locations[1].id] },
    },
  ];
}

function patchCase(
  world: MatrixWorld,
  actor: Actor,
  target: string,
  targetOrg: OrgLetter | null,
  edit: Edit,
  subject: () => Promise<number>,
): MatrixCase {
  return {
    target: `${edit.label}: ${target}`,
    org: targetOrg ?? 'none',
    arrange: async () => {
      const before = await storedUser(world, await subject());
      const organizations = await locationOrganizations(world);
      const status = userEditStatus(
        actor,
        {
          id: before.id,
          position: before.position,
          organizationId: before.organization_id,
          isActive: before.is_active,
          locationIds: before.location_ids,
        },
        edit.change,
        (id) => organizations.get(id) ?? null,
      );
      const position = edit.change.position ?? before.position;
      return {
        method: 'PATCH',
        url: `/api/users/${before.id}`,
        payload: edit.change,
        status,
        writes: ['users', 'user_locations'],
        effect: async () => {
          const after = await storedUser(world, before.id);
          return [
            ...differs('the position', after.position, position),
            ...differs(
              'the active flag',
              after.is_active,
              edit.change.isActive ?? before.is_active,
            ),
            ...differs('the organization', after.organization_id, before.organization_id),
            ...differs(
              'the managed locations',
              after.location_ids,
              position === 'location_manager'
                ? (edit.change.locationIds ?? before.location_ids)
                : [],
            ),
          ];
        },
      };
    },
  };
}

const userRoutes: Record<string, RouteSpec> = {
  'GET /api/users': signedIn((actor, world) =>
    filterCases(organizationFilters(world), (query) => ({
      method: 'GET',
      url: `/api/users?limit=100&${query}`,
      status: expectStatus(200, [canListUsers(actor), 403]),
    })),
  ),
  'GET /api/users/:id': signedIn((actor, world) => [
    ...readTargets(world).map(({ label, user }) =>
      fixed(label, tagOf(world, user.organizationId), () => ({
        method: 'GET',
        url: `/api/users/${user.id}`,
        status: expectStatus(200, [canViewUser(actor), 403], inReach(actor, user.organizationId)),
      })),
    ),
    noSuchRow(
      'a user who does not exist',
      'GET',
      '/api/users',
      expectStatus(404, [canViewUser(actor), 403]),
    ),
  ]),
  // API5: every escalation through the edit route, each on a fresh user (or the caller).
  'PATCH /api/users/:id': signedIn((actor, world) => {
    const cases: MatrixCase[] = [];
    for (const target of userTargets()) {
      for (const edit of edits(world, target.org)) {
        cases.push(
          patchCase(world, actor, target.label, target.org, edit, async () => {
            const user = await world.freshUser(target.org, target.position);
            return user.id;
          }),
        );
      }
    }
    const ownOrg = tagOf(world, actor.organizationId);
    for (const edit of edits(world, ownOrg === 'none' ? null : ownOrg)) {
      cases.push(
        patchCase(
          world,
          actor,
          'themselves',
          ownOrg === 'none' ? null : ownOrg,
          edit,
          async () => actor.id,
        ),
      );
    }
    return cases;
  }),
  'POST /api/users/:id/sign-out-everywhere': signedIn((actor, world) => {
    const targets = [
      ...userTargets().map((target) => ({
        ...target,
        subject: async () => (await world.freshUser(target.org, target.position)).id,
      })),
      {
        label: 'themselves',
        org:
          tagOf(world, actor.organizationId) === 'none' ? null : tagOf(world, actor.organizationId),
        subject: async () => actor.id,
      },
    ];
    return targets.map((target) => ({
      target: target.label,
      org: target.org ?? 'none',
      arrange: async () => {
        const before = await storedUser(world, await target.subject());
        return {
          method: 'POST',
          url: `/api/users/${before.id}/sign-out-everywhere`,
          status: expectStatus(200, inReach(actor, before.organization_id), [
            canEndSessionsOf(actor, {
              id: before.id,
              position: before.position,
              organizationId: before.organization_id,
            }),
            403,
          ]),
          writes: ['users'],
          effect: async () => {
            const after = await storedUser(world, before.id);
            return after.token_version > before.token_version
              ? []
              : ['the sessions were not ended'];
          },
        };
      },
    }));
  }),
};

export const usersRoutes: Record<string, RouteSpec> = { ...meRoutes, ...userRoutes };
