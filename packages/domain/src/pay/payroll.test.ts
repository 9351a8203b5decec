import { describe, expect, it } from 'vitest';
import type { ReportRow } from '../contracts/reports.ts';
import { payrollCsvLine, reportCsvLine } from '../csv.ts';
import { addToPayroll, shiftPayLine, sortPayroll, type ShiftPayFacts } from './payroll.ts';

// 8:00 AM to 4:45 PM Pacific, 60 minutes of lunch: 7h 45m worked.
const window = {
  startTime: '2026-12-01T16:00:00Z',
  endTime: '2026-12-02T00:45:00Z',
  lunchMinutes: 60,
};
const facts: ShiftPayFacts = {
  hourlyRateCents: 5250,
  agreedRateCents: 5500,
  timesheet: null,
  scheduled: window,
};

describe('a shift pay line (issue #28 §4)', () => {
  it.each([
    [
      'the agreed rate over the posted one, scheduled hours while the timesheet is due',
      facts,
      { rateCents: 5500, workedMinutes: 465, workedSource: 'scheduled', amountCents: 42625 },
    ],
    [
      'the submitted timesheet over the schedule',
      { ...facts, timesheet: { ...window, lunchMinutes: 30, status: 'submitted' as const } },
      { rateCents: 5500, workedMinutes: 495, workedSource: 'submitted', amountCents: 45375 },
    ],
    [
      'the approved timesheet',
      {
        ...facts,
        timesheet: { ...window, endTime: '2026-12-02T00:00:00Z', status: 'approved' as const },
      },
      { rateCents: 5500, workedMinutes: 420, workedSource: 'approved', amountCents: 38500 },
    ],
    [
      'the posted rate when none was agreed',
      { ...facts, agreedRateCents: null },
      { rateCents: 5250, workedMinutes: 465, workedSource: 'scheduled', amountCents: 40688 },
    ],
    [
      'hours and no amount when the rate is not shown',
      { ...facts, agreedRateCents: null, hourlyRateCents: null },
      { rateCents: null, workedMinutes: 465, workedSource: 'scheduled', amountCents: null },
    ],
    [
      'the posted rate and nothing worked when nobody is confirmed',
      { ...facts, agreedRateCents: null, scheduled: null },
      { rateCents: 5250, workedMinutes: null, workedSource: null, amountCents: null },
    ],
  ])('%s', (_, given, expected) => {
    expect(shiftPayLine(given)).toEqual(expected);
  });

  it('rounds once per shift: $52.50 for 7h 45m is $406.875, so $406.88', () => {
    expect(shiftPayLine({ ...facts, agreedRateCents: null }).amountCents).toBe(40688);
  });
});

const row: ReportRow = {
  id: 1,
  date: '2026-12-01',
  startTime: '8:00 AM',
  endTime: '4:45 PM',
  workingDuration: '7h 45m',
  lunchDuration: '1h 0m',
  duration: '8h 45m',
  locationName: 'Santa Monica',
  position: 'Hygienist',
  organizationName: 'Pacific Coast',
  assignedUser: 'Lucia Alvarez',
  status: 'Assigned',
  engagement: '1099',
  ...shiftPayLine({ ...facts, timesheet: { ...window, status: 'approved' } }),
};

describe('the report CSV line with its pay', () => {
  it("ends with 'Rate', 'Engagement', 'Worked Hours', its decimal, 'Hours Source' and 'Amount'", () => {
    expect(reportCsvLine(row)).toBe(
      '"2026-12-01","8:00 AM","4:45 PM","1h 0m","7h 45m","8h 45m","Santa Monica","Hygienist",' +
        '"Pacific Coast","Lucia Alvarez","Assigned","$55.00","1099","7h 45m","7.75","Approved","$426.25"\r\n',
    );
  });

  it('leaves the worked cells empty for an unassigned shift', () => {
    const open = {
      ...row,
      assignedUser: null,
      status: 'Unassigned' as const,
      engagement: 'w2' as const,
      ...shiftPayLine({ ...facts, agreedRateCents: null, scheduled: null }),
    };
    expect(reportCsvLine(open)).toMatch(/"Unassigned","\$52\.50","W-2","","","",""\r\n$/);
  });
});

describe('the payroll', () => {
  const line = (minutes: number, cents: number | null, source: 'approved' | 'submitted') => ({
    rateCents: 5500,
    workedMinutes: minutes,
    workedSource: source,
    amountCents: cents,
  });

  it('adds each person’s shifts per engagement, cents already rounded per shift', () => {
    const lines = addToPayroll(new Map(), [
      { userId: 2, name: 'Zoe Park', engagement: 'w2', line: line(480, 44000, 'approved') },
      { userId: 1, name: 'Lucia Alvarez', engagement: '1099', line: line(465, 42625, 'approved') },
      { userId: 1, name: 'Lucia Alvarez', engagement: '1099', line: line(30, 2750, 'submitted') },
      { userId: 1, name: 'Lucia Alvarez', engagement: 'w2', line: line(60, null, 'approved') },
    ]);
    expect(sortPayroll(lines.values())).toEqual([
      {
        userId: 1,
        name: 'Lucia Alvarez',
        engagement: 'w2',
        shifts: 1,
        workedMinutes: 60,
        amountCents: 0,
        unapprovedShifts: 0,
      },
      {
        userId: 1,
        name: 'Lucia Alvarez',
        engagement: '1099',
        shifts: 2,
        workedMinutes: 495,
        amountCents: 45375,
        unapprovedShifts: 1,
      },
      {
        userId: 2,
        name: 'Zoe Park',
        engagement: 'w2',
        shifts: 1,
        workedMinutes: 480,
        amountCents: 44000,
        unapprovedShifts: 0,
      },
    ]);
  });

  it('writes a CSV line a spreadsheet can add up', () => {
    expect(
      payrollCsvLine({
        userId: 1,
        name: 'Lucia Alvarez',
        engagement: '1099',
        shifts: 2,
        workedMinutes: 495,
        amountCents: 45375,
        unapprovedShifts: 1,
      }),
    ).toBe('"Lucia Alvarez","1099","2","8h 15m","8.25","$453.75","1"\r\n');
  });
});
