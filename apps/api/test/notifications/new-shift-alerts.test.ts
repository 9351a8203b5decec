import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, outbox } from '../../src/db/schema.ts';
import { appForFile, callsAs } from '../support/app.ts';
import { makeLocation, makeOrganization, makeUser, TEST_PASSWORD } from '../support/factories.ts';
import { independentHygienist as independentHygienistOf } from '../support/new-shift-audience.ts';
import { newShift } from '../support/payloads.ts';
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

const independentHygienist = (homeZip: string) => independentHygienistOf(t, homeZip);

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
  ).post('/api/shifts', newShift(location.id, localFromNow(20, '09:00')));
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
