import { SHIFT_MESSAGES } from '@chairside/domain';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { sql } from 'drizzle-orm';
import { localFromNow, makeShift, type Shift } from '../support/shift-world.ts';
import { queryRows } from '../support/sql.ts';

/**
 * Issue point 6: Copy Week answered 500 for `toWeekStart` 9999-12-26 (a week reaching year 10000,
 * which an ISO instant's four digits cannot write). Every date any route takes is bounded like
 * Add Shift's, by one domain rule: 'Date must be before the year 9999', and from the year 1000
 * (earlier years the date helpers misread as 19xx).
 */
const { t, world, get, post, patch } = adminWorldForFile();

let shift: Shift;
beforeAll(async () => {
  shift = await makeShift(t.db, { locationId: world.a.locations[0].id, local: localFromNow(20) });
});

/** The shifts and requests as stored: a refused date changes neither. */
const shiftState = () =>
  queryRows(
    t.db,
    sql`select (select json_agg(s order by s.id) from shifts s) as shifts,
               (select json_agg(r order by r.id) from shift_requests r) as requests`,
  );

const SHIFT_PAYLOAD = () => ({
  locationId: world.a.locations[0].id,
  date: localFromNow(30),
  position: 'Hygienist',
  totalMinutes: 480,
  lunchMinutes: 60,
});
const NEXT_SUNDAY = () => {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 14 - day.getUTCDay());
  return day.toISOString().slice(0, 10);
};

/** A route and where it takes a date: `send(day)` puts 'YYYY-MM-DD' `day` in that field. */
const ROUTES: [string, (day: string) => Promise<LightMyRequestResponse>][] = [
  [
    'POST /api/shifts/copy-week/preview toWeekStart',
    (day) =>
      post('managerA', '/api/shifts/copy-week/preview', {
        fromWeekStart: NEXT_SUNDAY(),
        toWeekStart: day,
      }),
  ],
  [
    'POST /api/shifts/copy-week toWeekStart',
    (day) =>
      post('managerA', '/api/shifts/copy-week', { fromWeekStart: NEXT_SUNDAY(), toWeekStart: day }),
  ],
  [
    'POST /api/shifts/copy-week fromWeekStart',
    (day) =>
      post('managerA', '/api/shifts/copy-week', { fromWeekStart: day, toWeekStart: NEXT_SUNDAY() }),
  ],
  [
    'POST /api/shifts date',
    (day) => post('managerA', '/api/shifts', { ...SHIFT_PAYLOAD(), date: `${day}T09:00` }),
  ],
  [
    'PATCH /api/shifts/:shiftId date',
    (day) => patch('managerA', `/api/shifts/${shift.id}`, { date: `${day}T09:00` }),
  ],
  [
    'POST /api/shifts/preview repeat.until',
    (day) =>
      post('managerA', '/api/shifts/preview', {
        shift: SHIFT_PAYLOAD(),
        repeat: { kind: 'weekly', weekdays: [1], until: day },
      }),
  ],
  [
    'POST /api/shifts/series repeat.dates',
    (day) =>
      post('managerA', '/api/shifts/series', {
        shift: SHIFT_PAYLOAD(),
        repeat: { kind: 'dates', dates: [day] },
      }),
  ],
  [
    'POST /api/shifts/series shift.date',
    (day) =>
      post('managerA', '/api/shifts/series', {
        shift: { ...SHIFT_PAYLOAD(), date: `${day}T09:00` },
        repeat: { kind: 'none' },
      }),
  ],
  [
    'POST /api/shifts/:shiftId/requests startTime',
    (day) =>
      post('employeeA', `/api/shifts/${shift.id}/requests`, {
        startTime: `${day}T09:00:00Z`,
        endTime: shift.endsAt.toISOString(),
      }),
  ],
  [
    'GET /api/reports/shifts startDate',
    (day) => get('managerA', `/api/reports/shifts?startDate=${day}&endDate=2031-01-01`),
  ],
  [
    'GET /api/reports/shifts.csv endDate',
    (day) => get('managerA', `/api/reports/shifts.csv?startDate=2031-01-01&endDate=${day}`),
  ],
  [
    'GET /api/shifts year (calendar month, week board grid)',
    (day) => get('managerA', `/api/shifts?year=${day.slice(0, 4)}&month=12&span=grid`),
  ],
];

describe('every route that takes a date refuses years out of 1000 to 9998 with 400 and the message', () => {
  describe.each(ROUTES)('%s', (_route, send) => {
    it.each([
      // A Sunday: the week from it ends in year 10000 (Copy Week answered 500).
      ['9999-12-26', SHIFT_MESSAGES.dateTooLate],
      ['9999-01-03', SHIFT_MESSAGES.dateTooLate],
      ['0999-12-29', SHIFT_MESSAGES.dateTooEarly],
    ])('%s: %s, and changes nothing', async (day, message) => {
      const before = await shiftState();
      const response = await send(day);
      expect(response.statusCode, response.body).toBe(400);
      expect([response.json<{ message: string | string[] }>().message].flat()).toContain(message);
      expect(await shiftState()).toEqual(before);
    });
  });
});

describe('the last week years can write is still taken', () => {
  it('previews a copy of a week into the last week of 9998 (no 500)', async () => {
    const response = await post('managerA', '/api/shifts/copy-week/preview', {
      fromWeekStart: NEXT_SUNDAY(),
      toWeekStart: '9998-12-27',
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('answers the calendar grid of December 9998 (no 500)', async () => {
    const response = await get('managerA', '/api/shifts?year=9998&month=12&span=grid');
    expect(response.statusCode, response.body).toBe(200);
  });
});
