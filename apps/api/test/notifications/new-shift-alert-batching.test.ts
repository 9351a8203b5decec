import { localDateOf, nextDigestAt, zonedLocalToInstant } from '@chairside/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, outbox, shifts } from '../../src/db/schema.ts';
import { runNewShiftAlerts } from '../../src/modules/shifts/new-shift-alert-batches.ts';
import { drainFanout, queueNewShiftAlerts } from '../../src/modules/shifts/new-shift-alerts.ts';
import { appForFile } from '../support/app.ts';
import { makeLocation, makeOrganization, makeUser } from '../support/factories.ts';
import { independentHygienist } from '../support/new-shift-audience.ts';
import { localFromNow, makeRequest, makeShift } from '../support/shift-world.ts';

/**
 * Issue #14 §2: new-shift alerts beyond the app are batched, capped at 3 texts a local day, or
 * gathered in a 7:00 digest. The clock is a parameter: `queueNewShiftAlerts(…, now)` as a posting
 * at `now` would call it, drained by the fan-out worker, and `runNewShiftAlerts(ctx, now)` as the
 * batching worker's tick.
 */
const t = appForFile();
const ZONE = 'America/Chicago';
const MINUTE = 60_000;

/** 9:00 this morning in Chicago: every shift below starts weeks after it. */
const morning = () => zonedLocalToInstant(`${localDateOf(new Date(), ZONE)}T09:00`, ZONE);
const later = (from: Date, minutes: number) => new Date(from.getTime() + minutes * MINUTE);

async function practice() {
  const organization = await makeOrganization(t.db);
  const location = await makeLocation(t.db, organization.id);
  const manager = await makeUser(t.db, { position: 'manager', organizationId: organization.id });
  return { location, manager };
}

/** A Hygienist shift in downtown Austin `days` ahead, alerted as if posted at `now`. */
async function postAt(place: Awaited<ReturnType<typeof practice>>, now: Date, days = 20) {
  const shift = await makeShift(t.db, {
    locationId: place.location.id,
    local: localFromNow(days, '09:00'),
    createdBy: place.manager.id,
  });
  await t.db.transaction((tx) =>
    queueNewShiftAlerts(tx, { shiftIds: [shift.id], posterId: place.manager.id }, now),
  );
  await drainFanout(t);
  return shift;
}

async function messagesTo(person: { email: string; phoneNumber: string }) {
  const rows = await t.db
    .select({
      channel: outbox.channel,
      subject: outbox.subject,
      body: outbox.body,
      group: outbox.notificationGroup,
    })
    .from(outbox)
    .where(inArray(outbox.recipient, [person.email, person.phoneNumber]))
    .orderBy(asc(outbox.id));
  return {
    emails: rows.filter((row) => row.channel === 'email'),
    texts: rows.filter((row) => row.channel === 'sms'),
  };
}

const noticesOf = (userId: number) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));

/** How many emails and texts a person has been sent: [emails, texts]. */
async function sentCounts(person: { email: string; phoneNumber: string }) {
  const sent = await messagesTo(person);
  return [sent.emails.length, sent.texts.length];
}

/**
 * An independent hygienist in 78727 (alerted at once, or in the daily digest), a practice near
 * them, and 9:00 this morning there.
 */
async function hygienistNearPractice(digest?: 'daily') {
  const person = await independentHygienist(t, '78727', digest);
  return { person, place: await practice(), start: morning() };
}

/** Posts a shift at `place` at each of `minutes` after `start`, in turn. */
async function postAfter(
  place: Awaited<ReturnType<typeof practice>>,
  start: Date,
  minutes: number[],
) {
  const posted = [];
  for (const offset of minutes) posted.push(await postAt(place, later(start, offset)));
  return posted;
}

describe('new-shift alerts are batched', () => {
  it('sends the first of 3 shifts posted within 5 minutes at once and the other 2 as one message when the window closes', async () => {
    const { person, place, start } = await hygienistNearPractice();
    const [, second, third] = await postAfter(place, start, [0, 2, 5]);
    expect(await noticesOf(person.id)).toHaveLength(3);
    expect(await sentCounts(person)).toEqual([1, 1]);

    await runNewShiftAlerts(t, later(start, 9));
    expect(await sentCounts(person)).toEqual([1, 1]);

    await runNewShiftAlerts(t, later(start, 10));
    const sent = await messagesTo(person);
    expect([sent.emails.length, sent.texts.length]).toEqual([2, 2]);
    const batch = sent.emails[1];
    expect(batch.subject).toBe('2 new shifts near you on Chairside');
    expect(batch.body).toContain(`/dashboard/shifts/${second.id}`);
    expect(batch.body).toContain(`/dashboard/shifts/${third.id}`);
    expect(sent.texts[1].body).toContain('2 new shifts near you');
  });

  it('leaves out of the batch shifts filled or deleted meanwhile, and sends nothing when none is left', async () => {
    const { person, place, start } = await hygienistNearPractice();
    const [, filled, deleted] = await postAfter(place, start, [0, 1, 2]);
    await makeRequest(t.db, {
      shiftId: filled.id,
      employeeId: place.manager.id,
      status: 'Confirmed',
    });
    await t.db.delete(shifts).where(eq(shifts.id, deleted.id));
    await runNewShiftAlerts(t, later(start, 10));
    expect(await sentCounts(person)).toEqual([1, 1]);
  });

  it('sends a lone held shift as the single-shift alert', async () => {
    const { person, place, start } = await hygienistNearPractice();
    await postAfter(place, start, [0, 3]);
    await runNewShiftAlerts(t, later(start, 10));
    const sent = await messagesTo(person);
    expect(sent.emails.map((email) => email.subject)).toEqual([
      'A new shift near you on Chairside',
      'A new shift near you on Chairside',
    ]);
  });

  it('sends a closed window once when two ticks race', async () => {
    const { person, place, start } = await hygienistNearPractice();
    await postAfter(place, start, [0, 1, 2]);
    const at = later(start, 11);
    await Promise.all([runNewShiftAlerts(t, at), runNewShiftAlerts(t, at)]);
    await runNewShiftAlerts(t, later(at, 1));
    expect(await sentCounts(person)).toEqual([2, 2]);
  });
});

describe('new-shift texts are capped at 3 a local day', () => {
  it('does not send the 4th text of a day, but its email, and texts again the next local day', async () => {
    const { person, place, start } = await hygienistNearPractice();
    await postAfter(place, start, [0, 60, 120, 180]);
    expect(await sentCounts(person)).toEqual([4, 3]);
    await postAt(place, later(start, 15 * 60 + 30));
    expect(await sentCounts(person)).toEqual([5, 4]);
  });

  it('counts a batched text against the cap', async () => {
    const { person, place, start } = await hygienistNearPractice();
    await postAfter(place, start, [0, 1]);
    await runNewShiftAlerts(t, later(start, 10));
    await postAfter(place, start, [60, 120]);
    expect(await sentCounts(person)).toEqual([4, 3]);
  });
});

describe('the daily digest of new shifts', () => {
  it('sends no instant email or text, one digest at 7:00 local with only the shifts still open, and only once', async () => {
    const { person, place, start } = await hygienistNearPractice('daily');
    const [open, filled] = await postAfter(place, start, [0, 90]);
    expect(await noticesOf(person.id)).toHaveLength(2);
    expect(await messagesTo(person)).toEqual({ emails: [], texts: [] });
    await makeRequest(t.db, {
      shiftId: filled.id,
      employeeId: place.manager.id,
      status: 'Confirmed',
    });

    const sevenTomorrow = nextDigestAt(start, ZONE);
    await runNewShiftAlerts(t, later(sevenTomorrow, -1));
    expect(await messagesTo(person)).toEqual({ emails: [], texts: [] });
    await runNewShiftAlerts(t, sevenTomorrow);
    await runNewShiftAlerts(t, later(sevenTomorrow, 1));
    const sent = await messagesTo(person);
    expect(sent.texts).toEqual([]);
    expect(sent.emails.map((email) => email.subject)).toEqual([
      'Your daily new shifts on Chairside',
    ]);
    expect(sent.emails[0].body).toContain(`/dashboard/shifts/${open.id}`);
    expect(sent.emails[0].body).not.toContain(`/dashboard/shifts/${filled.id}`);
    // Its sender adds the new-shift group's unsubscribe link and headers.
    expect(sent.emails[0].group).toBe('newShifts');
  });

  it('sends nothing at 7:00 when no shift posted since is still open', async () => {
    const { person, place, start } = await hygienistNearPractice('daily');
    const gone = await postAt(place, start);
    await t.db.delete(shifts).where(eq(shifts.id, gone.id));
    await runNewShiftAlerts(t, nextDigestAt(start, ZONE));
    expect(await messagesTo(person)).toEqual({ emails: [], texts: [] });
  });
});
