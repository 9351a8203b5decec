import type { AccountPosition, JobTitle } from '@chairside/domain';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/db/client.ts';
import { locations, organizations, userLocations, users } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/lib/crypto.ts';

export const TEST_PASSWORD = 'Correct-Horse-42';
let passwordHash: Promise<string> | null = null;

/** Inserts one row and answers it as stored. */
export async function insertOne<Table extends PgTable>(
  db: Database,
  table: Table,
  values: Table['$inferInsert'],
): Promise<Table['$inferSelect']> {
  const [row] = await db.insert(table).values(values).returning();
  return row;
}
let sequence = 0;
const next = () => (sequence += 1);

export async function makeOrganization(
  db: Database,
  overrides: Partial<typeof organizations.$inferInsert> = {},
) {
  const n = next();
  return insertOne(db, organizations, {
    name: `Test Dental ${n}`,
    addressLine1: `${n} Main St`,
    city: 'Austin',
    stateCode: 'TX',
    zipCode: '78701',
    ...overrides,
  });
}

export async function makeLocation(
  db: Database,
  organizationId: number,
  overrides: Partial<typeof locations.$inferInsert> = {},
) {
  const n = next();
  return insertOne(db, locations, {
    organizationId,
    locationNumber: `L-${n}`,
    name: `Office ${n}`,
    addressLine1: `${n} Oak Ave`,
    city: 'Austin',
    stateCode: 'TX',
    zipCode: '78701',
    timezone: 'America/Chicago',
    latitude: 30.2711,
    longitude: -97.7437,
    ...overrides,
  });
}

export interface MakeUserOptions {
  email?: string;
  name?: string;
  position?: AccountPosition;
  jobTitle?: JobTitle;
  organizationId?: number | null;
  locationIds?: number[];
  isActive?: boolean;
  verified?: boolean;
  phoneNumber?: string | null;
}

export async function makeUser(db: Database, options: MakeUserOptions = {}) {
  const n = next();
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const row = await insertOne(db, users, {
    email: options.email ?? `user${n}@example.test`,
    passwordHash: await passwordHash,
    name: options.name ?? `Test User ${n}`,
    phoneNumber: options.phoneNumber ?? null,
    jobTitle: options.jobTitle ?? 'Hygienist',
    position: options.position ?? 'employee',
    organizationId: options.organizationId ?? null,
    isActive: options.isActive ?? true,
    emailVerifiedAt: options.verified === false ? null : new Date(),
  });
  for (const locationId of options.locationIds ?? []) {
    await db.insert(userLocations).values({ userId: row.id, locationId });
  }
  return row;
}

/** A manager (at the front desk) of an organization. */
export function makeManager(db: Database, organizationId: number, options: MakeUserOptions = {}) {
  return makeUser(db, { position: 'manager', jobTitle: 'Front Desk', organizationId, ...options });
}
