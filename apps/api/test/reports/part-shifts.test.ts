import { zonedLocalToInstant, type ReportRow } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { shiftWorldForFile } from '../support/shift-file.ts';
import { makeLocation, makeUser } from '../support/factories.ts';
import { parseCsv, reportCsv, reportJson } from '../support/report-world.ts';

const { t, world, makeShift, makeRequest } = shiftWorldForFile();

const TIMEZONE = 'America/Chicago';

/** A request's part-shift instants: `from` to `to` on the local clocks of `day`. */
const partHours = (day: string, from: string, to: string) => ({
  startTime: zonedLocalToInstant(`${day}T${from}`, TIMEZONE),
  endTime: zonedLocalToInstant(`${day}T${to}`, TIMEZONE),
});

/**
 * An 8:00 AM to 4:30 PM shift with a one-hour lunch (#13 item 1), confirmed to a person for
 * only `from` to `to` of it (local clocks of `day`), and the report query of its day.
 */
async function partShiftConfirmed(day: string, name: string, from: string, to: string) {
  const location = await makeLocation(t.db, world.a.organization.id, {
    name: `Part ${name}`,
    timezone: TIMEZONE,
  });
  const person = await makeUser(t.db, { name, organizationId: world.a.organization.id });
  const shift = await makeShift({
    locationId: location.id,
    local: `${day}T08:00`,
    totalMinutes: 510,
    lunchMinutes: 60,
  });
  await makeRequest({
    shiftId: shift.id,
    employeeId: person.id,
    status: 'Confirmed',
    ...partHours(day, from, to),
  });
  return { shift, query: { startDate: day, endDate: day, locationId: location.id } };
}

async function jsonRows(query: Record<string, string | number>) {
  const response = await reportJson(t, world, 'managerA', query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReportRow[]>();
}

async function csvRecords(query: Record<string, string | number>) {
  const response = await reportCsv(t, world, 'managerA', query);
  expect(response.statusCode, response.body).toBe(200);
  return parseCsv(response.body).slice(1);
}

describe('GET /api/reports/shifts(.csv): a part-shift confirmation reports the confirmed hours (#13 item 1)', () => {
  it('part-shift confirmation: the JSON report row and the CSV row show the confirmed hours and their duration', async () => {
    const day = '2031-09-10';
    const { shift, query } = await partShiftConfirmed(day, 'Pat Part', '10:00', '14:30');

    expect(await jsonRows(query)).toEqual([
      expect.objectContaining({
        id: shift.id,
        startTime: '10:00 AM',
        endTime: '2:30 PM',
        // The posted lunch (12:15 PM is the posted shift's middle) falls inside the part.
        lunchDuration: '1h 0m',
        workingDuration: '3h 30m',
        duration: '4h 30m',
        assignedUser: 'Pat Part',
        status: 'Assigned',
      }),
    ]);
    expect(await csvRecords(query)).toEqual([
      [
        day,
        '10:00 AM',
        '2:30 PM',
        '1h 0m',
        '3h 30m',
        '4h 30m',
        'Part Pat Part',
        'Hygienist',
        'Alder Dental',
        'Pat Part',
        'Assigned',
        // Issue #28 §4: no rate shown, W-2, the confirmed part less its lunch, scheduled.
        '',
        'W-2',
        '3h 30m',
        '3.50',
        'Scheduled',
        '',
      ],
    ]);
  });

  it.each([
    ['a morning part, which ends before the middle of the posted shift', '08:00', '12:00', '4h 0m'],
    [
      'an afternoon part, which starts after the middle of the posted shift',
      '13:00',
      '16:30',
      '3h 30m',
    ],
  ])('counts no lunch in %s: working is the whole part', async (_case, from, to, whole) => {
    const { query } = await partShiftConfirmed('2031-09-11', `Lunchless ${from}`, from, to);
    const [row] = await jsonRows(query);
    expect(row).toEqual(
      expect.objectContaining({ lunchDuration: '0h 0m', workingDuration: whole, duration: whole }),
    );
    const [record] = await csvRecords(query);
    expect(record.slice(1, 6)).toEqual([row.startTime, row.endTime, '0h 0m', whole, whole]);
  });

  it('keeps the posted hours for a whole-shift confirmation and for an open shift', async () => {
    const day = '2031-09-12';
    const location = await makeLocation(t.db, world.a.organization.id, { timezone: TIMEZONE });
    const person = await makeUser(t.db, {
      name: 'Wendy Whole',
      organizationId: world.a.organization.id,
    });
    const whole = await makeShift({
      locationId: location.id,
      local: `${day}T08:00`,
      totalMinutes: 510,
    });
    await makeRequest({ shiftId: whole.id, employeeId: person.id, status: 'Confirmed' });
    const open = await makeShift({
      locationId: location.id,
      local: `${day}T09:00`,
      totalMinutes: 510,
    });
    // A part-shift request that is not confirmed does not change the posted hours.
    await makeRequest({
      shiftId: open.id,
      employeeId: person.id,
      status: 'Offered',
      ...partHours(day, '10:00', '12:00'),
    });

    const rows = await jsonRows({ startDate: day, endDate: day, locationId: location.id });
    const posted = { lunchDuration: '1h 0m', workingDuration: '7h 30m', duration: '8h 30m' };
    expect(rows).toEqual([
      expect.objectContaining({
        id: whole.id,
        startTime: '8:00 AM',
        endTime: '4:30 PM',
        ...posted,
      }),
      expect.objectContaining({ id: open.id, startTime: '9:00 AM', endTime: '5:30 PM', ...posted }),
    ]);
  });
});
