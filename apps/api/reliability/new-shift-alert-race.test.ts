import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { newShiftAlerts, notifications, outbox, shiftFanoutJobs } from '../src/db/schema.ts';
import { runNewShiftAlerts } from '../src/modules/shifts/new-shift-alert-batches.ts';
import { drainFanout, queueNewShiftAlerts } from '../src/modules/shifts/new-shift-alerts.ts';
import { testConfig } from '../test/support/app.ts';
import { makeLocation, makeOrganization, makeUser } from '../test/support/factories.ts';
import { localFromNow, makeShift } from '../test/support/shift-world.ts';
import { createScratchDatabase, openScratchDatabase } from './support/scratch-database.ts';

/**
 * Issue #14 §2: instances tick the new-shift alert worker together on one PostgreSQL database;
 * each closed batching window is claimed (SKIP LOCKED) and sent by one of them only. Issue #24 §2:
 * instances drain the fan-out jobs together; each person is alerted once per shift.
 */
let first: DatabaseHandle;
let second: DatabaseHandle;

beforeAll(async () => {
  const url = await createScratchDatabase('chairside_reliability_new_shift_alerts');
  first = openScratchDatabase(url);
  await first.migrate();
  second = openScratchDatabase(url);
});

afterAll(async () => {
  await first?.close();
  await second?.close();
});

describe('new-shift alert ticks racing on two connection pools', () => {
  it('sends each closed window once', async () => {
    const db = first.db;
    const organization = await makeOrganization(db);
    const location = await makeLocation(db, organization.id);
    const now = new Date();
    const people = await Promise.all(
      Array.from({ length: 20 }, () => makeUser(db, { jobTitle: 'Hygienist' })),
    );
    for (const person of people) {
      for (const days of [20, 21]) {
        const shift = await makeShift(db, { locationId: location.id, local: localFromNow(days) });
        await db
          .insert(newShiftAlerts)
          .values({ userId: person.id, shiftId: shift.id, kind: 'instant', dueAt: now });
      }
    }
    const config = testConfig();
    await Promise.all(
      [first, second, first, second].map((handle) =>
        runNewShiftAlerts({ db: handle.db, config }, now),
      ),
    );
    const emails = await db.select().from(outbox).where(eq(outbox.channel, 'email'));
    expect(emails.map((email) => email.recipient).sort()).toEqual(
      people.map((person) => person.email.toLowerCase()).sort(),
    );
  });
});

describe('fan-out workers racing on two connection pools', () => {
  it('alerts each person once per posting and records each shift, a slice at a time', async () => {
    const db = first.db;
    const organization = await makeOrganization(db);
    const location = await makeLocation(db, organization.id);
    const manager = await makeUser(db, { position: 'manager', organizationId: organization.id });
    const people = await Promise.all(
      Array.from({ length: 12 }, () =>
        makeUser(db, { jobTitle: 'Hygienist', organizationId: organization.id }),
      ),
    );
    const shifts = await Promise.all(
      [30, 31, 32].map((days) =>
        makeShift(db, { locationId: location.id, local: localFromNow(days) }),
      ),
    );
    // Two postings: a repeat of two dates, then one shift (issue #26 §7).
    const postings = [shifts.slice(0, 2), shifts.slice(2)];
    for (const posting of postings) {
      await db.transaction((tx) =>
        queueNewShiftAlerts(tx, {
          shiftIds: posting.map((shift) => shift.id),
          posterId: manager.id,
        }),
      );
    }
    const config = testConfig();
    await Promise.all(
      [first, second, first, second].map((handle) => drainFanout({ db: handle.db, config }, 5)),
    );
    const notices = await db
      .select({ userId: notifications.userId, shiftId: notifications.shiftId })
      .from(notifications)
      .where(eq(notifications.type, 'new_shift'));
    const pairs = (ids: number[]) =>
      ids.flatMap((id) => people.map((person) => `${person.id}:${id}`));
    const firsts = postings.map(([shift]) => shift.id);
    expect(notices.map((notice) => `${notice.userId}:${notice.shiftId}`).sort()).toEqual(
      pairs(firsts).sort(),
    );
    const alerts = await db
      .select({ userId: newShiftAlerts.userId, shiftId: newShiftAlerts.shiftId })
      .from(newShiftAlerts)
      .where(
        inArray(
          newShiftAlerts.shiftId,
          shifts.map((shift) => shift.id),
        ),
      );
    expect(alerts.map((alert) => `${alert.userId}:${alert.shiftId}`).sort()).toEqual(
      pairs(shifts.map((shift) => shift.id)).sort(),
    );
    expect(await db.select().from(shiftFanoutJobs)).toEqual([]);
  });
});
