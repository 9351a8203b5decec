import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import {
  findPeopleToNotifyAcrossOrganizations,
  findShiftForAudienceAcrossOrganizations,
} from '../../src/modules/shifts/shift-audience-queries.ts';
import { appForFile, callsAs } from '../support/app.ts';
import {
  makeLocation,
  makeOrganization,
  makeUser,
  TEST_PASSWORD,
  type MakeUserOptions,
} from '../support/factories.ts';
import { holdCredential, holdCredentials } from '../support/credentials.ts';
import { signIn } from '../support/session.ts';
import { makeRequest, makeShift } from '../support/shift-world.ts';

/**
 * Issue #14 §1 and §4: who hears of a shift. The office is in downtown Austin (78701); ZIP
 * 78727 is 10.8 miles north of it, 75201 (Dallas) 183 miles away. The shift is on a
 * Wednesday, fixed in the future so no clock matters.
 */
const t = appForFile();

const NEAR_ZIP = '78727';
const FAR_ZIP = '75201';

interface Professional extends MakeUserOptions {
  homeZip?: string;
  travelRadiusMiles?: number;
  weekdays?: number[];
  openToOtherOrganizations?: boolean;
}

/**
 * A professional who saved their work profile through the API, as Settings does, holding the
 * verified credentials a clinical shift in Texas needs (issue #27) unless `credentials` is false.
 */
async function professional(options: Professional & { credentials?: boolean } = {}) {
  const {
    homeZip = NEAR_ZIP,
    travelRadiusMiles = 25,
    weekdays = [],
    credentials = true,
    ...user
  } = options;
  const row = await makeUser(t.db, user);
  if (credentials) await holdCredentials(t.db, row.id);
  const calls = callsAs(t.app, await signIn(t.app, row.email, TEST_PASSWORD));
  const saved = await calls.put('/api/users/me/work-profile', {
    homeZip,
    travelRadiusMiles,
    weekdays,
    openToOtherOrganizations: options.openToOtherOrganizations ?? false,
  });
  expect(saved.statusCode).toBe(200);
  return row;
}

async function office() {
  const organization = await makeOrganization(t.db);
  const location = await makeLocation(t.db, organization.id);
  return { organization, location };
}

async function audienceOf(shiftId: number) {
  const shift = await findShiftForAudienceAcrossOrganizations(t.db, shiftId);
  if (!shift) throw new Error('no shift');
  return (await findPeopleToNotifyAcrossOrganizations(t.db, shift)).map((person) => person.id);
}

const hygienistShift = (locationId: number) =>
  makeShift(t.db, { locationId, local: '2031-03-05T09:00', position: 'Hygienist' });

describe('findPeopleToNotifyAcrossOrganizations: the people a posted shift is for', () => {
  it("the issue's example: the independent hygienist 10 miles away hears of it; the front desk employee, the hygienist 200 miles away and the one booked at that time do not", async () => {
    const { location } = await office();
    const near = await professional({ name: 'Near Hygienist' });
    const frontDesk = await professional({ jobTitle: 'Front Desk' });
    const far = await professional({ homeZip: FAR_ZIP, travelRadiusMiles: 100 });
    const booked = await professional();
    const other = await office();
    const elsewhere = await makeShift(t.db, {
      locationId: other.location.id,
      local: '2031-03-05T12:00',
      position: 'Hygienist',
    });
    await makeRequest(t.db, { shiftId: elsewhere.id, employeeId: booked.id, status: 'Confirmed' });
    const shift = await hygienistShift(location.id);

    const audience = await audienceOf(shift.id);
    expect(audience).toContain(near.id);
    for (const person of [frontDesk, far, booked]) expect(audience).not.toContain(person.id);
  });

  it('a confirmation declined since, or one that ends before the shift, does not book the person', async () => {
    const { location } = await office();
    const person = await professional();
    const other = await office();
    const morning = await makeShift(t.db, {
      locationId: other.location.id,
      local: '2031-03-05T05:00',
      totalMinutes: 240,
    });
    const declined = await makeShift(t.db, {
      locationId: other.location.id,
      local: '2031-03-05T10:00',
    });
    await makeRequest(t.db, { shiftId: morning.id, employeeId: person.id, status: 'Confirmed' });
    await makeRequest(t.db, {
      shiftId: declined.id,
      employeeId: person.id,
      status: 'Confirmed',
      declined: true,
    });
    const shift = await hygienistShift(location.id);
    expect(await audienceOf(shift.id)).toContain(person.id);
  });

  it("a member of the shift's organization hears of it wherever they live; a member of another organization only when open to others and near", async () => {
    const { organization, location } = await office();
    const member = await professional({ organizationId: organization.id, homeZip: FAR_ZIP });
    const otherOrganization = await makeOrganization(t.db);
    const closed = await professional({ organizationId: otherOrganization.id });
    const open = await professional({
      organizationId: otherOrganization.id,
      openToOtherOrganizations: true,
    });
    const shift = await hygienistShift(location.id);
    const audience = await audienceOf(shift.id);
    expect(audience).toContain(member.id);
    expect(audience).toContain(open.id);
    expect(audience).not.toContain(closed.id);
  });

  it('their own travel radius and weekdays decide: 10 miles is short of 10.8, Wednesday is not a weekend', async () => {
    const { location } = await office();
    const shortRadius = await professional({ travelRadiusMiles: 10 });
    const weekends = await professional({ weekdays: [0, 6] });
    const wednesdays = await professional({ weekdays: [3] });
    const shift = await hygienistShift(location.id);
    const audience = await audienceOf(shift.id);
    expect(audience).toContain(wednesdays.id);
    expect(audience).not.toContain(shortRadius.id);
    expect(audience).not.toContain(weekends.id);
  });

  it('the inactive, the unverified and managers hear of nothing', async () => {
    const { organization, location } = await office();
    const inactive = await professional();
    const unverified = await professional();
    // Deactivated, and an email never verified, after the profile was saved.
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unverified.id));
    const manager = await makeUser(t.db, {
      position: 'manager',
      organizationId: organization.id,
      jobTitle: 'Hygienist',
    });
    const shift = await hygienistShift(location.id);
    const audience = await audienceOf(shift.id);
    for (const person of [inactive, unverified, manager]) expect(audience).not.toContain(person.id);
  });

  it('a Specialty Assistant-Endo hears of an Endodontics shift, not of an Orthodontics one', async () => {
    const { location } = await office();
    const endo = await professional({ jobTitle: 'Specialty Assistant-Endo' });
    const [endodontics, orthodontics] = await Promise.all(
      (['Endodontics', 'Orthodontics'] as const).map((specialty) =>
        makeShift(t.db, {
          locationId: location.id,
          local: '2031-03-05T09:00',
          position: 'Dental Assistant-Specialty',
          specialty,
        }),
      ),
    );
    expect(await audienceOf(endodontics.id)).toContain(endo.id);
    expect(await audienceOf(orthodontics.id)).not.toContain(endo.id);
  });

  it('skips those the credentials rule would refuse: none held, a license expiring before the shift, one not verified (issue #27 §3)', async () => {
    const { location } = await office();
    const holder = await professional();
    const none = await professional({ credentials: false });
    const expiring = await professional({ credentials: false });
    const unverified = await professional({ credentials: false });
    await holdCredential(t.db, expiring.id, { type: 'cpr_bls', expiresOn: '2035-01-01' });
    await holdCredential(t.db, expiring.id, {
      type: 'hygiene_license',
      stateCode: 'TX',
      expiresOn: '2031-03-04',
    });
    await holdCredential(t.db, unverified.id, { type: 'cpr_bls', expiresOn: '2035-01-01' });
    await holdCredential(t.db, unverified.id, {
      type: 'hygiene_license',
      stateCode: 'TX',
      expiresOn: '2035-01-01',
      verified: false,
    });
    const shift = await hygienistShift(location.id);
    const audience = await audienceOf(shift.id);
    expect(audience).toContain(holder.id);
    for (const person of [none, expiring, unverified]) expect(audience).not.toContain(person.id);
  });

  it('still tells the organization’s own staff, whom the default check trusts', async () => {
    const { organization, location } = await office();
    const staff = await professional({ organizationId: organization.id, credentials: false });
    expect(await audienceOf((await hygienistShift(location.id)).id)).toContain(staff.id);
  });
});
