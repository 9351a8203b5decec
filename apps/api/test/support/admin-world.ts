import type { InviteRow } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { bearer, type TestApp } from './app.ts';
import { holdCredentials } from './credentials.ts';
import { makeLocation, makeOrganization, makeUser } from './factories.ts';
import { readOutbox } from './outbox.ts';
import { queryRows } from './sql.ts';

type Organization = Awaited<ReturnType<typeof makeOrganization>>;
type Location = Awaited<ReturnType<typeof makeLocation>>;
type User = Awaited<ReturnType<typeof makeUser>>;

export type OrgKey = 'a' | 'b';
export type OrgRole = 'admin' | 'manager' | 'locationManager' | 'employee' | 'inactiveEmployee';
export type ActorKey = 'platformAdmin' | 'independent' | `${OrgRole}${'A' | 'B'}`;

export interface OrganizationWorld {
  organization: Organization;
  /** Location 1 is managed by the organization's location manager; location 2 by nobody. */
  locations: [Location, Location];
  admin: User;
  manager: User;
  locationManager: User;
  employee: User;
  inactiveEmployee: User;
}

export interface Actor {
  user: User;
  token: string;
  label: string;
}

export interface AdminWorld {
  a: OrganizationWorld;
  b: OrganizationWorld;
  platformAdmin: User;
  independent: User;
  actors: Record<ActorKey, Actor>;
  /** Every user of the world, platform admin and independent employee included. */
  allUsers: User[];
}

/** Names chosen so each search and filter below matches exactly what a test says it does. */
const ORGANIZATIONS: Record<
  OrgKey,
  { name: string; city: string; stateCode: string; zip: string }
> = {
  a: { name: 'Alder Dental', city: 'Austin', stateCode: 'TX', zip: '78701' },
  b: { name: 'Birch Dental', city: 'Denver', stateCode: 'CO', zip: '80202' },
};

const PEOPLE: Record<OrgKey, Record<OrgRole, string>> = {
  a: {
    admin: 'Alice Anders',
    manager: 'Marco Alvarez',
    locationManager: 'Lara Ames',
    employee: 'Eddie Ayala',
    inactiveEmployee: 'Ivy Abbott',
  },
  b: {
    admin: 'Bella Brooks',
    manager: 'Miles Barker',
    locationManager: 'Lucy Bishop',
    employee: 'Evan Burke',
    inactiveEmployee: 'Iggy Bell',
  },
};

const EMAIL_PREFIX: Record<OrgRole, string> = {
  admin: 'admin',
  manager: 'manager',
  locationManager: 'lm',
  employee: 'employee',
  inactiveEmployee: 'inactive',
};

const ROLE_LABEL: Record<OrgRole, string> = {
  admin: 'admin',
  manager: 'manager',
  locationManager: 'location manager',
  employee: 'employee',
  inactiveEmployee: 'inactive employee',
};

export const LOCATION_NAMES: Record<OrgKey, [string, string]> = {
  a: ['Alder North', 'Alder South'],
  b: ['Birch East', 'Birch West'],
};

export const emailOf = (org: OrgKey, role: OrgRole) =>
  `${EMAIL_PREFIX[role]}.${org}@${org === 'a' ? 'alder' : 'birch'}.test`;

async function buildOrganization(t: TestApp, key: OrgKey): Promise<OrganizationWorld> {
  const spec = ORGANIZATIONS[key];
  const organization = await makeOrganization(t.db, {
    name: spec.name,
    city: spec.city,
    stateCode: spec.stateCode,
    zipCode: spec.zip,
  });
  const [first, second] = LOCATION_NAMES[key];
  const prefix = key.toUpperCase();
  const location1 = await makeLocation(t.db, organization.id, {
    name: first,
    locationNumber: `${prefix}-100`,
  });
  const location2 = await makeLocation(t.db, organization.id, {
    name: second,
    locationNumber: `${prefix}-200`,
  });
  const user = (role: OrgRole, extra: Parameters<typeof makeUser>[1] = {}) =>
    makeUser(t.db, {
      email: emailOf(key, role),
      name: PEOPLE[key][role],
      organizationId: organization.id,
      ...extra,
    });
  return {
    organization,
    locations: [location1, location2],
    admin: await user('admin', { position: 'admin', jobTitle: 'Front Desk' }),
    manager: await user('manager', { position: 'manager', jobTitle: 'Front Desk' }),
    locationManager: await user('locationManager', {
      position: 'location_manager',
      locationIds: [location1.id],
    }),
    employee: await user('employee', { position: 'employee' }),
    inactiveEmployee: await user('inactiveEmployee', { position: 'employee', isActive: false }),
  };
}

/**
 * Two organizations (A and B), each with two locations and an admin, a manager, a location
 * manager of location 1, an employee and an inactive employee; plus a platform admin and an
 * independent employee (no organization); and a signed token for every one of them.
 */
export async function buildAdminWorld(t: TestApp): Promise<AdminWorld> {
  const a = await buildOrganization(t, 'a');
  const b = await buildOrganization(t, 'b');
  const platformAdmin = await makeUser(t.db, {
    email: 'platform@chairside.test',
    name: 'Pat Platform',
    position: 'admin',
    jobTitle: 'Front Desk',
  });
  const independent = await makeUser(t.db, {
    email: 'indie@example.test',
    name: 'Indy Freelance',
    position: 'employee',
  });
  // Issue #27: an independent works clinical shifts only with verified, current credentials.
  await holdCredentials(t.db, independent.id);

  const actors = {} as Record<ActorKey, Actor>;
  const add = async (key: ActorKey, user: User, label: string) => {
    actors[key] = { user, token: await t.tokens.sign(user.id), label };
  };
  await add('platformAdmin', platformAdmin, 'platform admin');
  await add('independent', independent, 'independent employee');
  for (const [org, world] of [
    ['a', a],
    ['b', b],
  ] as const) {
    for (const role of Object.keys(ROLE_LABEL) as OrgRole[]) {
      const suffix = org.toUpperCase() as 'A' | 'B';
      await add(`${role}${suffix}`, world[role], `${ROLE_LABEL[role]} of ${suffix}`);
    }
  }
  const orgUsers = (world: OrganizationWorld) => [
    world.admin,
    world.manager,
    world.locationManager,
    world.employee,
    world.inactiveEmployee,
  ];
  return {
    a,
    b,
    platformAdmin,
    independent,
    actors,
    allUsers: [...orgUsers(a), ...orgUsers(b), platformAdmin, independent],
  };
}

/** An `app.inject` call as one of the world's actors (or anonymous with `null`). */
export function callAs(
  t: TestApp,
  world: AdminWorld,
  actor: ActorKey | null,
  options: InjectOptions & { url: string },
) {
  const headers = actor ? bearer(world.actors[actor].token) : {};
  return t.app.inject({ ...options, headers: { ...options.headers, ...headers } });
}

const ADDRESS_KEYS = [
  'addressLine1',
  'addressLine2',
  'city',
  'stateCode',
  'zipCode',
  'countryCode',
] as const;

/** The documented keys of each answer (docs/API.md, Administration). */
const DOCUMENTED_KEYS = {
  organizationRow: ['id', 'name', 'city', 'stateCode', 'managerNames'],
  organizationDetail: ['id', 'name', ...ADDRESS_KEYS, 'locationNames', 'adminNames'],
  locationRow: ['id', 'name', 'locationNumber', 'organization', 'organizationId'],
  locationDetail: [
    'id',
    'name',
    'locationNumber',
    'organizationId',
    'organizationName',
    ...ADDRESS_KEYS,
    'timezone',
    'latitude',
    'longitude',
    'users',
  ],
  userRow: [
    'id',
    'name',
    'email',
    'organizationNames',
    'positionNames',
    'position',
    'jobTitle',
    'isActive',
  ],
  userDetail: [
    'id',
    'name',
    'email',
    'phoneNumber',
    'jobTitle',
    'position',
    'organizationId',
    'organizationName',
    'organizationNames',
    'positionNames',
    'locationIds',
    'isActive',
    'recentShifts',
  ],
  inviteRow: [
    'id',
    'name',
    'email',
    'organizationId',
    'organizationName',
    'position',
    'jobTitle',
    'isVerified',
    'managingLocationIds',
  ],
  option: ['value', 'label'],
} as const;

/** Sorted keys of an object, to compare keys whatever their order. */
export function keysOf(value: object): string[] {
  return Object.keys(value).sort();
}

/** Asserts that `value` has exactly the documented keys of a `kind` of answer, in any order. */
export function expectDocumentedKeys(value: object, kind: keyof typeof DOCUMENTED_KEYS) {
  expect(keysOf(value)).toEqual([...DOCUMENTED_KEYS[kind]].sort());
}

/**
 * Everything an administration call could change, read straight from the database: a refused
 * call must leave it exactly as it was (rows, positions, active flags, links, sent messages).
 */
export async function adminState(db: Database) {
  const rows = (query: ReturnType<typeof sql>) => queryRows<Record<string, unknown>>(db, query);
  return {
    organizations: await rows(sql`select * from organizations order by id`),
    locations: await rows(sql`select * from locations order by id`),
    users: await rows(
      sql`select id, email, name, position, organization_id, is_active, phone_number, job_title, updated_at
          from users order by id`,
    ),
    userLocations: await rows(
      sql`select user_id, location_id from user_locations order by user_id, location_id`,
    ),
    invites: await rows(sql`select * from invites order by id`),
    inviteLocations: await rows(
      sql`select invite_id, location_id from invite_locations order by invite_id, location_id`,
    ),
    outbox: await rows(sql`select id, channel, recipient, subject from outbox order by id`),
    codes: await rows(sql`select id, purpose, used_at, attempts from one_time_codes order by id`),
  };
}

export async function countRows(db: Database, table: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${sql.identifier(table)}`,
  );
  return row.count;
}

/**
 * Sends a call that must be refused with `status`, proves it stored no new row in `table`, and
 * answers the response (for the caller to check its message).
 */
export async function expectNothingStored(
  db: Database,
  table: string,
  status: number,
  send: () => Promise<LightMyRequestResponse>,
) {
  const before = await countRows(db, table);
  const response = await send();
  expect(response.statusCode).toBe(status);
  expect(await countRows(db, table)).toBe(before);
  return response;
}

/** POST /api/invites as an actor; throws (failing the test) unless it answers 201. */
export async function inviteAs(
  t: TestApp,
  world: AdminWorld,
  actor: ActorKey,
  payload: { name: string; email: string; position: string; [key: string]: unknown },
): Promise<InviteRow> {
  const response = await callAs(t, world, actor, { method: 'POST', url: '/api/invites', payload });
  if (response.statusCode !== 201) {
    throw new Error(
      `Invite of ${payload.email} failed with ${response.statusCode}: ${response.body}`,
    );
  }
  return response.json();
}

/** The 4-digit code of the newest text message to a phone number. */
export async function latestSmsCode(t: TestApp, phoneNumber: string): Promise<string> {
  const [newest] = (await readOutbox(t.app, phoneNumber)).filter(
    (message) => message.channel === 'sms',
  );
  const match = newest?.text.match(/\b(\d{4})\b/);
  if (!match) throw new Error(`No verification code was texted to ${phoneNumber}`);
  return match[1];
}
