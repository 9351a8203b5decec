import { SHIFT_MESSAGES, weekStartOf, zonedLocalToInstant } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import type { ActorKey } from '../support/admin-world.ts';
import { makeLocation } from '../support/factories.ts';
import { addDays } from '../support/report-world.ts';
import {
  freshMember,
  localDayFromNow,
  localFromNow,
  makeRequest,
  makeShift,
} from '../support/shift-world.ts';
import { queryRows } from '../support/sql.ts';
import { rewindThrottles } from '../support/throttles.ts';

/**
 * Issue #23 §9: a 366-shift series held the database for everyone. Each organization may post
 * SHIFT_POSTS_PER_HOUR shifts an hour, every way of posting counted; a posting past it is
 * refused whole, before any shift is written, with 429 and a clear message. Here the budget is
 * 10 an hour; time passes by rewinding the counted postings, with no sleep.
 */
const BUDGET = 10;
const { t, world, post } = adminWorldForFile({ shiftPostsPerHour: BUDGET });
const ZONE = 'America/Chicago';
const HOUR_SECONDS = 60 * 60;

/** A new hour for every test: the postings of the ones before no longer count. */
beforeEach(() => rewindThrottles(t, HOUR_SECONDS + 1, 'shift-posts:'));

const freshLocation = (organization: 'a' | 'b' = 'a') =>
  makeLocation(t.db, world[organization].organization.id, { timezone: ZONE }).then(
    (location) => location.id,
  );

let day = 20;
const shiftAt = (locationId: number) => ({
  locationId,
  date: localFromNow((day += 1), '09:00', ZONE),
  position: 'Hygienist',
  totalMinutes: 480,
  lunchMinutes: 30,
});
const postSingle = (locationId: number, actor: ActorKey = 'managerA') =>
  post(actor, '/api/shifts', shiftAt(locationId));
/** A series of `count` daily shifts from a day of its own. */
function postSeries(locationId: number, count: number, actor: ActorKey = 'managerA') {
  const shift = shiftAt(locationId);
  day += count;
  return post(actor, '/api/shifts/series', {
    shift,
    repeat: { kind: 'weekly', weekdays: [0, 1, 2, 3, 4, 5, 6], count },
  });
}

async function shiftsAt(locationId: number) {
  const [row] = await queryRows<{ count: number }>(
    t.db,
    sql`select count(*)::int as count from shifts where location_id = ${locationId}`,
  );
  return row.count;
}

describe('an organization posts at most SHIFT_POSTS_PER_HOUR shifts an hour (issue #23 §9)', () => {
  it('a single shift past the budget answers 429 with the message and Retry-After, and posts nothing', async () => {
    const locationId = await freshLocation();
    for (let n = 0; n < BUDGET; n += 1) expect((await postSingle(locationId)).statusCode).toBe(201);
    const refused = await postSingle(locationId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: SHIFT_MESSAGES.postingBudgetReached(BUDGET, BUDGET, '60 minutes'),
    });
    expect(refused.json().message).toBe(
      'Your organization has posted 10 shifts in the last hour and may post 10 an hour: these shifts would go past that. Please try again in 60 minutes, or post fewer shifts at once.',
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(HOUR_SECONDS - 60);
    expect(retryAfter).toBeLessThanOrEqual(HOUR_SECONDS);
    expect(await shiftsAt(locationId)).toBe(BUDGET);
  });

  it('a series counts every shift it posts: 8 after 5 is refused whole, 5 fits exactly', async () => {
    const locationId = await freshLocation();
    expect((await postSeries(locationId, 5)).statusCode).toBe(201);
    const refused = await postSeries(locationId, 8);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Your organization has posted 5 shifts in the last hour/,
    );
    expect(await shiftsAt(locationId)).toBe(5);
    expect((await postSeries(locationId, 5)).statusCode).toBe(201);
    expect(await shiftsAt(locationId)).toBe(10);
    expect((await postSingle(locationId)).statusCode).toBe(429);
  });

  it('a posting larger than the whole budget is refused with a message of its own', async () => {
    const locationId = await freshLocation();
    const refused = await postSeries(locationId, BUDGET + 1);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: SHIFT_MESSAGES.postingBudgetTooSmall(BUDGET) });
    expect(await shiftsAt(locationId)).toBe(0);
  });

  it('copying a week counts every copy', async () => {
    const locationId = await freshLocation();
    const from = weekStartOf(localDayFromNow(200, ZONE));
    for (const weekday of [1, 2, 3]) {
      await makeShift(t.db, {
        locationId,
        local: `${addDays(from, weekday)}T09:00`,
        timezone: ZONE,
      });
    }
    const body = { fromWeekStart: from, toWeekStart: addDays(from, 7), locationId };
    expect((await postSeries(await freshLocation(), 8)).statusCode).toBe(201);
    const refused = await post('managerA', '/api/shifts/copy-week', body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Your organization has posted 8 shifts/);
    expect(await shiftsAt(locationId)).toBe(3);

    await rewindThrottles(t, HOUR_SECONDS + 1, 'shift-posts:');
    expect((await post('managerA', '/api/shifts/copy-week', body)).statusCode).toBe(201);
    expect(await shiftsAt(locationId)).toBe(6);
  });

  it('posting uncovered hours counts each open shift', async () => {
    const locationId = await freshLocation();
    const date = localDayFromNow(150, ZONE);
    const shift = await makeShift(t.db, {
      locationId,
      local: `${date}T08:00`,
      timezone: ZONE,
      totalMinutes: 510,
      lunchMinutes: 30,
    });
    const person = await freshMember(t, world.a.organization.id);
    await makeRequest(t.db, {
      shiftId: shift.id,
      employeeId: person.id,
      status: 'Confirmed',
      startTime: zonedLocalToInstant(`${date}T10:00`, ZONE),
      endTime: zonedLocalToInstant(`${date}T14:30`, ZONE),
    });
    expect((await postSeries(await freshLocation(), 9)).statusCode).toBe(201);
    const refused = await post('managerA', `/api/shifts/${shift.id}/uncovered-hours`);
    expect(refused.statusCode).toBe(429);
    expect(await shiftsAt(locationId)).toBe(1);

    await rewindThrottles(t, HOUR_SECONDS + 1, 'shift-posts:');
    expect((await post('managerA', `/api/shifts/${shift.id}/uncovered-hours`)).statusCode).toBe(
      201,
    );
    expect(await shiftsAt(locationId)).toBe(3);
  });

  it('the hour slides: postings older than an hour stop counting', async () => {
    const locationId = await freshLocation();
    expect((await postSeries(locationId, BUDGET)).statusCode).toBe(201);
    await rewindThrottles(t, HOUR_SECONDS - 60, 'shift-posts:');
    expect((await postSingle(locationId)).statusCode).toBe(429);
    await rewindThrottles(t, 61, 'shift-posts:');
    expect((await postSingle(locationId)).statusCode).toBe(201);
  });

  it("one organization's budget is its own: another organization posts while the first is refused", async () => {
    const locationA = await freshLocation('a');
    expect((await postSeries(locationA, BUDGET)).statusCode).toBe(201);
    expect((await postSingle(locationA)).statusCode).toBe(429);
    expect((await postSingle(world.b.locations[0].id, 'managerB')).statusCode).toBe(201);
  });

  it('simultaneous postings cannot together go past the budget', async () => {
    const locations = await Promise.all(Array.from({ length: 5 }, () => freshLocation()));
    const answers = await Promise.all(locations.map((locationId) => postSeries(locationId, 3)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const posted = await Promise.all(locations.map(shiftsAt));
    expect(posted.reduce((sum, count) => sum + count, 0)).toBe(9);
  });
});
