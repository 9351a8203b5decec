import fs from 'node:fs/promises';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { axeScan } from './a11y.ts';
import { hasPath } from './urls.ts';
import type { ReportRow } from '@chairside/domain';

/** SPEC §9: the CSV's columns, in order. */
export const CSV_COLUMNS = [
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
  // Issue #28 §4: each shift's pay.
  'Rate',
  'Engagement',
  'Worked Hours',
  'Worked Hours (decimal)',
  'Hours Source',
  'Amount',
];

/** The table's ten columns (the CSV's eleven without Organization), then Pay (issue #28 §4). */
export const TABLE_COLUMNS = [
  'Date',
  'Start Time',
  'End Time',
  'Lunch',
  'Working',
  'Total',
  'Location',
  'Position',
  'Assigned User',
  'Status',
  'Pay',
];

// ---------------------------------------------------------------------------------------------
// Dates on the browser's calendar (the runner and Chromium share the machine's timezone)

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' of a local day. */
export function isoDate(day: Date): string {
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The first and last day of the current month, as the Month range computes them. */
export function currentMonth(): { startDate: string; endDate: string } {
  const today = new Date();
  return {
    startDate: isoDate(new Date(today.getFullYear(), today.getMonth(), 1)),
    endDate: isoDate(new Date(today.getFullYear(), today.getMonth() + 1, 0)),
  };
}

// ---------------------------------------------------------------------------------------------
// The page

/** Opens Report from the sidebar and waits for the first answer. */
export async function openReports(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Report' })
    .click();
  await expect(page).toHaveURL(hasPath('/dashboard/reports'));
  await expect(page.getByRole('heading', { level: 1, name: 'Shift Reports' })).toBeVisible();
}

export function filtersOf(page: Page): Locator {
  return page.getByRole('region', { name: 'Filters' });
}

export function reportTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Shift reports' });
}

/** The body rows of the report table, once it is not busy. */
export function bodyRows(page: Page): Locator {
  return reportTable(page).locator('tbody tr');
}

/**
 * Waits until the table shows exactly `expected` (by date, start time, location and status, in
 * order), or the empty text when there are none: stale rows of the previous filters do not pass.
 */
export async function expectRows(page: Page, expected: readonly ReportRow[]): Promise<void> {
  if (expected.length === 0) {
    await expect(page.getByText('No shifts found for the selected filters.')).toBeVisible();
    return;
  }
  const key = (row: readonly string[]) => [row[0], row[1], row[6], row[9]].join(' | ');
  await expect
    .poll(async () => (await tableCells(page)).map(key), { message: 'the report table rows' })
    .toEqual(
      expected.map((row) =>
        key([row.date, row.startTime, '', '', '', '', row.locationName, '', '', row.status]),
      ),
    );
  await expect(reportTable(page)).not.toHaveAttribute('aria-busy', 'true');
}

/** Every body row's cells as text, the Date cell as its 'YYYY-MM-DD' datetime. */
export async function tableCells(page: Page): Promise<string[][]> {
  return bodyRows(page).evaluateAll((rows) =>
    rows.map((row) =>
      Array.from(row.querySelectorAll('td')).map((cell, index) =>
        index === 0
          ? (cell.querySelector('time')?.getAttribute('datetime') ?? '')
          : (cell.textContent ?? '').trim(),
      ),
    ),
  );
}

/** Picks `option` in a Radix select named `name` inside the filters. */
export async function chooseFilterOption(page: Page, name: string, option: string): Promise<void> {
  const trigger = filtersOf(page).getByRole('combobox', { name, exact: true });
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(trigger).toContainText(option);
}

/** Fails with a readable list when axe finds a serious or critical violation. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const { violations } = await axeScan(page).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// The API, to check the page against

/** GET /api/reports/shifts as `token`. */
export async function apiReport(
  request: APIRequestContext,
  token: string,
  query: Record<string, string>,
): Promise<ReportRow[]> {
  const response = await request.get('/api/reports/shifts', {
    params: query,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), `GET /api/reports/shifts: ${await response.text()}`).toBe(200);
  return (await response.json()) as ReportRow[];
}

// ---------------------------------------------------------------------------------------------
// CSV

/** RFC 4180: records of fields; quoted fields may hold commas, quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

/** Clicks Export CSV and returns the saved file's name and parsed records. */
export async function exportCsv(page: Page): Promise<{ fileName: string; records: string[][] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const path = await download.path();
  const text = await fs.readFile(path, 'utf8');
  return { fileName: download.suggestedFilename(), records: parseCsv(text) };
}
