import {
  addMinutesToLocal,
  localClockOf,
  shiftEnd,
  TIMEZONE_VALUES,
  utcOffsetMinutes,
  zonedLocalToInstant,
  type ReportRow,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shifts } from '../../src/db/schema.ts';
import { shiftTimes } from '../../src/modules/shifts/shift-times.ts';
import { adminWorldForFile, locationOfAForFile } from '../support/admin-file.ts';
import { callsAs } from '../support/app.ts';
import { expectNothingStored } from '../support/admin-world.ts';
import { makeLocation } from '../support/factories.ts';
import { freshMember, makeRequest, makeShift, messagesOf } from '../support/shift-world.ts';
import { nextOffsetChange } from '../support/report-world.ts';
import { queryRows } from '../support/sql.ts';

const ZONE = 'America/New_York';
const HOUR = 3_600_000;

const file = adminWorldForFile();
const { t, world, get, post: postAs } = file;
const location = locationOfAForFile(file, { name: 'Newark Harbor', timezone: ZONE });

const spring = () => nextOffsetChange(ZONE, 'forward');
const fall = () => nextOffsetChange(ZONE, 'back');

const post = (date: string, totalMinutes = 480) =>
  postAs('managerA', '/api/shifts', {
    locationId: location.id,
    date,
    position: 'Hygienist',
    totalMinutes,
    lunchMinutes: 60,
  });

async function storedEnd(id: number): Promise<Date> {
  const [row] = await queryRows<{ ends_at: Date }>(
    t.db,
    sql`select ends_at from shifts where id = ${id}`,
  );
  return new Date(row.ends_at);
}

async function reportRow(id: number, day: string) {
  const response = await get(
    'managerA',
    `/api/reports/shifts?startDate=${day}&endDate=${day}&locationId=${location.id}`,
  );
  return response.json<ReportRow[]>().find((row) => row.id === id);
}

const SKIPPED =
  'This time does not exist on that day: clocks skip from 2:00 AM to 3:00 AM for daylight saving time.';

describe('impossible local times are refused, not moved (trust #11 item 13)', () => {
  it('refuses a start at 2:30 AM on the spring-forward day with the skipped stretch (400), storing nothing', async () => {
    const response = await expectNothingStored(t.db, 'shifts', 400, () =>
      post(`${spring().day}T02:30`),
    );
    expect(messagesOf(response)).toEqual([`${SKIPPED} Choose another start time.`]);
  });

  it('refuses a shift whose wall-clock end falls at 2:30 AM on that day (400)', async () => {
    const response = await post(`${spring().dayBefore}T20:30`, 360);
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([`${SKIPPED} Choose another end time.`]);
  });

  it('takes 3:00 AM, the first time the clocks show after the jump', async () => {
    const response = await post(`${spring().day}T03:00`);
    expect(response.statusCode).toBe(201);
    expect(localClockOf(response.json().date, ZONE)).toBe('03:00');
  });
});

describe('the end across a DST change is the wall-clock end: start plus totalMinutes on the clock (trust #11 item 13)', () => {
  it.each<[string, number, string, string, typeof spring]>([
    ['spring-forward', 7, '6h 0m', '7h 0m', spring],
    ['fall-back', 9, '8h 0m', '9h 0m', fall],
  ])(
    'ends 22:00 + 480 minutes across %s at 6:00 AM local, %i hours later, and reports %s worked of %s',
    async (_change, hours, working, total, change) => {
      const response = await post(`${change().dayBefore}T22:00`, 480);
      expect(response.statusCode).toBe(201);
      const shift = response.json();
      const end = await storedEnd(shift.id);
      expect(localClockOf(end, ZONE)).toBe('06:00');
      expect(end.getTime() - Date.parse(shift.date)).toBe(hours * HOUR);
      expect(end).toEqual(shiftEnd(shift.date, 480, ZONE));
      expect(await reportRow(shift.id, change().dayBefore)).toMatchObject({
        startTime: '10:00 PM',
        endTime: '6:00 AM',
        lunchDuration: '1h 0m',
        workingDuration: working,
        duration: total,
      });
    },
  );

  it('keeps a person confirmed 22:00-6:00 across fall-back busy until 6:00 AM local (DESIGN §8 overlap)', async () => {
    const { dayBefore, day } = fall();
    const person = await freshMember(t, world.a.organization.id);
    const night = await makeShift(t.db, { locationId: location.id, local: `${dayBefore}T22:00` });
    await makeRequest(t.db, { shiftId: night.id, employeeId: person.id, status: 'Confirmed' });
    // 5:30 AM is after 22:00 plus 8 elapsed hours (5:00 AM), but before the 6:00 AM end.
    const early = await makeShift(t.db, {
      locationId: location.id,
      local: `${day}T05:30`,
      totalMinutes: 120,
    });
    const response = await postAs('managerA', `/api/shifts/${early.id}/requests/assign-user`, {
      userId: person.id,
    });
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual([
      'This person is already confirmed for a shift at that time',
    ]);
  });

  it('takes a part request up to 6:00 AM local on that night shift, inside the shift', async () => {
    const { dayBefore, day } = fall();
    const night = await makeShift(t.db, { locationId: location.id, local: `${dayBefore}T22:00` });
    const person = await freshMember(t, world.a.organization.id);
    const response = await callsAs(t.app, person.token).post(`/api/shifts/${night.id}/requests`, {
      startTime: zonedLocalToInstant(`${day}T05:00`, ZONE).toISOString(),
      endTime: zonedLocalToInstant(`${day}T06:00`, ZONE).toISOString(),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('PostgreSQL and the domain agree on every end, repeated hours included (trust #11 item 13)', () => {
  it('stores an end in the repeated fall-back hour at its first occurrence, as shiftEnd does (PostgreSQL alone takes the later)', async () => {
    const { dayBefore, day } = fall();
    // 18:00 plus 450 minutes is 1:30 AM, which the clocks show twice that night.
    const shift = await makeShift(t.db, {
      locationId: location.id,
      local: `${dayBefore}T18:00`,
      totalMinutes: 450,
    });
    const firstOccurrence = zonedLocalToInstant(`${day}T01:30`, ZONE);
    expect(shift.endsAt).toEqual(firstOccurrence);
    expect(shiftEnd(shift.startsAt, 450, ZONE)).toEqual(firstOccurrence);
    const [plain] = await queryRows<{ instant: Date }>(
      t.db,
      sql`select (${`${day} 01:30`}::timestamp at time zone ${ZONE}) as instant`,
    );
    expect(new Date(plain.instant).getTime() - firstOccurrence.getTime()).toBe(HOUR);
  });

  it('agrees with shiftEnd for every half hour around both changes, in every timezone with DST', async () => {
    const sweep = await makeLocation(t.db, world.a.organization.id, { name: 'Sweep' });
    const keepsDst = (timezone: string) =>
      utcOffsetMinutes(Date.parse('2027-01-15T12:00:00Z'), timezone) !==
      utcOffsetMinutes(Date.parse('2027-07-15T12:00:00Z'), timezone);
    const rows = TIMEZONE_VALUES.filter(keepsDst).flatMap((timezone) =>
      (['forward', 'back'] as const).flatMap((direction) => {
        const change = nextOffsetChange(timezone, direction);
        return Array.from({ length: 24 }, (_, step) =>
          addMinutesToLocal(`${change.dayBefore}T20:00`, step * 30),
        ).flatMap((local) =>
          [30, 90, 330, 450, 480].map((totalMinutes) => ({
            locationId: sweep.id,
            ...shiftTimes(local, timezone),
            totalMinutes,
            lunchMinutes: 0,
            position: 'Hygienist' as const,
          })),
        );
      }),
    );
    expect(rows.length).toBeGreaterThan(1000);
    const stored = await t.db.insert(shifts).values(rows).returning({
      startsAt: shifts.startsAt,
      totalMinutes: shifts.totalMinutes,
      timezone: shifts.timezone,
      endsAt: shifts.endsAt,
    });
    const disagreements = stored.filter(
      (row) =>
        row.endsAt.getTime() !== shiftEnd(row.startsAt, row.totalMinutes, row.timezone).getTime(),
    );
    expect(disagreements).toEqual([]);
  });
});
