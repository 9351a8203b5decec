import type { ReportRow } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shiftWorldForFile } from '../support/shift-file.ts';
import { makeLocation, makeOrganization, makeUser } from '../support/factories.ts';
import {
  csvRecordOf,
  parseCsv,
  reportCsv,
  reportJson,
  REPORT_CSV_COLUMNS_WRITTEN,
} from '../support/report-world.ts';

const { t, world, makeShift, makeRequest } = shiftWorldForFile();

const HEADER_LINE =
  '"Date","Start Time","End Time","Lunch Duration","Working Duration","Total Duration","Location","Position","Organization","Assigned User","Status",' +
  '"Rate","Engagement","Worked Hours","Worked Hours (decimal)","Hours Source","Amount"\r\n';

const utcToday = () => new Date().toISOString().slice(0, 10);

/** An organization, its location and a member, each named as a test needs. */
async function namedPlace(names: { organization: string; location: string; person: string }) {
  const organization = await makeOrganization(t.db, { name: names.organization });
  const location = await makeLocation(t.db, organization.id, { name: names.location });
  const person = await makeUser(t.db, { name: names.person, organizationId: organization.id });
  return { organization, location, person };
}

/** One 9:00 shift on `day` at a named place, confirmed to its person: the query of its report. */
async function confirmedShiftOf(
  names: { organization: string; location: string; person: string },
  day: string,
) {
  const { organization, location, person } = await namedPlace(names);
  const shift = await makeShift({ locationId: location.id, local: `${day}T09:00` });
  await makeRequest({ shiftId: shift.id, employeeId: person.id, status: 'Confirmed' });
  return { startDate: day, endDate: day, organizationId: organization.id };
}

describe('GET /api/reports/shifts.csv: the file', () => {
  it('is a text/csv attachment named shift-reports-YYYY-MM-DD.csv (today) with the security headers', async () => {
    const before = utcToday();
    const response = await reportCsv(t, world, 'managerA', {
      startDate: '2031-01-01',
      endDate: '2031-01-31',
    });
    const after = utcToday();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const disposition = String(response.headers['content-disposition']);
    const match = disposition.match(
      /^attachment; filename="shift-reports-(\d{4}-\d{2}-\d{2})\.csv"$/,
    );
    expect(match, disposition).not.toBeNull();
    expect([before, after]).toContain(match![1]);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("starts with exactly SPEC §9's header line, its 11 columns and issue #28's 6 in order, CRLF-terminated", async () => {
    const response = await reportCsv(t, world, 'managerA', {
      startDate: '2031-01-01',
      endDate: '2031-01-31',
    });
    expect(response.body.startsWith(HEADER_LINE)).toBe(true);
    expect(parseCsv(response.body)[0]).toEqual(REPORT_CSV_COLUMNS_WRITTEN);
    expect(REPORT_CSV_COLUMNS_WRITTEN).toHaveLength(17);
  });

  it('holds only the header line when no shift matches', async () => {
    const response = await reportCsv(t, world, 'managerA', {
      startDate: '2019-01-01',
      endDate: '2019-01-31',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(HEADER_LINE);
  });
});

describe('GET /api/reports/shifts.csv: the records', () => {
  it('writes a plain row as the JSON row’s values in SPEC §9 order (an unassigned shift has an empty Assigned User)', async () => {
    const { organization, location, person } = await namedPlace({
      organization: 'Plain Dental',
      location: 'Plain Office',
      person: 'Paula Plain',
    });
    const day = '2031-02-11';
    const open = await makeShift({ locationId: location.id, local: `${day}T09:00` });
    const filled = await makeShift({
      locationId: location.id,
      local: `${day}T13:30`,
      totalMinutes: 210,
      lunchMinutes: 45,
      position: 'Dental Assistant-General Practice',
    });
    await makeRequest({ shiftId: filled.id, employeeId: person.id, status: 'Confirmed' });
    const query = { startDate: day, endDate: day, organizationId: organization.id };
    const response = await reportCsv(t, world, 'platformAdmin', query);
    expect(response.body).toBe(
      HEADER_LINE +
        `"${day}","9:00 AM","5:00 PM","1h 0m","7h 0m","8h 0m","Plain Office","Hygienist","Plain Dental","","Unassigned","","W-2","","","",""\r\n` +
        `"${day}","1:30 PM","5:00 PM","0h 45m","2h 45m","3h 30m","Plain Office","Dental Assistant-General Practice","Plain Dental","Paula Plain","Assigned","","W-2","2h 45m","2.75","Scheduled",""\r\n`,
    );
    const json = (await reportJson(t, world, 'platformAdmin', query)).json<ReportRow[]>();
    expect(json.map((row) => row.id)).toEqual([open.id, filled.id]);
    expect(parseCsv(response.body).slice(1)).toEqual(json.map(csvRecordOf));
  });

  it('quotes commas, quotes and line breaks (RFC 4180) so that names survive a round trip', async () => {
    const { organization, location, person } = await namedPlace({
      organization: 'Smile, "Bright" & Co.',
      location: 'Main St\nSuite 2',
      person: 'Mary "Doc" O\'Brien, Jr.\r\nDDS',
    });
    const accented = await makeUser(t.db, {
      name: 'José Peña 🦷',
      organizationId: organization.id,
    });
    const day = '2031-02-12';
    const first = await makeShift({ locationId: location.id, local: `${day}T08:00` });
    const second = await makeShift({ locationId: location.id, local: `${day}T10:00` });
    await makeRequest({ shiftId: first.id, employeeId: person.id, status: 'Confirmed' });
    await makeRequest({ shiftId: second.id, employeeId: accented.id, status: 'Confirmed' });
    const query = { startDate: day, endDate: day, organizationId: organization.id };

    const response = await reportCsv(t, world, 'platformAdmin', query);
    const records = parseCsv(response.body).slice(1);
    expect(records.map((record) => [record[6], record[8], record[9]])).toEqual([
      ['Main St\nSuite 2', 'Smile, "Bright" & Co.', 'Mary "Doc" O\'Brien, Jr.\r\nDDS'],
      ['Main St\nSuite 2', 'Smile, "Bright" & Co.', 'José Peña 🦷'],
    ]);
    // The exact RFC 4180 spelling of the first record's quoted fields.
    expect(response.body).toContain(
      '"Main St\nSuite 2","Hygienist","Smile, ""Bright"" & Co.","Mary ""Doc"" O\'Brien, Jr.\r\nDDS","Assigned",',
    );
    const json = (await reportJson(t, world, 'platformAdmin', query)).json<ReportRow[]>();
    expect(records).toEqual(json.map(csvRecordOf));
  });

  it.each<[string, string, string]>([
    ['=', '=HYPERLINK("http://evil.test","Click")', '\'=HYPERLINK("http://evil.test","Click")'],
    ['+', '+1 Office', "'+1 Office"],
    ['-', '-2+3', "'-2+3"],
    ['@', '@SUM(A1)', "'@SUM(A1)"],
  ])(
    'prefixes a name starting with %s with a quote, so that a spreadsheet shows it as text',
    async (_sign, name, shown) => {
      const query = await confirmedShiftOf(
        { organization: `${name} Org`, location: name, person: name },
        '2031-02-13',
      );

      const [record] = parseCsv((await reportCsv(t, world, 'platformAdmin', query)).body).slice(1);
      expect(record[6]).toBe(shown);
      expect(record[8]).toBe(`${shown} Org`);
      expect(record[9]).toBe(shown);
      // The JSON answer keeps the name as it is.
      const [row] = (await reportJson(t, world, 'platformAdmin', query)).json<ReportRow[]>();
      expect([row.locationName, row.assignedUser]).toEqual([name, name]);
    },
  );
});

describe('GET /api/reports/shifts.csv: for every spreadsheet', () => {
  /** A record whose every field is quoted: `"…","…",…` with quotes inside doubled. */
  const FULLY_QUOTED_RECORD = /^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/;

  it("quotes every field, so a name made to split into a formula under ';' or tab separators stays one text cell", async () => {
    const query = await confirmedShiftOf(
      {
        organization: 'Smile;@SUM(1+1)',
        location: 'Main;+1',
        person: "Carlos;=cmd|' /C calc'!A0",
      },
      '2031-02-14',
    );

    const response = await reportCsv(t, world, 'platformAdmin', query);
    const lines = response.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toMatch(FULLY_QUOTED_RECORD);
    expect(lines[1]).toContain(
      `,"Main;+1","Hygienist","Smile;@SUM(1+1)","Carlos;=cmd|' /C calc'!A0",`,
    );
    const [record] = parseCsv(response.body).slice(1);
    expect([record[6], record[8], record[9]]).toEqual([
      'Main;+1',
      'Smile;@SUM(1+1)',
      "Carlos;=cmd|' /C calc'!A0",
    ]);
  });
});

describe('GET /api/reports/shifts.csv: beyond one batch and beyond the JSON limit', () => {
  /** 10,050 shifts on one day in 9 hourly start groups of up to 1,200 ties each. */
  const COUNT = 10_050;
  const GROUP = 1_200;
  const day = '2031-10-07';
  let organizationId: number;

  beforeAll(async () => {
    const organization = await makeOrganization(t.db, { name: 'Bulk Dental' });
    organizationId = organization.id;
    const location = await makeLocation(t.db, organization.id, { name: 'Bulk Office' });
    // Within a start group every shift has its own length, so every record is distinct.
    await t.db.execute(sql`
      insert into shifts (location_id, starts_at, local_date, total_minutes, lunch_minutes, position, timezone)
      select ${location.id},
             (timestamp '2031-10-07 08:00' + ((g - 1) / ${GROUP}) * interval '1 hour') at time zone 'America/Chicago',
             date '2031-10-07',
             1 + (g - 1) % ${GROUP},
             0,
             'Hygienist',
             'America/Chicago'
      from generate_series(1, ${COUNT}) as g
      order by g`);
  });

  const query = () => ({ startDate: day, endDate: day, organizationId });

  it('streams every shift once, in start order, across batch boundaries that fall inside runs of equal start times', async () => {
    const response = await reportCsv(t, world, 'platformAdmin', query());
    expect(response.statusCode).toBe(200);
    const records = parseCsv(response.body).slice(1);
    expect(records).toHaveLength(COUNT);
    const clock = (hour: number) => `${((hour + 11) % 12) + 1}:00 ${hour < 12 ? 'AM' : 'PM'}`;
    const expected = Array.from({ length: COUNT }, (_, index) => {
      const minutes = 1 + (index % GROUP);
      return [
        clock(8 + Math.floor(index / GROUP)),
        `${Math.floor(minutes / 60)}h ${minutes % 60}m`,
      ];
    });
    expect(records.map((record) => [record[1], record[5]])).toEqual(expected);
  });

  it('answers at most 10,000 JSON rows, the first 10,000 of the CSV’s records', async () => {
    const json = await reportJson(t, world, 'platformAdmin', query());
    expect(json.statusCode).toBe(200);
    const rows = json.json<ReportRow[]>();
    expect(rows).toHaveLength(10_000);
    const records = parseCsv((await reportCsv(t, world, 'platformAdmin', query())).body).slice(1);
    expect(records.slice(0, 10_000)).toEqual(rows.map(csvRecordOf));
  });
});
