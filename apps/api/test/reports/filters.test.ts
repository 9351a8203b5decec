import type { ReportRow } from '@chairside/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import type { ActorKey } from '../support/admin-world.ts';
import { makeUser } from '../support/factories.ts';
import { addDays, reportCsv, reportJson, type ReportQueryInput } from '../support/report-world.ts';
import { makeRequest, makeShift, messagesOf, type Shift } from '../support/shift-world.ts';

const { t, world } = adminWorldForFile();

/** The range under test is D..D+1 (local dates); shifts on D-1 and D+2 lie just outside. */
const D = '2031-07-10';
const D1 = addDays(D, 1);
const range = { startDate: D, endDate: D1 };

let s: Record<'before' | 'a1' | 'a2' | 'a3' | 'a4' | 'after' | 'b1' | 'b2', Shift>;
let otherEmployee: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  const [a1, a2] = world.a.locations;
  const [b1, b2] = world.b.locations;
  otherEmployee = await makeUser(t.db, {
    name: 'Olga Other',
    email: 'olga@alder.test',
    organizationId: world.a.organization.id,
  });
  s = {
    before: await makeShift(t.db, { locationId: a1.id, local: `${addDays(D, -1)}T09:00` }),
    // Confirmed: Eddie Ayala (employee of A).
    a1: await makeShift(t.db, { locationId: a1.id, local: `${D}T09:00` }),
    // 23:00 in Chicago on D is 04:00 or 05:00 UTC on D+1: by local date it belongs to D.
    a2: await makeShift(t.db, { locationId: a2.id, local: `${D}T23:00`, totalMinutes: 60 }),
    // Confirmed: Olga Other.
    a3: await makeShift(t.db, { locationId: a1.id, local: `${D1}T07:00` }),
    // Only requested by Eddie (and offered to Olga): not assigned.
    a4: await makeShift(t.db, { locationId: a2.id, local: `${D1}T12:00` }),
    after: await makeShift(t.db, { locationId: a1.id, local: `${addDays(D, 2)}T09:00` }),
    // Confirmed: Evan Burke (employee of B).
    b1: await makeShift(t.db, { locationId: b1.id, local: `${D}T10:00` }),
    b2: await makeShift(t.db, { locationId: b2.id, local: `${D1}T10:00` }),
  };
  await makeRequest(t.db, {
    shiftId: s.a1.id,
    employeeId: world.a.employee.id,
    status: 'Confirmed',
  });
  await makeRequest(t.db, { shiftId: s.a3.id, employeeId: otherEmployee.id, status: 'Confirmed' });
  await makeRequest(t.db, { shiftId: s.a4.id, employeeId: world.a.employee.id });
  await makeRequest(t.db, { shiftId: s.a4.id, employeeId: otherEmployee.id, status: 'Offered' });
  await makeRequest(t.db, {
    shiftId: s.b1.id,
    employeeId: world.b.employee.id,
    status: 'Confirmed',
  });
  await makeRequest(t.db, {
    shiftId: s.before.id,
    employeeId: world.a.employee.id,
    status: 'Confirmed',
  });
  await makeRequest(t.db, {
    shiftId: s.after.id,
    employeeId: world.a.employee.id,
    status: 'Confirmed',
  });
});

async function ids(actor: ActorKey, query: ReportQueryInput) {
  const response = await reportJson(t, world, actor, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReportRow[]>().map((row) => row.id);
}

describe('GET /api/reports/shifts: date range', () => {
  it('includes both ends of the range and nothing outside it', async () => {
    expect(await ids('managerA', range)).toEqual([s.a1.id, s.a2.id, s.a3.id, s.a4.id]);
  });

  it('compares the shift’s local date: 23:00 in Chicago on D is in D’s report and not in D+1’s', async () => {
    // The UTC date of that shift really is D+1.
    expect(s.a2.startsAt.toISOString().slice(0, 10)).toBe(D1);
    expect(await ids('managerA', { startDate: D, endDate: D })).toEqual([s.a1.id, s.a2.id]);
    expect(await ids('managerA', { startDate: D1, endDate: D1 })).toEqual([s.a3.id, s.a4.id]);
  });

  it.each<[string, ReportQueryInput]>([
    [
      'UTC instants at the ends of the days',
      {
        startDate: `${D}T00:00:00.000Z`,
        endDate: `${D1}T23:59:59.999Z`,
      },
    ],
    [
      'instants with offsets that fall on other UTC dates',
      {
        startDate: `${D}T20:00:00-10:00`,
        endDate: `${D1}T01:00:00-05:00`,
      },
    ],
  ])('accepts ISO %s and uses their date part', async (_case, query) => {
    expect(await ids('managerA', query)).toEqual([s.a1.id, s.a2.id, s.a3.id, s.a4.id]);
  });

  it('accepts an instant whose UTC date is the next day as the end: D (at 23:30 in Honolulu) ends at D', async () => {
    expect(await ids('managerA', { startDate: D, endDate: `${D}T23:30:00-10:00` })).toEqual([
      s.a1.id,
      s.a2.id,
    ]);
  });

  it('accepts February 29 of a leap year', async () => {
    expect(await ids('managerA', { startDate: '2032-02-29', endDate: '2032-02-29' })).toEqual([]);
  });

  it('accepts a one-day range and a range of two years', async () => {
    expect(await ids('managerA', { startDate: D1, endDate: D1 })).toEqual([s.a3.id, s.a4.id]);
    expect(await ids('managerA', { startDate: '2030-01-01', endDate: '2031-12-31' })).toEqual([
      s.before.id,
      s.a1.id,
      s.a2.id,
      s.a3.id,
      s.a4.id,
      s.after.id,
    ]);
  });
});

describe('GET /api/reports/shifts: status, location, organization and assigned user', () => {
  it.each<[string, string | undefined, Array<'a1' | 'a2' | 'a3' | 'a4'>]>([
    ['no status (All)', undefined, ['a1', 'a2', 'a3', 'a4']],
    ['All', 'All', ['a1', 'a2', 'a3', 'a4']],
    ['Assigned (a confirmed person)', 'Assigned', ['a1', 'a3']],
    ['Unassigned (requested and offered shifts included)', 'Unassigned', ['a2', 'a4']],
  ])('status filter %s answers exactly its shifts', async (_case, status, expected) => {
    expect(await ids('managerA', { ...range, status })).toEqual(expected.map((key) => s[key].id));
    const response = await reportJson(t, world, 'managerA', { ...range, status });
    const statuses = new Set(response.json<ReportRow[]>().map((row) => row.status));
    if (status === 'Assigned') expect(statuses).toEqual(new Set(['Assigned']));
    if (status === 'Unassigned') expect(statuses).toEqual(new Set(['Unassigned']));
  });

  it('locationId narrows to that location', async () => {
    const [first, second] = world.a.locations;
    expect(await ids('managerA', { ...range, locationId: first.id })).toEqual([s.a1.id, s.a3.id]);
    expect(await ids('managerA', { ...range, locationId: second.id })).toEqual([s.a2.id, s.a4.id]);
  });

  it('organizationId narrows the platform admin’s report to one organization', async () => {
    expect(await ids('platformAdmin', range)).toEqual([
      s.a1.id,
      s.b1.id,
      s.a2.id,
      s.a3.id,
      s.b2.id,
      s.a4.id,
    ]);
    expect(
      await ids('platformAdmin', { ...range, organizationId: world.a.organization.id }),
    ).toEqual([s.a1.id, s.a2.id, s.a3.id, s.a4.id]);
    expect(
      await ids('platformAdmin', { ...range, organizationId: world.b.organization.id }),
    ).toEqual([s.b1.id, s.b2.id]);
  });

  it('assignedUser keeps the shifts that person is confirmed on, not those they only requested', async () => {
    expect(await ids('managerA', { ...range, assignedUser: world.a.employee.id })).toEqual([
      s.a1.id,
    ]);
    expect(await ids('managerA', { ...range, assignedUser: otherEmployee.id })).toEqual([s.a3.id]);
    expect(await ids('platformAdmin', { ...range, assignedUser: world.b.employee.id })).toEqual([
      s.b1.id,
    ]);
    const response = await reportJson(t, world, 'managerA', {
      ...range,
      assignedUser: world.a.employee.id,
    });
    expect(response.json<ReportRow[]>()[0].assignedUser).toBe('Eddie Ayala');
  });

  it('combines the filters: location, status and assigned user all apply', async () => {
    const [first, second] = world.a.locations;
    const query = { ...range, status: 'Assigned', assignedUser: world.a.employee.id };
    expect(await ids('managerA', { ...query, locationId: first.id })).toEqual([s.a1.id]);
    expect(await ids('managerA', { ...query, locationId: second.id })).toEqual([]);
    expect(
      await ids('managerA', { ...range, status: 'Unassigned', assignedUser: world.a.employee.id }),
    ).toEqual([]);
  });
});

describe('GET /api/reports/shifts and shifts.csv: bad input answers 400 JSON', () => {
  it.each<[string, ReportQueryInput, string[]]>([
    [
      'an end before the start',
      { startDate: D1, endDate: D },
      ['End date must be on or after the start date'],
    ],
    [
      'an end instant whose date is before the start',
      { startDate: `${D1}T00:00:00.000Z`, endDate: `${D}T23:59:59.999Z` },
      ['End date must be on or after the start date'],
    ],
    ['no start date', { endDate: D }, ['Start date is required']],
    ['an empty start date', { startDate: '', endDate: D }, ['Start date is required']],
    ['no end date', { startDate: D }, ['End date is required']],
    ['no dates at all', {}, ['Start date is required', 'End date is required']],
    [
      'a range over two years',
      { startDate: '2029-01-01', endDate: '2031-07-01' },
      ['A report covers at most two years'],
    ],
    // A malformed date is reported as that date missing, and alone (no range message).
    [
      'a start date that is not a date',
      { startDate: 'July 10', endDate: D },
      ['Start date is required'],
    ],
    [
      'an end date that is not a date',
      { startDate: D, endDate: '10/07/2031' },
      ['End date is required'],
    ],
    ['month 13', { startDate: '2031-12-01', endDate: '2031-13-02' }, ['End date is required']],
    [
      'a day the calendar lacks (February 30)',
      { startDate: '2031-02-01', endDate: '2031-02-30' },
      ['End date is required'],
    ],
    [
      'a day the calendar lacks (April 31)',
      { startDate: '2031-04-31', endDate: '2031-05-01' },
      ['Start date is required'],
    ],
    [
      'February 29 of a common year',
      { startDate: '2031-02-29', endDate: '2031-03-01' },
      ['Start date is required'],
    ],
    [
      'a status that is not All, Assigned or Unassigned',
      { ...range, status: 'Pending' },
      ['Status must be All, Assigned or Unassigned'],
    ],
    [
      'a status in the wrong case',
      { ...range, status: 'assigned' },
      ['Status must be All, Assigned or Unassigned'],
    ],
  ])('refuses %s with its message', async (_case, query, expected) => {
    for (const call of [reportJson, reportCsv]) {
      const response = await call(t, world, 'managerA', query);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect([...messagesOf(response)].sort()).toEqual([...expected].sort());
    }
  });

  it.each<[string, ReportQueryInput]>([
    ['a location id that is not a number', { ...range, locationId: 'north' }],
    ['a negative organization id', { ...range, organizationId: '-3' }],
    ['a fractional assigned user', { ...range, assignedUser: '1.5' }],
    ['an id beyond the integer range', { ...range, locationId: '99999999999' }],
  ])('refuses %s with 400 (never 500)', async (_case, query) => {
    for (const call of [reportJson, reportCsv]) {
      const response = await call(t, world, 'platformAdmin', query);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      const messages = messagesOf(response);
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) expect(message).toEqual(expect.any(String));
    }
  });
});
