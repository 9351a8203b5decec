import { zonedLocalToInstant, type PayrollLine, type ReportRow } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { timesheets } from '../../src/db/schema.ts';
import { makeLocation, makeUser } from '../support/factories.ts';
import { parseCsv, reportAt } from '../support/report-world.ts';
import { shiftWorldForFile } from '../support/shift-file.ts';

const { t, world, makeShift, makeRequest } = shiftWorldForFile();

const TIMEZONE = 'America/Los_Angeles';
const at = (local: string) => zonedLocalToInstant(local, TIMEZONE);
const payroll = reportAt('/api/reports/payroll');
const payrollCsv = reportAt('/api/reports/payroll.csv');
const shiftsJson = reportAt('/api/reports/shifts');
const shiftsCsv = reportAt('/api/reports/shifts.csv');

/**
 * A location of its own in organization A and, on `day`, an 8:00 AM to 4:45 PM Hygienist shift
 * with a one-hour lunch posted at `rate`, confirmed to `person` at `agreed` (or left open).
 */
async function paidShift(options: {
  location: { id: number };
  day: string;
  rate: number | null;
  engagement: 'w2' | '1099';
  person?: { id: number };
  agreed?: number | null;
}) {
  const shift = await makeShift({
    locationId: options.location.id,
    local: `${options.day}T08:00`,
    totalMinutes: 525,
    lunchMinutes: 60,
    hourlyRateCents: options.rate,
    engagement: options.engagement,
    paymentTerms: 'net_7',
  });
  const request = options.person
    ? await makeRequest({
        shiftId: shift.id,
        employeeId: options.person.id,
        status: 'Confirmed',
        agreedRateCents: options.agreed ?? null,
      })
    : null;
  return { shift, request };
}

async function pricedWeek() {
  const location = await makeLocation(t.db, world.a.organization.id, {
    name: `Pay ${Math.random().toString(36).slice(2, 8)}`,
    timezone: TIMEZONE,
  });
  const lucia = await makeUser(t.db, {
    name: 'Lucia Alvarez',
    organizationId: world.a.organization.id,
  });
  const ben = await makeUser(t.db, { name: 'Ben Okafor', organizationId: world.a.organization.id });
  // Approved: 8:00 to 4:45 less 60 minutes, 7h 45m at the agreed $55.00: $426.25.
  const approved = await paidShift({
    location,
    day: '2031-03-03',
    rate: 5250,
    engagement: '1099',
    person: lucia,
    agreed: 5500,
  });
  await t.db.insert(timesheets).values({
    requestId: approved.request!.id,
    status: 'approved',
    startTime: at('2031-03-03T08:00'),
    endTime: at('2031-03-03T16:45'),
    lunchMinutes: 60,
    submittedAt: at('2031-03-03T17:00'),
    approvedAt: at('2031-03-04T09:00'),
    approvedBy: world.a.manager.id,
  });
  // Submitted: 8:00 to 2:00 less 30 minutes, 5h 30m at $55.00: $302.50.
  const submitted = await paidShift({
    location,
    day: '2031-03-04',
    rate: 5250,
    engagement: '1099',
    person: lucia,
    agreed: 5500,
  });
  await t.db.insert(timesheets).values({
    requestId: submitted.request!.id,
    status: 'submitted',
    startTime: at('2031-03-04T08:00'),
    endTime: at('2031-03-04T14:00'),
    lunchMinutes: 30,
    submittedAt: at('2031-03-04T15:00'),
  });
  // Due: the schedule, 7h 45m at the posted $48.00 (none agreed): $372.00, W-2.
  await paidShift({ location, day: '2031-03-05', rate: 4800, engagement: 'w2', person: ben });
  // Nobody confirmed: the posted rate and nothing worked.
  await paidShift({ location, day: '2031-03-06', rate: 4000, engagement: 'w2' });
  // Confirmed with no rate shown: hours and no amount.
  await paidShift({ location, day: '2031-03-07', rate: null, engagement: 'w2', person: ben });
  return {
    query: { startDate: '2031-03-01', endDate: '2031-03-31', locationId: location.id },
    lucia,
    ben,
  };
}

describe('GET /api/reports/shifts(.csv): each shift’s pay (issue #28 §4)', () => {
  it('answers the rate, engagement, worked time with its source and the amount of every row', async () => {
    const { query } = await pricedWeek();
    const response = await shiftsJson(t, world, 'managerA', query);
    expect(response.statusCode, response.body).toBe(200);
    const pay = response.json<ReportRow[]>().map((row) => ({
      date: row.date,
      rateCents: row.rateCents,
      engagement: row.engagement,
      workedMinutes: row.workedMinutes,
      workedSource: row.workedSource,
      amountCents: row.amountCents,
    }));
    expect(pay).toEqual([
      {
        date: '2031-03-03',
        rateCents: 5500,
        engagement: '1099',
        workedMinutes: 465,
        workedSource: 'approved',
        amountCents: 42625,
      },
      {
        date: '2031-03-04',
        rateCents: 5500,
        engagement: '1099',
        workedMinutes: 330,
        workedSource: 'submitted',
        amountCents: 30250,
      },
      {
        date: '2031-03-05',
        rateCents: 4800,
        engagement: 'w2',
        workedMinutes: 465,
        workedSource: 'scheduled',
        amountCents: 37200,
      },
      {
        date: '2031-03-06',
        rateCents: 4000,
        engagement: 'w2',
        workedMinutes: null,
        workedSource: null,
        amountCents: null,
      },
      {
        date: '2031-03-07',
        rateCents: null,
        engagement: 'w2',
        workedMinutes: 465,
        workedSource: 'scheduled',
        amountCents: null,
      },
    ]);
  });

  it("writes 'Rate', 'Engagement', 'Worked Hours', its decimal, 'Hours Source' and 'Amount' after SPEC §9's columns", async () => {
    const { query } = await pricedWeek();
    const response = await shiftsCsv(t, world, 'managerA', query);
    expect(response.statusCode, response.body).toBe(200);
    const [header, ...records] = parseCsv(response.body);
    expect(header?.slice(11)).toEqual([
      'Rate',
      'Engagement',
      'Worked Hours',
      'Worked Hours (decimal)',
      'Hours Source',
      'Amount',
    ]);
    expect(records.map((record) => record.slice(11))).toEqual([
      ['$55.00', '1099', '7h 45m', '7.75', 'Approved', '$426.25'],
      ['$55.00', '1099', '5h 30m', '5.50', 'Submitted', '$302.50'],
      ['$48.00', 'W-2', '7h 45m', '7.75', 'Scheduled', '$372.00'],
      ['$40.00', 'W-2', '', '', '', ''],
      ['', 'W-2', '7h 45m', '7.75', 'Scheduled', ''],
    ]);
  });
});

describe('GET /api/reports/payroll(.csv) (issue #28 §4)', () => {
  it('adds each person’s confirmed shifts per engagement, with those not approved counted', async () => {
    const { query, lucia, ben } = await pricedWeek();
    const response = await payroll(t, world, 'managerA', query);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PayrollLine[]>()).toEqual([
      {
        userId: ben.id,
        name: 'Ben Okafor',
        engagement: 'w2',
        shifts: 2,
        workedMinutes: 930,
        amountCents: 37200,
        unapprovedShifts: 2,
      },
      {
        userId: lucia.id,
        name: 'Lucia Alvarez',
        engagement: '1099',
        shifts: 2,
        workedMinutes: 795,
        amountCents: 72875,
        unapprovedShifts: 1,
      },
    ]);
  });

  it('downloads payroll-{today}.csv with the same lines', async () => {
    const { query } = await pricedWeek();
    const response = await payrollCsv(t, world, 'managerA', query);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="payroll-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(parseCsv(response.body)).toEqual([
      [
        'Name',
        'Engagement',
        'Shifts',
        'Worked Hours',
        'Worked Hours (decimal)',
        'Amount',
        'Unapproved Shifts',
      ],
      ['Ben Okafor', 'W-2', '2', '15h 30m', '15.50', '$372.00', '2'],
      ['Lucia Alvarez', '1099', '2', '13h 15m', '13.25', '$728.75', '1'],
    ]);
  });

  it.each([
    ['JSON', payroll],
    ['CSV', payrollCsv],
  ] as const)(
    '%s: refuses an employee with 403 and the signed-out with 401, as the report does',
    async (_format, call) => {
      const { query } = await pricedWeek();
      expect((await call(t, world, 'employeeA', query)).statusCode).toBe(403);
      expect((await call(t, world, null, query)).statusCode).toBe(401);
    },
  );

  it("keeps another organization's people out of a manager's payroll", async () => {
    await pricedWeek();
    const response = await payroll(t, world, 'managerB', {
      startDate: '2031-03-01',
      endDate: '2031-03-31',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PayrollLine[]>()).toEqual([]);
  });
});
