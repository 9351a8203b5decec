import {
  ADDRESS_MESSAGES,
  DEFAULT_TRAVEL_RADIUS_MILES,
  WORK_PROFILE_MESSAGES,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForFile, expectRefusalMessages } from '../support/app.ts';
import { makeOrganization, makeUser, type MakeUserOptions } from '../support/factories.ts';
import { signedInCalls } from '../support/session.ts';
import { queryRows } from '../support/sql.ts';

/** Issue #14 §1: GET and PUT /users/me/work-profile. */
const t = appForFile();
const URL = '/api/users/me/work-profile';

async function signedIn(options: MakeUserOptions = {}) {
  const user = await makeUser(t.db, options);
  return { user, calls: await signedInCalls(t, user.email) };
}

const profile = {
  homeZip: '78727',
  travelRadiusMiles: 50,
  weekdays: [5, 1, 3],
  openToOtherOrganizations: false,
};

describe('a professional keeps a work profile', () => {
  it('answers the defaults before one is saved', async () => {
    const { calls } = await signedIn({ organizationId: (await makeOrganization(t.db)).id });
    const response = await calls.get(URL);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      homeZip: null,
      travelRadiusMiles: DEFAULT_TRAVEL_RADIUS_MILES,
      weekdays: [],
      openToOtherOrganizations: false,
    });
  });

  it('saves it with the home ZIP code geocoded offline and the weekdays in week order', async () => {
    const organization = await makeOrganization(t.db);
    const { user, calls } = await signedIn({ organizationId: organization.id });
    const saved = await calls.put(URL, { ...profile, openToOtherOrganizations: true });
    expect(saved.statusCode).toBe(200);
    const expected = { ...profile, weekdays: [1, 3, 5], openToOtherOrganizations: true };
    expect(saved.json()).toEqual(expected);
    expect((await calls.get(URL)).json()).toEqual(expected);
    const [home] = await queryRows<{ lat: number; lng: number }>(
      t.db,
      sql`select home_latitude as lat, home_longitude as lng from users where id = ${user.id}`,
    );
    expect(home.lat).toBeCloseTo(30.42, 1);
    expect(home.lng).toBeCloseTo(-97.7, 1);
  });

  it('an independent is always open to other organizations, whatever is sent', async () => {
    const { user, calls } = await signedIn({ organizationId: null });
    const saved = await calls.put(URL, profile);
    expect(saved.json()).toMatchObject({ openToOtherOrganizations: true });
    const [row] = await queryRows<{ open: boolean }>(
      t.db,
      sql`select open_to_other_organizations as open from users where id = ${user.id}`,
    );
    expect(row.open).toBe(true);
  });

  it('refuses a ZIP code the offline dataset cannot place', async () => {
    const { calls } = await signedIn();
    expect(expectRefusalMessages(await calls.put(URL, { ...profile, homeZip: '00000' }))).toEqual([
      ADDRESS_MESSAGES.unknownZip,
    ]);
  });

  it.each([
    [{ travelRadiusMiles: 30 }, WORK_PROFILE_MESSAGES.radiusNotOffered],
    [{ travelRadiusMiles: '25' }, WORK_PROFILE_MESSAGES.radiusNotOffered],
    [{ weekdays: [2, 2] }, WORK_PROFILE_MESSAGES.weekdaysRepeated],
    [{ weekdays: [7] }, WORK_PROFILE_MESSAGES.weekdayOutOfRange],
  ])('refuses %j with a clear 400', async (change, message) => {
    const { calls } = await signedIn();
    expect(expectRefusalMessages(await calls.put(URL, { ...profile, ...change }))).toContain(
      message,
    );
  });

  it.each(['admin', 'manager', 'location_manager'] as const)(
    'a %s has no work profile: they post shifts rather than work them',
    async (position) => {
      const organizationId = position === 'admin' ? null : (await makeOrganization(t.db)).id;
      const { calls } = await signedIn({ position, organizationId });
      for (const response of [await calls.get(URL), await calls.put(URL, profile)]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ message: WORK_PROFILE_MESSAGES.onlyProfessionals });
      }
    },
  );
});
