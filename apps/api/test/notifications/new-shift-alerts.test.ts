import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newShiftAlerts, notifications, outbox, shiftFanoutJobs } from '../../src/db/schema.ts';
import { drainFanout } from '../../src/modules/shifts/new-shift-alerts.ts';
import { appForFile, callsAs } from '../support/app.ts';
import { makeLocation, makeOrganization, makeUser, TEST_PASSWORD } from '../support/factories.ts';
import { independentHygienist as independentHygienistOf } from '../support/new-shift-audience.ts';
import { newShift } from '../support/payloads.ts';
import { signIn } from '../support/session.ts';
import { localFromNow } from '../support/shift-world.ts';

/**
 * Issue #14 §2: a posted shift reaches the people it is for at once, written by the fan-out worker
 * after the posting commits (issue #24 §2): the tests drain it where a server's worker would wake.
 * The office is in downtown Austin; ZIP 78727 is 10.8 miles from it, 75201 (Dallas) 183 miles.
 */
const t = appForFile();

async function signedIn(email: string) {
  return callsAs(t.app, await signIn(t.app, email, TEST_PASSWORD));
}

const independentHygienist = (homeZip: string) => independentHygienistOf(t, homeZip);

/** Posts the shift as its manager, then lets the fan-out worker run. */
async function postHygienistShift() {
  const posted = await postHygienistShiftUndrained();
  await drainFanout(t);
  return posted;
}

/** A practice in downtown Austin and its manager, signed in. */
async function practice() {
  const organization = await makeOrganization(t.db);
  const location = await makeLocation(t.db, organization.id);
  const manager = await makeUser(t.db, {
    position: 'manager',
    jobTitle: 'Front Desk',
    organizationId: organization.id,
  });
  return { location, manager, calls: await signedIn(manager.email) };
}

async function postHygienistShiftUndrained() {
  const { location, manager, calls } = await practice();
  const response = await calls.post(
    '/api/shifts',
    newShift(location.id, localFromNow(20, '09:00')),
  );
  expect(response.statusCode).toBe(201);
  return { shiftId: response.json().id as number, manager };
}

/**
 * An independent hygienist near a practice that posts a series of `count` shifts on consecutive
 * days a month ahead: the hygienist, the practice's calls, the answer and the shifts' ids.
 */
async function seriesNearAHygienist(count: number) {
  const near = await independentHygienist('78727');
  const { location, calls } = await practice();
  const response = await calls.post('/api/shifts/series', {
    shift: newShift(location.id, localFromNow(30, '09:00')),
    repeat: { kind: 'weekly', weekdays: [0, 1, 2, 3, 4, 5, 6], count },
  });
  const { shiftIds } = response.json<{ shiftIds: number[] }>();
  return { near, location, calls, response, shiftIds };
}

async function channelsQueuedFor(person: { email: string; phoneNumber: string }) {
  const rows = await t.db
    .select({ channel: outbox.channel })
    .from(outbox)
    .where(inArray(outbox.recipient, [person.email, person.phoneNumber]));
  return rows.map((row) => row.channel).sort();
}

describe('new-shift alerts', () => {
  it('queues email and text, and writes the in-app notice, for a posted shift', async () => {
    const near = await independentHygienist('78727');
    const { shiftId } = await postHygienistShift();
    expect(await channelsQueuedFor(near)).toEqual(['email', 'sms']);
    const notices = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, near.id));
    expect(notices.map((n) => [n.type, n.shiftId])).toEqual([['new_shift', shiftId]]);
  });

  it('names the shift’s pay in the notice, the email and the text (issue #28 §1)', async () => {
    const near = await independentHygienist('78727');
    const { location, calls } = await practice();
    const shift = { hourlyRateCents: 5250, engagement: '1099', paymentTerms: 'net_7' };
    await calls.post('/api/shifts', {
      ...newShift(location.id, localFromNow(21, '09:00')),
      ...shift,
    });
    await drainFanout(t);
    const pay = '$52.50/h · 1099 · Net 7';
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, near.id));
    expect(notice.body).toContain(pay);
    const messages = await t.db
      .select()
      .from(outbox)
      .where(inArray(outbox.recipient, [near.email, near.phoneNumber]));
    expect(messages).toHaveLength(2);
    for (const message of messages) expect(JSON.stringify(message), message.channel).toContain(pay);
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

  it('leaves the alerts to the worker: the posting writes one job and no alert', async () => {
    const near = await independentHygienist('78727');
    const { shiftId } = await postHygienistShiftUndrained();
    const jobs = await t.db.select().from(shiftFanoutJobs);
    expect(jobs.map((job) => job.shiftIds)).toEqual([[shiftId]]);
    expect(
      await t.db.select().from(notifications).where(eq(notifications.userId, near.id)),
    ).toEqual([]);
    await drainFanout(t);
    expect(await t.db.select().from(shiftFanoutJobs)).toEqual([]);
    expect(await channelsQueuedFor(near)).toEqual(['email', 'sms']);
  });

  it('alerts each person once when workers drain a job together, a slice at a time', async () => {
    const people = [];
    for (let index = 0; index < 5; index += 1) people.push(await independentHygienist('78727'));
    const { shiftId } = await postHygienistShiftUndrained();
    await Promise.all([drainFanout(t, 2), drainFanout(t, 2), drainFanout(t, 2)]);
    const ids = people.map((person) => person.id);
    const notices = await t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.shiftId, shiftId), inArray(notifications.userId, ids)));
    expect(notices.map((notice) => notice.userId).sort()).toEqual([...ids].sort());
    const alerts = await t.db
      .select({ userId: newShiftAlerts.userId })
      .from(newShiftAlerts)
      .where(and(eq(newShiftAlerts.shiftId, shiftId), inArray(newShiftAlerts.userId, ids)));
    expect(alerts).toHaveLength(ids.length);
    expect(await t.db.select().from(shiftFanoutJobs)).toEqual([]);
  });

  it('goes past a window of candidates none of whom it fits, to the people after them', async () => {
    // San Antonio is inside the widest radius's box around Austin but beyond their 25 miles.
    const beyond = [await independentHygienist('78205'), await independentHygienist('78205')];
    const near = await independentHygienist('78727');
    const { shiftId } = await postHygienistShiftUndrained();
    expect(await drainFanout(t, 1)).toBeGreaterThanOrEqual(3);
    const told = await t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.shiftId, shiftId));
    const toldIds = told.map((notice) => notice.userId);
    expect(toldIds.filter((id) => id === near.id)).toEqual([near.id]);
    expect(toldIds.filter((id) => beyond.some((person) => person.id === id))).toEqual([]);
    expect(await t.db.select().from(shiftFanoutJobs)).toEqual([]);
  });

  it('tells a person of a four-date series in one notification and one message (issue #26 §7)', async () => {
    const { near, location, response, shiftIds } = await seriesNearAHygienist(4);
    expect(response.statusCode).toBe(201);
    const jobs = await t.db.select({ shiftIds: shiftFanoutJobs.shiftIds }).from(shiftFanoutJobs);
    expect(jobs).toEqual([{ shiftIds }]);
    await drainFanout(t);
    const notices = await t.db
      .select({ shiftId: notifications.shiftId, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.userId, near.id));
    expect(notices).toHaveLength(1);
    expect(notices[0].shiftId).toBe(shiftIds[0]);
    expect(notices[0].body).toMatch(
      new RegExp(`^4 new Hygienist shifts at ${location.name}, [A-Z][a-z]{2} \\d+-`),
    );
    expect(await channelsQueuedFor(near)).toEqual(['email', 'sms']);
    const alerts = await t.db
      .select({ shiftId: newShiftAlerts.shiftId, texted: newShiftAlerts.texted })
      .from(newShiftAlerts)
      .where(eq(newShiftAlerts.userId, near.id));
    expect(alerts.map((alert) => alert.shiftId).sort()).toEqual([...shiftIds].sort());
    expect(alerts.filter((alert) => alert.texted)).toHaveLength(1);
  });

  it('tells only of the series shifts still open when the worker comes to it', async () => {
    const { near, calls, shiftIds } = await seriesNearAHygienist(2);
    expect((await calls.del(`/api/shifts/${shiftIds[0]}`)).statusCode).toBe(204);
    await drainFanout(t);
    const notices = await t.db
      .select({ shiftId: notifications.shiftId, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.userId, near.id));
    expect(notices).toEqual([
      { shiftId: shiftIds[1], body: expect.stringMatching(/^A shift that fits your work profile/) },
    ]);
  });
});
