import type { ReportRow } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { shiftWorldForFile } from '../support/shift-file.ts';
import { makeLocation, makeOrganization, makeUser } from '../support/factories.ts';
import {
  addDays,
  lastDayOf,
  nextOffsetChange,
  REPORT_ROW_KEYS,
  reportJson,
  type ReportQueryInput,
} from '../support/report-world.ts';

const { t, world, makeShift, makeRequest } = shiftWorldForFile();

async function rowsOf(query: ReportQueryInput, actor: 'managerA' | 'platformAdmin' = 'managerA') {
  const response = await reportJson(t, world, actor, query);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  return response.json<ReportRow[]>();
}

describe('GET /api/reports/shifts: one row per shift (SPEC §3)', () => {
  it('answers exactly the SPEC §3 keys, the shift’s local date, 12-hour local times and Xh Ym durations', async () => {
    const location = await makeLocation(t.db, world.a.organization.id, {
      name: 'Rows Chicago',
      timezone: 'America/Chicago',
    });
    const day = '2031-05-14';
    const shift = await makeShift({
      locationId: location.id,
      local: `${day}T09:00`,
      totalMinutes: 480,
      lunchMinutes: 60,
      position: 'Front Desk',
    });
    const rows = await rowsOf({ startDate: day, endDate: day, locationId: location.id });
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]).sort()).toEqual(REPORT_ROW_KEYS);
    expect(rows[0]).toEqual({
      id: shift.id,
      date: day,
      startTime: '9:00 AM',
      endTime: '5:00 PM',
      workingDuration: '7h 0m',
      lunchDuration: '1h 0m',
      duration: '8h 0m',
      locationName: 'Rows Chicago',
      position: 'Front Desk',
      organizationName: 'Alder Dental',
      assignedUser: null,
      status: 'Unassigned',
      // Issue #28 §4: no rate shown, W-2, nobody to have worked it.
      rateCents: null,
      engagement: 'w2',
      workedMinutes: null,
      workedSource: null,
      amountCents: null,
    });
  });

  it.each<[string, string, number, number, Partial<ReportRow>]>([
    [
      'an afternoon shift with a 45-minute lunch',
      '13:15',
      135,
      45,
      {
        startTime: '1:15 PM',
        endTime: '3:30 PM',
        workingDuration: '1h 30m',
        lunchDuration: '0h 45m',
        duration: '2h 15m',
      },
    ],
    [
      'a shift starting just after midnight, without lunch',
      '00:05',
      50,
      0,
      {
        startTime: '12:05 AM',
        endTime: '12:55 AM',
        workingDuration: '0h 50m',
        lunchDuration: '0h 0m',
        duration: '0h 50m',
      },
    ],
    [
      'a shift starting at noon with a 90-minute lunch',
      '12:00',
      600,
      90,
      {
        startTime: '12:00 PM',
        endTime: '10:00 PM',
        workingDuration: '8h 30m',
        lunchDuration: '1h 30m',
        duration: '10h 0m',
      },
    ],
    [
      'a shift of a whole local day',
      '00:00',
      1439,
      30,
      {
        startTime: '12:00 AM',
        endTime: '11:59 PM',
        workingDuration: '23h 29m',
        lunchDuration: '0h 30m',
        duration: '23h 59m',
      },
    ],
  ])(
    'formats %s: working = total - lunch, times in 12-hour local time',
    async (_case, clock, totalMinutes, lunchMinutes, expected) => {
      const location = await makeLocation(t.db, world.a.organization.id, {
        timezone: 'America/Denver',
      });
      const day = '2031-08-20';
      const shift = await makeShift({
        locationId: location.id,
        local: `${day}T${clock}`,
        totalMinutes,
        lunchMinutes,
      });
      const rows = await rowsOf({ startDate: day, endDate: day, locationId: location.id });
      expect(rows).toEqual([expect.objectContaining({ id: shift.id, date: day, ...expected })]);
    },
  );

  it('names the confirmed person as assignedUser with status Assigned; requested, offered and declined requests leave it Unassigned', async () => {
    const location = await makeLocation(t.db, world.a.organization.id);
    const day = '2031-06-03';
    const people = await Promise.all(
      ['Nora Confirmed', 'Rita Requested', 'Otto Offered', 'Dana Declined'].map((name, index) =>
        makeUser(t.db, {
          name,
          email: `rows.person${index}@alder.test`,
          organizationId: world.a.organization.id,
        }),
      ),
    );
    const [confirmed, requested, offered, declined] = people;
    const filled = await makeShift({ locationId: location.id, local: `${day}T08:00` });
    await makeRequest({ shiftId: filled.id, employeeId: requested.id, declined: true });
    await makeRequest({ shiftId: filled.id, employeeId: confirmed.id, status: 'Confirmed' });
    const open = await makeShift({ locationId: location.id, local: `${day}T10:00` });
    await makeRequest({ shiftId: open.id, employeeId: requested.id });
    await makeRequest({ shiftId: open.id, employeeId: offered.id, status: 'Offered' });
    await makeRequest({
      shiftId: open.id,
      employeeId: declined.id,
      status: 'Offered',
      declined: true,
    });
    const untouched = await makeShift({ locationId: location.id, local: `${day}T12:00` });

    const rows = await rowsOf({ startDate: day, endDate: day, locationId: location.id });
    expect(rows.map((row) => [row.id, row.assignedUser, row.status])).toEqual([
      [filled.id, 'Nora Confirmed', 'Assigned'],
      [open.id, null, 'Unassigned'],
      [untouched.id, null, 'Unassigned'],
    ]);
  });

  it('answers the rows in start order (by instant across timezones, then by id), not insertion order', async () => {
    const organization = await makeOrganization(t.db, { name: 'Order Dental' });
    const chicago = await makeLocation(t.db, organization.id, { timezone: 'America/Chicago' });
    const newYork = await makeLocation(t.db, organization.id, { timezone: 'America/New_York' });
    const day = '2031-03-20';
    const late = await makeShift({
      locationId: chicago.id,
      local: `${addDays(day, 1)}T07:00`,
    });
    const chicagoNine = await makeShift({ locationId: chicago.id, local: `${day}T09:00` });
    // 09:30 in New York is 08:30 in Chicago: earlier, although its wall clock reads later.
    const newYorkNineThirty = await makeShift({
      locationId: newYork.id,
      local: `${day}T09:30`,
    });
    const tieFirst = await makeShift({ locationId: chicago.id, local: `${day}T11:00` });
    const tieSecond = await makeShift({ locationId: chicago.id, local: `${day}T11:00` });
    const early = await makeShift({ locationId: newYork.id, local: `${day}T06:00` });

    const rows = await rowsOf(
      { startDate: day, endDate: addDays(day, 1), organizationId: organization.id },
      'platformAdmin',
    );
    expect(rows.map((row) => row.id)).toEqual([
      early.id,
      newYorkNineThirty.id,
      chicagoNine.id,
      tieFirst.id,
      tieSecond.id,
      late.id,
    ]);
    expect(rows.find((row) => row.id === newYorkNineThirty.id)?.startTime).toBe('9:30 AM');
  });
});

describe('GET /api/reports/shifts: local time across a DST change (DESIGN §8)', () => {
  it('keeps a Los Angeles 09:00-17:00 shift at 9:00 AM / 5:00 PM and 8h on the next DST change day and on the day before', async () => {
    const timezone = 'America/Los_Angeles';
    const change = nextOffsetChange(timezone);
    // The two days really have different offsets (-480 and -420 minutes, either way round).
    expect([change.offsetBefore, change.offsetAfter].sort((x, y) => x - y)).toEqual([-480, -420]);
    const location = await makeLocation(t.db, world.a.organization.id, {
      name: 'Rows Los Angeles',
      timezone,
      latitude: 34.05,
      longitude: -118.24,
    });
    const before = await makeShift({
      locationId: location.id,
      local: `${change.dayBefore}T09:00`,
      totalMinutes: 480,
      lunchMinutes: 30,
    });
    const onChange = await makeShift({
      locationId: location.id,
      local: `${change.day}T09:00`,
      totalMinutes: 480,
      lunchMinutes: 30,
    });
    // The stored instants are 9:00 local under each day's own offset: 23 or 25 hours apart.
    const utcNine = (day: string, offset: number) => {
      const [year, month, date] = day.split('-').map(Number);
      return new Date(Date.UTC(year, month - 1, date, 9) - offset * 60_000).toISOString();
    };
    expect(before.startsAt.toISOString()).toBe(utcNine(change.dayBefore, change.offsetBefore));
    expect(onChange.startsAt.toISOString()).toBe(utcNine(change.day, change.offsetAfter));

    const rows = await rowsOf({
      startDate: change.dayBefore,
      endDate: change.day,
      locationId: location.id,
    });
    const expected = { startTime: '9:00 AM', endTime: '5:00 PM', duration: '8h 0m' };
    expect(rows).toEqual([
      expect.objectContaining({
        id: before.id,
        date: change.dayBefore,
        ...expected,
        workingDuration: '7h 30m',
        lunchDuration: '0h 30m',
      }),
      expect.objectContaining({
        id: onChange.id,
        date: change.day,
        ...expected,
        workingDuration: '7h 30m',
        lunchDuration: '0h 30m',
      }),
    ]);
  });

  it('puts a Honolulu shift at 23:30 local on a month’s last day inside that month’s range, although its UTC date is the next day', async () => {
    const location = await makeLocation(t.db, world.a.organization.id, {
      name: 'Rows Honolulu',
      timezone: 'Pacific/Honolulu',
      latitude: 21.3069,
      longitude: -157.8583,
    });
    const lastDay = lastDayOf(2031, 10);
    const shift = await makeShift({
      locationId: location.id,
      local: `${lastDay}T23:30`,
      totalMinutes: 25,
      lunchMinutes: 0,
    });
    // The UTC instant is on the next day, in the next month: the rule is really under test.
    expect(shift.startsAt.toISOString().slice(0, 10)).toBe('2031-11-01');

    const october = await rowsOf({
      startDate: '2031-10-01',
      endDate: lastDay,
      locationId: location.id,
    });
    expect(october).toEqual([
      expect.objectContaining({
        id: shift.id,
        date: lastDay,
        startTime: '11:30 PM',
        endTime: '11:55 PM',
        duration: '0h 25m',
        workingDuration: '0h 25m',
      }),
    ]);
    const november = await rowsOf({
      startDate: '2031-11-01',
      endDate: '2031-11-30',
      locationId: location.id,
    });
    expect(november).toEqual([]);
  });
});
