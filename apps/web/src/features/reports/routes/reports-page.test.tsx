import { MESSAGES, REPORT_CSV_COLUMNS, type Me } from '@chairside/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { roleTexts } from '@/test/role-texts.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderListPage, setViewportWidth } from '@/components/list/testing/render-list-page.tsx';
import { setAccessToken } from '@/lib/session.ts';
import { queriesOf } from '@/test/api-stub.ts';
import { pinClock } from '@/test/clock.ts';
import { cellTexts, columnHeaders } from '@/test/table-texts.ts';
import { expectChosen, searchAndChoose } from '@/test/choose-option.ts';
import {
  CSV_TEXT,
  employee,
  locationManager,
  makeRow,
  orgManager,
  platformAdmin,
  stubReportsApi,
} from '../testing/report-fixtures.ts';
import { ReportsPage } from './reports-page.tsx';

const REPORTS = '/api/reports/shifts';
// Wednesday, May 14, 2025, mid-morning on the reader's clock.
const TODAY = new Date(2025, 4, 14, 10, 0);

function renderPage(user: Me = orgManager, path = '/dashboard/reports') {
  return renderListPage(<ReportsPage />, { path, user });
}

function filtersRegion() {
  return screen.getByRole('region', { name: 'Filters' });
}

async function choose(name: string, option: string) {
  const user = userEvent.setup();
  await user.click(within(filtersRegion()).getByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
}

function lastReportQuery(calls: Parameters<typeof queriesOf>[0]) {
  return queriesOf(calls, REPORTS).at(-1);
}

/** Waits until the last report query asked is `expected`. */
function reportQueried(calls: Parameters<typeof queriesOf>[0], expected: object) {
  return waitFor(() => expect(lastReportQuery(calls)).toEqual(expected));
}

/** The current month's range, the page's default (the clock is pinned to May 2025). */
const MAY = { startDate: '2025-05-01', endDate: '2025-05-31' };

beforeEach(() => pinClock(TODAY));

describe('reports page', () => {
  it("reports this month by default, in ten columns and the pay, with the period's totals", async () => {
    const calls = stubReportsApi();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Shift Reports' })).toBeVisible();
    expect(screen.getByText('Loading shift reports...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Shift reports' });
    expect(queriesOf(calls, REPORTS)).toEqual([{ startDate: '2025-05-01', endDate: '2025-05-31' }]);
    expect(columnHeaders(table)).toEqual([
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
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(cellTexts(rows[0] as HTMLElement)).toEqual([
      'May 6, 2025Tuesday',
      '8:00 AM',
      '5:00 PM',
      '1h 0m',
      '8h 0m',
      '9h 0m',
      'Midtown Manhattan',
      'Hygienist',
      'Zoe Martinez',
      'Assigned',
      '$440.00$55.00/h1099Approved',
    ]);
    expect(rows[1]).toHaveTextContent('Chicago Loop');
    expect(rows[1]).toHaveTextContent('Unassigned');
    expect(rows[1]).toHaveTextContent('—No rateW-2');
    // The organization-bound see no Organization under the location.
    expect(table).not.toHaveTextContent('Bright Smiles Dental');

    expect(screen.getByText('May 1 – May 31, 2025')).toBeInTheDocument();
    expect(screen.getByText('2 shifts')).toBeInTheDocument();
    expect(screen.getByText('12h 30m')).toBeInTheDocument();
    expect(screen.getByText(/1 assigned, 1 unassigned/)).toBeInTheDocument();

    const filters = filtersRegion();
    expect(within(filters).getByRole('combobox', { name: 'Time Range' })).toHaveTextContent(
      'Month',
    );
    expect(within(filters).getByLabelText('Start Date')).toHaveValue('2025-05-01');
    expect(within(filters).getByLabelText('End Date')).toHaveValue('2025-05-31');
    expect(within(filters).getByLabelText('Start Date')).toHaveAttribute('readonly');
    expect(within(filters).getByText('No filters applied')).toBeInTheDocument();
  });

  it.each([
    ['Day', 'day', '2025-05-14', '2025-05-14'],
    ['Week', 'week', '2025-05-11', '2025-05-17'],
    ['Month', '', '2025-05-01', '2025-05-31'],
    ['Quarter', 'quarter', '2025-04-01', '2025-06-30'],
    ['Year', 'year', '2025-01-01', '2025-12-31'],
  ])('the %s range asks for its dates', async (label, urlValue, startDate, endDate) => {
    const calls = stubReportsApi();
    const { search } = renderPage(orgManager, '/dashboard/reports?range=day');
    await screen.findByRole('table', { name: 'Shift reports' });

    await choose('Time Range', label);

    await reportQueried(calls, { startDate, endDate });
    expect(search().get('range') ?? '').toBe(urlValue);
    expect(within(filtersRegion()).getByLabelText('Start Date')).toHaveValue(startDate);
    expect(within(filtersRegion()).getByLabelText('End Date')).toHaveValue(endDate);
  });

  it('opens with the fill rate by week and the hours and amount by position, each also as a table', async () => {
    stubReportsApi();
    renderPage();
    const charts = await screen.findByRole('region', { name: 'Charts' });
    const weeks = await within(charts).findByRole('table', { name: 'Fill rate by week' });
    expect(columnHeaders(weeks)).toEqual(['Week', 'Posted', 'Filled', 'Fill rate']);
    expect(
      within(weeks)
        .getAllByRole('row')
        .slice(1)
        .map((row) => cellTexts(row)),
    ).toEqual([
      ['May 4 – 10, 2025', '1', '1', '100%'],
      ['May 18 – 24, 2025', '1', '0', '0%'],
    ]);
    const positions = within(charts).getByRole('table', { name: 'Hours and amount by position' });
    expect(
      within(positions)
        .getAllByRole('row')
        .slice(1)
        .map((row) => cellTexts(row)),
    ).toEqual([
      ['Hygienist', '1', '8h 0m', '$440.00'],
      ['Front Desk', '1', '0h 0m', '$0.00'],
    ]);
  });

  it('a custom range starts from the dates shown, is edited, and refuses an end before the start', async () => {
    const calls = stubReportsApi();
    const { search } = renderPage(orgManager, '/dashboard/reports?range=week');
    await screen.findByRole('table', { name: 'Shift reports' });

    await choose('Time Range', 'Custom');
    const start = within(filtersRegion()).getByLabelText('Start Date');
    const end = within(filtersRegion()).getByLabelText('End Date');
    expect(start).not.toHaveAttribute('readonly');
    expect(start).toHaveValue('2025-05-11');
    expect(end).toHaveValue('2025-05-17');
    expect(Object.fromEntries(search())).toEqual({
      range: 'custom',
      start: '2025-05-11',
      end: '2025-05-17',
    });

    fireEvent.change(start, { target: { value: '2025-03-02' } });
    fireEvent.change(end, { target: { value: '2025-04-20' } });
    await reportQueried(calls, { startDate: '2025-03-02', endDate: '2025-04-20' });
    expect(screen.getByText('Mar 2 – Apr 20, 2025')).toBeInTheDocument();

    const made = queriesOf(calls, REPORTS).length;
    fireEvent.change(end, { target: { value: '2025-03-01' } });
    expect(
      await within(filtersRegion()).findByText('End date must be on or after the start date'),
    ).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Choose a valid start and end date to run the report.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose a start and end date')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(queriesOf(calls, REPORTS)).toHaveLength(made);
  });

  it('sends Status, Assigned User and Location, keeps them in the URL, and Reset Filters clears them', async () => {
    const calls = stubReportsApi();
    const { search } = renderPage();
    await screen.findByRole('table', { name: 'Shift reports' });

    await choose('Status', 'Unassigned');
    await choose('Assigned User', 'Sam Park');
    await choose('Location', 'Bright Smiles Dental - Brooklyn Heights');

    await reportQueried(calls, {
      ...MAY,
      status: 'Unassigned',
      assignedUser: '32',
      locationId: '12',
    });
    expect(Object.fromEntries(search())).toEqual({
      status: 'Unassigned',
      user: '32',
      location: '12',
    });
    expect(screen.getByRole('button', { name: 'Filters (3 active)' })).toBeInTheDocument();
    // The manager's users and locations are their organization's; the server searches users.
    expect(queriesOf(calls, '/api/users')).toEqual([{ status: 'active', limit: '50' }]);
    expect(queriesOf(calls, '/api/locations/dropdown')).toEqual([{ organizationId: '3' }]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(search().toString()).toBe('');
    await reportQueried(calls, MAY);
    expect(within(filtersRegion()).getByRole('combobox', { name: 'Status' })).toHaveTextContent(
      'All',
    );
    expect(
      within(filtersRegion()).getByRole('combobox', { name: 'Assigned User' }),
    ).toHaveTextContent('All Users');
    expect(screen.getByRole('button', { name: 'Reset Filters' })).toBeDisabled();
  });

  it('shows organization-bound users no Organization filter, and ignores a shared org link', async () => {
    const calls = stubReportsApi();
    renderPage(orgManager, '/dashboard/reports?org=4');
    await screen.findByRole('table', { name: 'Shift reports' });
    const filters = filtersRegion();
    for (const name of ['Time Range', 'Status', 'Assigned User', 'Location']) {
      expect(within(filters).getByRole('combobox', { name })).toBeInTheDocument();
    }
    expect(within(filters).queryByRole('combobox', { name: 'Organization' })).toBeNull();
    expect(lastReportQuery(calls)).not.toHaveProperty('organizationId');
    expect(calls.some((call) => call.path.startsWith('/api/organizations'))).toBe(false);
  });

  it('lets a user without an organization choose one, which narrows locations and users', async () => {
    const calls = stubReportsApi({
      'GET /api/reports/shifts': {
        body: [makeRow({ organizationName: 'Pacific Coast Dental Group' })],
      },
    });
    const { search } = renderPage(platformAdmin, '/dashboard/reports?location=11&user=31');
    const table = await screen.findByRole('table', { name: 'Shift reports' });
    // Each shift's organization shows under its location.
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'Midtown ManhattanPacific Coast Dental Group',
    );
    // The chosen location and user of the link are looked up alone, to show their names.
    const filters = filtersRegion();
    await expectChosen(filters, {
      'Assigned User': 'Zoe Martinez',
      Location: 'Bright Smiles Dental - Midtown Manhattan',
    });
    expect(queriesOf(calls, '/api/locations/dropdown')).toEqual([{ id: '11' }]);
    expect(queriesOf(calls, '/api/users')).toEqual([]);
    expect(calls.filter((call) => call.path === '/api/users/31')).toHaveLength(1);

    await choose('Organization', 'Pacific Coast Dental Group');

    expect(Object.fromEntries(search())).toEqual({ org: '4' });
    await reportQueried(calls, { ...MAY, organizationId: '4' });
    const user = userEvent.setup();
    await user.click(within(filtersRegion()).getByRole('combobox', { name: 'Location' }));
    await screen.findByRole('option', { name: 'Pacific Coast Dental Group - San Diego' });
    expect(roleTexts(screen.getByRole('listbox'), 'option')).toEqual([
      'All Locations',
      'Pacific Coast Dental Group - San Diego',
    ]);
    expect(queriesOf(calls, '/api/locations/dropdown').at(-1)).toEqual({
      organizationId: '4',
      limit: '50',
    });
    await user.keyboard('{Escape}');
    await user.click(within(filtersRegion()).getByRole('combobox', { name: 'Assigned User' }));
    await screen.findByRole('option', { name: 'Lena Ortiz' });
    const people = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(people).toHaveLength(2);
    expect(people[0]).toHaveAccessibleName('All Users');
    // Named by the name; the email, searched too, is the description.
    expect(people[1]).toHaveAccessibleName('Lena Ortiz');
    expect(people[1]).toHaveAccessibleDescription('hygienist@pacificcoast.test');
    expect(queriesOf(calls, '/api/users').at(-1)).toEqual({
      status: 'active',
      limit: '50',
      organizationId: '4',
    });
  });

  it('searches a platform admin’s locations and users on the server as they type (DESIGN §10)', async () => {
    const calls = stubReportsApi();
    renderPage(platformAdmin);
    await screen.findByRole('table', { name: 'Shift reports' });
    expect(queriesOf(calls, '/api/locations/dropdown')).toEqual([]);
    expect(queriesOf(calls, '/api/users')).toEqual([]);
    const user = userEvent.setup();

    await searchAndChoose(
      user,
      filtersRegion(),
      'Location',
      'brooklyn',
      'Bright Smiles Dental - Brooklyn Heights',
      { calls, path: '/api/locations/dropdown' },
    );
    await searchAndChoose(user, filtersRegion(), 'Assigned User', 'pacificcoast', 'Lena Ortiz', {
      calls,
      path: '/api/users',
      query: { status: 'active' },
    });
    await reportQueried(calls, { ...MAY, locationId: '12', assignedUser: '41' });
  });

  it('offers a location manager only their own locations', async () => {
    stubReportsApi();
    renderPage(locationManager);
    await screen.findByRole('table', { name: 'Shift reports' });
    await userEvent
      .setup()
      .click(within(filtersRegion()).getByRole('combobox', { name: 'Location' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'All Locations',
      'Bright Smiles Dental - Midtown Manhattan',
      'Bright Smiles Dental - Brooklyn Heights',
    ]);
  });

  it('never fetches report data for an employee', async () => {
    const calls = stubReportsApi();
    renderPage(employee);
    expect(
      await screen.findByText('Reports are available to admins, managers and location managers.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/api/reports'))).toBe(false);
  });

  it('shows a card per shift, not a table, at 768 px or narrower, with every column of the row', async () => {
    stubReportsApi();
    setViewportWidth(768);
    try {
      renderPage(platformAdmin);
      const cards = await screen.findByRole('list', { name: 'Shift reports' });
      expect(screen.queryByRole('table', { name: 'Shift reports' })).toBeNull();
      const first = within(cards).getAllByRole('listitem')[0];
      expect(within(first).getByRole('heading', { name: 'May 6, 2025 · Tuesday' })).toBeVisible();
      expect(first).toHaveTextContent('8:00 AM – 5:00 PM');
      expect(first).toHaveTextContent('Lunch 1h 0mWorking 8h 0mTotal 9h 0m');
      expect(first).toHaveTextContent('Midtown Manhattan · Bright Smiles Dental');
      expect(first).toHaveTextContent('Hygienist');
      expect(first).toHaveTextContent('Zoe Martinez');
      expect(within(first).getByText('Assigned')).toBeVisible();
      expect(first).toHaveTextContent('$440.00$55.00/h1099Approved');
      // The payroll, too, is a card per line on a phone.
      const payroll = await screen.findByRole('list', { name: 'Payroll' });
      expect(within(payroll).getByRole('heading', { name: 'Zoe Martinez' })).toBeVisible();
      expect(payroll).toHaveTextContent('1 shift');
      expect(screen.queryByRole('table', { name: 'Payroll' })).toBeNull();
    } finally {
      setViewportWidth(1024);
    }
  });

  it('says when no shift matches', async () => {
    stubReportsApi({ 'GET /api/reports/shifts': { body: [] } });
    renderPage();
    expect(await screen.findByText('No shifts found for the selected filters.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('0 shifts')).toBeInTheDocument();
  });

  it("shows the server's message when the report fails", async () => {
    stubReportsApi({
      'GET /api/reports/shifts': {
        status: 400,
        body: { message: 'A report covers at most two years' },
      },
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('A report covers at most two years');
  });

  it("reads 'Failed to fetch shift reports' when the failure carries no message", async () => {
    stubReportsApi({ 'GET /api/reports/shifts': { status: 502 } });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.reportFetchFailed);
  });
});

describe('Export CSV', () => {
  let saved: { name: string; href: string }[];
  let blobs: Blob[];
  const recordDownload = (event: MouseEvent) => {
    const link = event.target;
    if (link instanceof HTMLAnchorElement && link.download) {
      saved.push({ name: link.download, href: link.href });
      event.preventDefault();
    }
  };

  beforeEach(() => {
    saved = [];
    blobs = [];
    // jsdom has no object URLs; the browser's would point at the Blob.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:http://localhost/report';
    });
    URL.revokeObjectURL = vi.fn();
    document.addEventListener('click', recordDownload, true);
  });

  afterEach(() => {
    document.removeEventListener('click', recordDownload, true);
  });

  it('downloads the .csv of the same query with the token and saves it as shift-reports-{today}.csv', async () => {
    setAccessToken('token-123');
    const calls = stubReportsApi();
    renderPage(orgManager, '/dashboard/reports?range=quarter&status=Assigned&location=11');
    await screen.findByRole('table', { name: 'Shift reports' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const csvCall = calls.find((call) => call.path.startsWith('/api/reports/shifts.csv?'));
    expect(csvCall?.headers.Authorization).toBe('Bearer token-123');
    expect(queriesOf(calls, '/api/reports/shifts.csv')).toEqual([lastReportQuery(calls)]);
    expect(lastReportQuery(calls)).toEqual({
      startDate: '2025-04-01',
      endDate: '2025-06-30',
      status: 'Assigned',
      locationId: '11',
    });
    expect(saved[0]).toEqual({
      name: 'shift-reports-2025-05-14.csv',
      href: 'blob:http://localhost/report',
    });
    const text = await (blobs[0] as Blob).text();
    expect(text).toBe(CSV_TEXT);
    expect(text.split('\r\n')[0]).toBe(REPORT_CSV_COLUMNS.map((column) => `"${column}"`).join(','));
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('shows the payroll of the same query and exports it as payroll-{today}.csv', async () => {
    setAccessToken('token-123');
    const calls = stubReportsApi();
    renderPage(orgManager, '/dashboard/reports?range=quarter&location=11');
    const payroll = await screen.findByRole('table', { name: 'Payroll' });
    expect(columnHeaders(payroll)).toEqual([
      'Person',
      'Engagement',
      'Shifts',
      'Worked',
      'Amount',
      'Not approved',
    ]);
    const [line, total] = within(payroll).getAllByRole('row').slice(1) as HTMLElement[];
    expect(cellTexts(line as HTMLElement)).toEqual([
      'Zoe Martinez',
      '1099',
      '1',
      '8h 0m',
      '$440.00',
      '0',
    ]);
    expect(total).toHaveTextContent('Total$440.00');
    expect(queriesOf(calls, '/api/reports/payroll')).toEqual([lastReportQuery(calls)]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Export payroll CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(queriesOf(calls, '/api/reports/payroll.csv')).toEqual([lastReportQuery(calls)]);
    expect(saved[0]?.name).toBe('payroll-2025-05-14.csv');
  });

  it("shows an 'Error' toast with the server's message when the export fails", async () => {
    stubReportsApi(
      {},
      {
        status: 403,
        body: JSON.stringify({ message: 'You do not have permission to do that' }),
        contentType: 'application/json',
      },
    );
    renderPage();
    await screen.findByRole('table', { name: 'Shift reports' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to do that')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
