import v8 from 'node:v8';
import vm from 'node:vm';
import { formatTime12, localDateOf } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { findSignedInUser } from '../../src/auth/actor-queries.ts';
import { csvLines } from '../../src/modules/reports/service.ts';
import { appForFile } from '../support/app.ts';
import { makeLocation, makeOrganization, makeUser } from '../support/factories.ts';
import { REPORT_CSV_COLUMNS_WRITTEN } from '../support/report-world.ts';

/** Issue #28 §4's pay of an open shift with no rate shown: W-2, nothing worked. */
const OPEN_SHIFT_PAY = ['', 'W-2', '', '', '', ''];

/**
 * A year of shifts streamed as CSV through the service's generator (the route's source), chunk
 * by chunk: the heap must stay bounded by a batch, not grow with the report. app.inject would
 * buffer the whole answer, so it cannot show this. 200,000 shifts on either database: 200
 * batches and 22 MB of CSV, more than four times the retained bound, so a generator that kept
 * what it wrote would fail it (500,000 on PostgreSQL before issue #25 proved no more, in twice
 * the time).
 */
const ON_POSTGRES = Boolean(process.env.DATABASE_URL);
const SHIFTS = 200_000;
const MB = 1024 * 1024;
/** Peak heap growth allowed while streaming, sampled every 5 chunks (garbage included). */
const PEAK_BOUND_MB = 150;
/** Heap growth still held after a full collection (every 25 chunks): about one batch at most. */
const RETAINED_BOUND_MB = 4;
/** Shift g (1-based) starts at 2031-01-01 00:00 Chicago plus (g - 1) spacings. */
const SPACING_SECONDS = Math.floor((365 * 86_400) / SHIFTS);
const FIRST_START = Date.parse('2031-01-01T06:00:00Z');

/** A full collection on demand, without starting Node with --expose-gc. */
function fullGc(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

const t = appForFile();
let adminId: number;
beforeAll(async () => {
  const organization = await makeOrganization(t.db, { name: 'Year Dental' });
  const north = await makeLocation(t.db, organization.id, { name: 'Year North' });
  const south = await makeLocation(t.db, organization.id, { name: 'Year South' });
  const other = await makeOrganization(t.db, { name: 'Other Year Dental' });
  const east = await makeLocation(t.db, other.id, { name: 'Other East' });
  adminId = (await makeUser(t.db, { position: 'admin', name: 'Yara Admin' })).id;
  // One statement: starts spread evenly over 2031 (whole seconds), local date computed in SQL.
  await t.db.execute(sql`
    insert into shifts (location_id, starts_at, local_date, total_minutes, lunch_minutes, position, timezone)
    select case g % 3 when 0 then ${north.id}::int when 1 then ${south.id}::int else ${east.id}::int end,
           s.starts_at,
           (s.starts_at at time zone 'America/Chicago')::date,
           480,
           60,
           'Hygienist',
           'America/Chicago'
    from generate_series(1, ${SHIFTS}::int) as g
    cross join lateral (
      select timestamptz '2031-01-01 00:00:00-06' + (g - 1) * ${SPACING_SECONDS}::int * interval '1 second' as starts_at
    ) as s
    order by g`);
  // Fresh planner statistics, as autovacuum keeps them on a server. Without them (PGlite never
  // analyzes by itself) the planner walks the whole date range for every keyset batch.
  await t.db.execute(sql`analyze shifts`);
}, 300_000);

describe('GET /api/reports/shifts.csv: bounded memory', () => {
  it(`streams a year of ${SHIFTS.toLocaleString('en-US')} shifts (${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'}) as ${(SHIFTS + 1).toLocaleString('en-US')} lines with heap growth under ${PEAK_BOUND_MB} MB at peak and ${RETAINED_BOUND_MB} MB retained after collection`, async () => {
    const gc = fullGc();
    const actor = await findSignedInUser(t.db, adminId);
    expect(actor).not.toBeNull();
    const query = { startDate: '2031-01-01', endDate: '2031-12-31' };

    gc();
    const baseline = process.memoryUsage().heapUsed;
    let peak = baseline;
    let retainedPeak = baseline;
    let chunks = 0;
    let lines = 0;
    let chars = 0;
    let first = '';
    let last = '';
    const started = Date.now();
    for await (const chunk of csvLines(t, actor!, query)) {
      chunks += 1;
      chars += chunk.length;
      // Every record of this file is one line: no field holds a line break.
      for (let index = chunk.indexOf('\n'); index !== -1; index = chunk.indexOf('\n', index + 1))
        lines += 1;
      // The header line, then the start of the first batch (its first record is under 400).
      if (chunks <= 2) first += chunk.slice(0, 400);
      last = chunk;
      if (chunks % 5 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
      if (chunks % 25 === 0) {
        gc();
        retainedPeak = Math.max(retainedPeak, process.memoryUsage().heapUsed);
      }
    }
    const seconds = (Date.now() - started) / 1000;
    const peakGrowthMb = (peak - baseline) / MB;
    const retainedGrowthMb = (retainedPeak - baseline) / MB;
    const csvMb = chars / MB;
    console.info(
      `[reports csv memory] ${ON_POSTGRES ? 'postgres' : 'pglite'}: ${SHIFTS} shifts, ` +
        `${lines} lines in ${chunks} chunks, ${csvMb.toFixed(1)} MB of CSV in ${seconds.toFixed(1)} s; ` +
        `heap growth peak ${peakGrowthMb.toFixed(1)} MB, retained peak ${retainedGrowthMb.toFixed(1)} MB`,
    );

    expect(lines).toBe(SHIFTS + 1);
    expect(first.split('\r\n')[0]).toBe(quotedRecord(REPORT_CSV_COLUMNS_WRITTEN));
    // Shift 1 is at Year South (1 % 3 = 1) at midnight; the last one at Other East (% 3 = 2).
    expect(first.split('\r\n')[1]).toBe(
      quotedRecord([
        '2031-01-01',
        '12:00 AM',
        '8:00 AM',
        '1h 0m',
        '7h 0m',
        '8h 0m',
        'Year South',
        'Hygienist',
        'Year Dental',
        '',
        'Unassigned',
        ...OPEN_SHIFT_PAY,
      ]),
    );
    expect(SHIFTS % 3).toBe(2);
    const lastStart = new Date(FIRST_START + (SHIFTS - 1) * SPACING_SECONDS * 1000);
    const lastLine = last.split('\r\n').at(-2);
    expect(lastLine).toBe(
      quotedRecord([
        localDateOf(lastStart, 'America/Chicago'),
        formatTime12(lastStart, 'America/Chicago'),
        formatTime12(new Date(lastStart.getTime() + 480 * 60_000), 'America/Chicago'),
        '1h 0m',
        '7h 0m',
        '8h 0m',
        'Other East',
        'Hygienist',
        'Other Year Dental',
        '',
        'Unassigned',
        ...OPEN_SHIFT_PAY,
      ]),
    );
    expect(lastLine).toMatch(/^"2031-12-3[01]",/);
    expect(peakGrowthMb).toBeLessThan(PEAK_BOUND_MB);
    expect(retainedGrowthMb).toBeLessThan(RETAINED_BOUND_MB);
    // The bound means something: what may stay retained is a fraction of the whole CSV.
    expect(csvMb).toBeGreaterThan(4 * RETAINED_BOUND_MB);
  }, 300_000);
});

/** A CSV record as the export writes it: every field quoted. */
function quotedRecord(cells: readonly string[]): string {
  return cells.map((cell) => `"${cell}"`).join(',');
}
