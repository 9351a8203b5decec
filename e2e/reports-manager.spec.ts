import type { ReportRow } from '@chairside/domain';
import { expect, test } from '@playwright/test';
import { apiToken, signInAt } from './support/auth.ts';
import {
  apiReport,
  bodyRows,
  chooseFilterOption,
  CSV_COLUMNS,
  currentMonth,
  expectNoSeriousViolations,
  expectRows,
  exportCsv,
  filtersOf,
  isoDate,
  openReports,
  reportTable,
  TABLE_COLUMNS,
  tableCells,
} from './support/reports.ts';
import { demo } from './support/users.ts';

// SPEC §2 Reports page, §6 (who sees reports), §7 GET /reports/shifts, §9 time ranges, status
// filter, CSV columns and file name. The demo seed fills this month and next with shifts.
test.describe('a manager reports on their shifts', () => {
  test('this month by default: the demo rows, and a CSV that matches them', async ({
    page,
    request,
  }) => {
    await signInAt(page, demo.manager, '/dashboard');
    await openReports(page);

    const month = currentMonth();
    const filters = filtersOf(page);
    await expect(filters.getByRole('combobox', { name: 'Time Range' })).toContainText('Month');
    await expect(filters.getByLabel('Start Date')).toHaveValue(month.startDate);
    await expect(filters.getByLabel('End Date')).toHaveValue(month.endDate);

    const token = await apiToken(request, demo.manager);
    const expected = await apiReport(request, token, month);
    expect(expected.length, 'the demo seed has shifts this month').toBeGreaterThan(0);
    await expectRows(page, expected);
    await expect(reportTable(page).getByRole('columnheader')).toHaveText(TABLE_COLUMNS);
    await expect(
      page.getByText(`${expected.length} ${expected.length === 1 ? 'shift' : 'shifts'}`, {
        exact: true,
      }),
    ).toBeVisible();

    const cells = await tableCells(page);
    expect(cells.map((row) => row[0])).toEqual(expected.map((row) => row.date));
    expect(cells[0]?.slice(0, 10)).toEqual([
      expected[0]?.date,
      expected[0]?.startTime,
      expected[0]?.endTime,
      expected[0]?.lunchDuration,
      expected[0]?.workingDuration,
      expected[0]?.duration,
      expected[0]?.locationName,
      expected[0]?.position,
      expected[0]?.assignedUser ?? '—Nobody',
      expected[0]?.status,
    ]);
    for (const row of cells) {
      expect(row[0] >= month.startDate && row[0] <= month.endDate).toBe(true);
    }

    const { fileName, records } = await exportCsv(page);
    expect(fileName).toBe(`shift-reports-${isoDate(new Date())}.csv`);
    const [header, ...data] = records;
    expect(header).toEqual(CSV_COLUMNS);
    expect(data).toHaveLength(cells.length);
    data.forEach((record, index) => {
      const row = cells[index] as string[];
      // Date, Start Time, End Time, Lunch, Working, Total, Location, Position as in the table.
      expect(record.slice(0, 8)).toEqual(row.slice(0, 8));
      expect(record[8]).toBe('Bright Smiles Dental');
      expect(record[9]).toBe(expected[index]?.assignedUser ?? '');
      expect(record[10]).toBe(row[9]);
      // The Pay cell starts with the CSV's Amount, or a dash where there is none.
      expect(row[10]?.startsWith(record[16] || '—')).toBe(true);
    });
  });

  test('a custom range and the Status filter change the rows', async ({ page, request }) => {
    await signInAt(page, demo.manager, '/dashboard');
    await openReports(page);
    const token = await apiToken(request, demo.manager);
    const month = currentMonth();
    const monthRows = await apiReport(request, token, month);
    await expectRows(page, monthRows);

    // The first ten days of the month: fewer shifts than the whole month.
    await chooseFilterOption(page, 'Time Range', 'Custom');
    const filters = filtersOf(page);
    const endDate = `${month.startDate.slice(0, 8)}10`;
    await expect(filters.getByLabel('Start Date')).toBeEditable();
    await filters.getByLabel('End Date').fill(endDate);
    await expect(page).toHaveURL(/range=custom/);
    await expect(page).toHaveURL(new RegExp(`end=${endDate}`));

    const custom = { startDate: month.startDate, endDate };
    const customRows = await apiReport(request, token, custom);
    expect(customRows.length).toBeLessThan(monthRows.length);
    await expectRows(page, customRows);
    if (customRows.length > 0) {
      const dates = (await tableCells(page)).map((row) => row[0] as string);
      expect(dates.every((date) => date >= custom.startDate && date <= custom.endDate)).toBe(true);
    }

    // Status: Assigned, then Unassigned, each only its own shifts, together the whole range.
    await chooseFilterOption(page, 'Status', 'Assigned');
    await expect(page).toHaveURL(/status=Assigned/);
    const assigned = customRows.filter((row) => row.status === 'Assigned');
    await expectRows(page, assigned);
    if (assigned.length > 0) {
      const statuses = (await tableCells(page)).map((row) => row[9]);
      expect(new Set(statuses)).toEqual(new Set(['Assigned']));
    }

    await chooseFilterOption(page, 'Status', 'Unassigned');
    const unassigned = customRows.filter((row) => row.status === 'Unassigned');
    expect(assigned.length + unassigned.length).toBe(customRows.length);
    await expectRows(page, unassigned);
    if (unassigned.length > 0) {
      const statuses = (await tableCells(page)).map((row) => row[9]);
      expect(new Set(statuses)).toEqual(new Set(['Unassigned']));
    }

    // An end before the start is explained and not run; Reset Filters brings the month back.
    await filters.getByLabel('End Date').fill(isoDate(new Date(2000, 0, 1)));
    await expect(filters.getByText('End date must be on or after the start date')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

    await filters.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL((url) => url.search === '');
    await expect(filters.getByRole('combobox', { name: 'Time Range' })).toContainText('Month');
    await expectRows(page, monthRows);
  });

  test('at 1280x800 the table fits beside the sidebar, Status in view, without sideways scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAt(page, demo.manager, '/dashboard');
    await openReports(page);
    await expect(bodyRows(page).first()).toBeVisible();
    const scroller = page.getByRole('region', { name: 'Shift reports table' });
    const widths = await scroller.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    const status = reportTable(page).getByRole('columnheader', { name: 'Status' });
    // The page opens with its charts (issue #28 §4): the table is below them.
    await status.scrollIntoViewIfNeeded();
    await expect(status).toBeInViewport({ ratio: 1 });
    const [statusBox, scrollerBox] = await Promise.all([
      status.boundingBox(),
      scroller.boundingBox(),
    ]);
    expect((statusBox?.x ?? 0) + (statusBox?.width ?? 0)).toBeLessThanOrEqual(
      (scrollerBox?.x ?? 0) + (scrollerBox?.width ?? 0),
    );
    await expectNoSeriousViolations(page);
  });

  test('at 390x844 the report is a card per shift, like the other lists, and no table', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAt(page, demo.manager, '/dashboard/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Shift Reports' })).toBeVisible();
    const token = await apiToken(request, demo.manager);
    const expected = await apiReport(request, token, currentMonth());

    const cards = page.getByRole('list', { name: 'Shift reports' }).getByRole('listitem');
    await expect(cards).toHaveCount(expected.length);
    await expect(page.getByRole('table')).toHaveCount(0);
    const first = expected[0] as ReportRow;
    await expect(cards.first()).toContainText(`${first.startTime} – ${first.endTime}`);
    await expect(cards.first()).toContainText(`Working ${first.workingDuration}`);
    await expect(cards.first()).toContainText(first.locationName);
    await expect(cards.first()).toContainText(first.status);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeInViewport();
    await expectNoSeriousViolations(page);
  });
});
