import {
  localDateOf,
  utcOffsetMinutes,
  zonedLocalToInstant,
  type ReportRow,
} from '@chairside/domain';
import { callAs, type ActorKey, type AdminWorld } from './admin-world.ts';
import type { TestApp } from './app.ts';

/** SPEC §3: the keys of a report row. */
export const REPORT_ROW_KEYS = [
  'id',
  'date',
  'startTime',
  'endTime',
  'workingDuration',
  'lunchDuration',
  'duration',
  'locationName',
  'position',
  'organizationName',
  'assignedUser',
  'status',
  // Issue #28 §4.
  'rateCents',
  'engagement',
  'workedMinutes',
  'workedSource',
  'amountCents',
].sort();

/**
 * The CSV columns, in order (written out here, not imported, so a drift fails): SPEC §9's
 * eleven, then issue #28 §4's pay.
 */
export const REPORT_CSV_COLUMNS_WRITTEN = [
  'Date',
  'Start Time',
  'End Time',
  'Lunch Duration',
  'Working Duration',
  'Total Duration',
  'Location',
  'Position',
  'Organization',
  'Assigned User',
  'Status',
  'Rate',
  'Engagement',
  'Worked Hours',
  'Worked Hours (decimal)',
  'Hours Source',
  'Amount',
];

export type ReportQueryInput = Record<string, string | number | undefined>;

function queryOf(query: ReportQueryInput): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
}

/** A GET of the report at `url`, as an actor (or anonymous with `null`). */
export const reportAt =
  (url: string) =>
  (t: TestApp, world: AdminWorld, actor: ActorKey | null, query: ReportQueryInput) =>
    callAs(t, world, actor, { method: 'GET', url, query: queryOf(query) });

/** GET /api/reports/shifts. */
export const reportJson = reportAt('/api/reports/shifts');

/** GET /api/reports/shifts.csv. */
export const reportCsv = reportAt('/api/reports/shifts.csv');

/**
 * A small RFC 4180 reader: records end with CRLF (a lone LF inside a quoted field is data),
 * fields are split on commas, a quoted field may hold commas, CR, LF and doubled quotes.
 * Throws on anything malformed so that a broken writer fails the test loudly.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let index = 0;
  let atFieldStart = true;
  while (index < text.length) {
    const char = text[index];
    if (atFieldStart && char === '"') {
      index += 1;
      for (;;) {
        if (index >= text.length) throw new Error('CSV: unterminated quoted field');
        if (text[index] === '"') {
          if (text[index + 1] === '"') {
            field += '"';
            index += 2;
            continue;
          }
          index += 1;
          break;
        }
        field += text[index];
        index += 1;
      }
      atFieldStart = false;
      const after = text[index];
      if (after !== ',' && after !== '\r' && after !== undefined) {
        throw new Error(`CSV: unexpected ${JSON.stringify(after)} after a quoted field`);
      }
      continue;
    }
    if (char === ',') {
      record.push(field);
      field = '';
      atFieldStart = true;
      index += 1;
      continue;
    }
    if (char === '\r') {
      if (text[index + 1] !== '\n') throw new Error('CSV: CR without LF outside quotes');
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      atFieldStart = true;
      index += 2;
      continue;
    }
    if (char === '\n' || char === '"') {
      throw new Error(`CSV: bare ${JSON.stringify(char)} in an unquoted field`);
    }
    field += char;
    atFieldStart = false;
    index += 1;
  }
  if (!atFieldStart || record.length > 0) throw new Error('CSV: last record lacks its CRLF');
  return records;
}

/** What a spreadsheet must show for a text: a leading = + - @ (or tab, CR) gets a quote first. */
export function guarded(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A JSON report row as the CSV record SPEC §9 describes (columns in the SPEC's order). */
export function csvRecordOf(row: ReportRow): string[] {
  return [
    row.date,
    row.startTime,
    row.endTime,
    row.lunchDuration,
    row.workingDuration,
    row.duration,
    row.locationName,
    row.position,
    row.organizationName,
    row.assignedUser ?? '',
    row.status,
    ...payRecordOf(row),
  ].map(guarded);
}

const dollars = (cents: number | null) =>
  cents === null
    ? ''
    : (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** Issue #28 §4's six pay fields of a JSON row, spelled out here rather than imported. */
function payRecordOf(row: ReportRow): string[] {
  const minutes = row.workedMinutes;
  return [
    dollars(row.rateCents),
    row.engagement === 'w2' ? 'W-2' : '1099',
    minutes === null ? '' : `${Math.floor(minutes / 60)}h ${minutes % 60}m`,
    minutes === null ? '' : (minutes / 60).toFixed(2),
    row.workedSource === null
      ? ''
      : row.workedSource.charAt(0).toUpperCase() + row.workedSource.slice(1),
    dollars(row.amountCents),
  ];
}

/**
 * The next local date (after today) on which a timezone changes its UTC offset (only moving
 * its clocks `forward` or `back`, when given), with the offsets (minutes east of UTC) at local
 * noon of the day before and of the change day.
 */
export function nextOffsetChange(
  timeZone: string,
  direction?: 'forward' | 'back',
): {
  day: string;
  dayBefore: string;
  offsetBefore: number;
  offsetAfter: number;
} {
  const today = localDateOf(new Date(), timeZone);
  const noon = (day: string) =>
    utcOffsetMinutes(zonedLocalToInstant(`${day}T12:00`, timeZone).getTime(), timeZone);
  for (let step = 1; step < 400; step += 1) {
    const dayBefore = addDays(today, step);
    const day = addDays(today, step + 1);
    const offsetBefore = noon(dayBefore);
    const offsetAfter = noon(day);
    // US zones change at 2 AM local, so the change day's noon already has the new offset.
    const moved = direction === 'forward' ? offsetAfter > offsetBefore : offsetAfter < offsetBefore;
    if (offsetBefore !== offsetAfter && (!direction || moved))
      return { day, dayBefore, offsetBefore, offsetAfter };
  }
  throw new Error(`${timeZone} has no offset change within 400 days`);
}

/** 'YYYY-MM-DD' of the last day of a month (1-12). */
export function lastDayOf(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
