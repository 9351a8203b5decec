import { defaultNotificationChannels } from '@chairside/domain';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, outbox, users } from '../../src/db/schema.ts';
import { appForFile, callsAs } from '../support/app.ts';
import { makeLocation, makeOrganization, makeUser, TEST_PASSWORD } from '../support/factories.ts';
import { signIn } from '../support/session.ts';
import { localFromNow } from '../support/shift-world.ts';

/**
 * Issue #14 §2: a posted shift reaches the people it is for at once. The office is in downtown
 * Austin; ZIP 78727 is 10.8 miles from it, 75201 (Dallas) 183 miles.
 */
const t = appForFile();

async function signedIn(email: string) {
  return callsAs(t.app, await signIn(t.app, email, TEST_PASSWORD));
}

/** An independent hygienist who wants new shifts by email and text, phone verified. */
async function independentHygienist(homeZip: string) {
  const user = await makeUser(t.db, { jobTitle: 'Hygienist' });
  const phoneNumber = `+1737555${String(user.id % 10_000).padStart(4, '0')}`;
  await t.db
    .update(users)
    .set({ phoneNumber, phoneVerifiedAt: new Date() })
    .where(eq(users.id, user.id));
  const calls = await signedIn(user.email);
  await calls.put('/api/users/me/work-profile', {
    homeZip,
    travelRadiusMiles: 25,
    weekdays: [],
    openToOtherOrganizations: true,
  });
  const channels = {
    ...defaultNotificationChannels(),
    newShifts: { email: true, sms: true, push: true },
  };
  const saved = await calls.put('/api/users/me/notification-preferences', {
    channels,
    quietHours: null,
    timeZone: 'America/Chicago',
    newShiftsDigest: 'instant',
  });
  expect(saved.statusCode).toBe(200);
  return { ...user, phoneNumber };
}

async function postHygienistShift() {
  const organization = await makeOrganization(t.db);
  const location = await makeLocation(t.db, organization.id);
  const manager = await makeUser(t.db, {
    position: 'manager',
    jobTitle: 'Front Desk',
    organizationId: organization.id,
  });
  const response = await (
    await signedIn(manager.email)
  ).post('/api/shifts', {
    locationId: location.id,
    date: localFromNow(20, '09:00'),
    position: 'Hygienist',
    specialty: null,
    totalMinutes: 480,
    lunchMinutes: 60,
    notes: '',
    internalNotes: '',
  });
  expect(response.statusCode).toBe(201);
  return { shiftId: response.json().id as number, manager };
}

async function channelsQueuedFor(person: { email: string; phoneNumber: string }) {
  const rows = await t.db
    .select({ channel: outbox.channel })
    .from(outbox)
    .where(inArray(outbox.recipient, [person.email, person.phoneNumber]));
  return rows.map((row) => row.channel).sort();
}

describe('new-shift alerts', () => {
  it('queues email and text, and writes the in-app notice, as the shift is posted', async () => {
    const near = await independentHygienist('78727');
    const { shiftId } = await postHygienistShift();
    expect(await channelsQueuedFor(near)).toEqual(['email', 'sms']);
    const notices = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, near.id));
    expect(notices.map((n) => [n.type, n.shiftId])).toEqual([['new_shift', shiftId]]);
  });

  it('tells nobody who lives beyond their travel radius', async () => {
    const far = await independentHygienist('75201');
    await postHygienistShift();
    expect(await channelsQueuedFor(far)).toEqual([]);
  });

  it('never alerts the poster', async () => {
    const { manager } = await postHygienistShift();
    const notices = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, manager.id));
    expect(notices).toEqual([]);
  });
});
