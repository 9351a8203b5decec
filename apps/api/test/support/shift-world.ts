import {
  localClockOf,
  localDateOf,
  type Engagement,
  type JobTitle,
  type PaymentTerms,
  type RequestStatus,
  type ShiftPosition,
  type Specialty,
} from '@chairside/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { locations, shiftRequests, shifts } from '../../src/db/schema.ts';
import { shiftTimes } from '../../src/modules/shifts/shift-times.ts';
import { callsAs, type TestApp } from './app.ts';
import {
  insertOne,
  makeLocation,
  makeOrganization,
  makeUser,
  type MakeUserOptions,
} from './factories.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface MakeShiftOptions {
  locationId: number;
  /** Wall-clock start 'YYYY-MM-DDTHH:MM' in `timezone`. */
  local: string;
  /** Defaults to the location's timezone. */
  timezone?: string;
  position?: ShiftPosition;
  specialty?: Specialty | null;
  totalMinutes?: number;
  lunchMinutes?: number;
  notes?: string | null;
  internalNotes?: string | null;
  createdBy?: number | null;
  /** Issue #28 §1: no rate shown, W-2, Net 15 unless given. */
  hourlyRateCents?: number | null;
  engagement?: Engagement;
  paymentTerms?: PaymentTerms;
}

/** Inserts a shift directly (no API rules), its start read like POST /shifts reads it. */
export async function makeShift(db: Database, options: MakeShiftOptions) {
  let timezone = options.timezone;
  if (!timezone) {
    const [location] = await db
      .select({ timezone: locations.timezone })
      .from(locations)
      .where(eq(locations.id, options.locationId));
    timezone = location.timezone;
  }
  return insertOne(db, shifts, {
    locationId: options.locationId,
    ...shiftTimes(options.local, timezone),
    totalMinutes: options.totalMinutes ?? 480,
    lunchMinutes: options.lunchMinutes ?? 60,
    position: options.position ?? 'Hygienist',
    specialty: options.specialty ?? null,
    notes: options.notes ?? null,
    internalNotes: options.internalNotes ?? null,
    createdBy: options.createdBy ?? null,
    hourlyRateCents: options.hourlyRateCents ?? null,
    engagement: options.engagement ?? 'w2',
    paymentTerms: options.paymentTerms ?? 'net_15',
  });
}

export type Shift = Awaited<ReturnType<typeof makeShift>>;

export interface MakeRequestOptions {
  shiftId: number;
  employeeId: number;
  status?: RequestStatus;
  declined?: boolean;
  startTime?: Date | null;
  endTime?: Date | null;
  notes?: string | null;
  offerExpiresAt?: Date | null;
  /** Issue #28 §2. */
  offeredRateCents?: number | null;
  agreedRateCents?: number | null;
}

/** Inserts a request in any state directly. */
export async function makeRequest(db: Database, options: MakeRequestOptions) {
  return insertOne(db, shiftRequests, {
    shiftId: options.shiftId,
    employeeId: options.employeeId,
    status: options.status ?? 'Requested',
    declined: options.declined ?? false,
    startTime: options.startTime ?? null,
    endTime: options.endTime ?? null,
    notes: options.notes ?? null,
    offerExpiresAt: options.offerExpiresAt ?? null,
    offeredRateCents: options.offeredRateCents ?? null,
    agreedRateCents: options.agreedRateCents ?? null,
  });
}

/** A person confirms an offer of the shift made them (the Offered request, a fixture); answers the call and the offer. */
export async function confirmFreshOffer(
  t: TestApp,
  person: { id: number; token: string },
  shiftId: number,
) {
  const offer = await makeRequest(t.db, { shiftId, employeeId: person.id, status: 'Offered' });
  const response = await callsAs(t.app, person.token).patch(
    `/api/shifts/${shiftId}/requests/${offer.id}/confirm`,
  );
  return { response, offer };
}

/** The wall clock 'YYYY-MM-DDTHH:MM' of an instant in a timezone. */
export function localAt(instant: Date, timezone: string): string {
  return `${localDateOf(instant, timezone)}T${localClockOf(instant, timezone)}`;
}

/** The local date 'YYYY-MM-DD' `days` days from now in a timezone (negative for the past). */
export function localDayFromNow(days: number, timezone = 'America/Chicago'): string {
  return localDateOf(new Date(Date.now() + days * DAY_MS), timezone);
}

/** 'YYYY-MM-DDTHH:MM': `clock` on the local day `days` days from now. */
export function localFromNow(days: number, clock = '09:00', timezone = 'America/Chicago'): string {
  return `${localDayFromNow(days, timezone)}T${clock}`;
}

let memberSequence = 0;

/** A fresh user of an organization with a signed token, so that no two tests share one. */
export async function freshMember(
  t: TestApp,
  organizationId: number,
  options: MakeUserOptions = {},
) {
  memberSequence += 1;
  const user = await makeUser(t.db, {
    email: `member${memberSequence}@fresh.test`,
    name: `Fresh Member ${memberSequence}`,
    organizationId,
    ...options,
  });
  return { ...user, token: await t.tokens.sign(user.id) };
}

export interface TeamMember {
  id: number;
  email: string;
  name: string;
  token: string;
}

/**
 * A fresh organization nobody else in the file touches: two locations, a manager, a location
 * manager of location 1, and `make()` for more members with a signed token.
 */
export async function makeTeam(t: TestApp, label: string) {
  const organization = await makeOrganization(t.db, { name: `${label} Dental` });
  const location1 = await makeLocation(t.db, organization.id, { name: `${label} One` });
  const location2 = await makeLocation(t.db, organization.id, { name: `${label} Two` });
  let sequence = 0;
  const make = async (
    options: Parameters<typeof makeUser>[1] & { jobTitle?: JobTitle } = {},
  ): Promise<TeamMember> => {
    sequence += 1;
    const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const user = await makeUser(t.db, {
      email: `${options.position ?? 'employee'}${sequence}@${slug}.test`,
      name: `${label} Person ${sequence}`,
      organizationId: organization.id,
      ...options,
    });
    return { id: user.id, email: user.email, name: user.name, token: await t.tokens.sign(user.id) };
  };
  return {
    organization,
    locations: [location1, location2] as const,
    manager: await make({ position: 'manager', jobTitle: 'Front Desk' }),
    locationManager: await make({ position: 'location_manager', locationIds: [location1.id] }),
    make,
  };
}

export type Team = Awaited<ReturnType<typeof makeTeam>>;

/** The `message` of an error answer as a list, whether the API sent one string or several. */
export function messagesOf(response: { json: () => { message?: unknown } }): string[] {
  const { message } = response.json();
  return Array.isArray(message) ? message : [message as string];
}

/** The year and month (1-12) of a local date 'YYYY-MM-DD'. */
export function monthOf(localDate: string): { year: number; month: number } {
  const [year, month] = localDate.split('-').map(Number);
  return { year, month };
}

/** A shift's detail once one person holds it: Assigned, one confirmed, no request or offer open. */
export const FILLED_SHIFT = { status: 'Assigned', confirmed: 1, requests: 0, offers: 0 } as const;
