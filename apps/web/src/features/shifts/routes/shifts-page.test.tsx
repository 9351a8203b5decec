import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setViewportWidth } from '@/components/list/testing/render-list-page.tsx';
import { queriesOf } from '@/test/api-stub.ts';
import { makeMe } from '@/test/factories/users.ts';
import { roleTexts } from '@/test/role-texts.ts';
import { expectChosen, searchAndChoose } from '@/test/choose-option.ts';
import {
  makeShift,
  renderShiftsPage,
  shiftCalls,
  shiftsQueried,
} from '../testing/render-shifts-page.tsx';

afterEach(() => setViewportWidth(1024));

/** makeShift's 9:00 AM to 5:00 PM EST shift, confirmed for 11:00 AM to 3:00 PM only. */
const partlyCoveredHours = {
  status: 'Assigned',
  confirmed: 1,
  confirmedStartTime: '2026-11-23T16:00:00.000Z',
  confirmedEndTime: '2026-11-23T20:00:00.000Z',
} as const;

function dayButtons() {
  return within(screen.getByRole('group', { name: /days$/ })).getAllByRole('button');
}

function dayButton(date: string) {
  const button = dayButtons().find((cell) => cell.dataset.date === date);
  if (!button) throw new Error(`no day ${date}`);
  return button;
}

function dotNames(cell: HTMLElement) {
  return within(cell)
    .queryAllByRole('img', { hidden: true })
    .map((dot) => dot.getAttribute('aria-label'));
}

describe('Shifts page: month calendar', () => {
  it('shows 42 days starting on the Sunday before the 1st, neighbouring days muted', async () => {
    renderShiftsPage({ path: '/dashboard/shifts?date=2026-10-14' });
    expect(await screen.findByRole('heading', { name: 'October 2026' })).toBeVisible();
    const cells = dayButtons();
    expect(cells).toHaveLength(42);
    expect(cells[0]).toHaveAttribute('data-date', '2026-09-27');
    expect(cells[0]).toHaveAccessibleName('Sunday, September 27: no shifts');
    expect(cells[0]).toHaveAttribute('data-outside', 'true');
    expect(cells[41]).toHaveAttribute('data-date', '2026-11-07');
    expect(dayButton('2026-10-01')).not.toHaveAttribute('data-outside');
    expect(dayButton('2026-10-14')).toHaveAttribute('aria-pressed', 'true');
  });

  it('pages months with the arrows and fetches each month with its month and year', async () => {
    const user = userEvent.setup();
    const { calls } = renderShiftsPage({ path: '/dashboard/shifts?date=2026-01-10' });
    await screen.findByRole('heading', { name: 'January 2026' });
    await waitFor(() =>
      expect(shiftCalls(calls)).toContainEqual({ month: '1', year: '2026', span: 'grid' }),
    );

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: 'December 2025' })).toBeVisible();
    await waitFor(() =>
      expect(shiftCalls(calls)).toContainEqual({ month: '12', year: '2025', span: 'grid' }),
    );

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'February 2026' })).toBeVisible();
    await waitFor(() =>
      expect(shiftCalls(calls)).toContainEqual({ month: '2', year: '2026', span: 'grid' }),
    );
    expect(dayButtons()[0]).toHaveAttribute('data-date', '2026-02-01');
  });

  it("shows the dots of the grid's days of the previous and next months", async () => {
    const { calls } = renderShiftsPage({
      path: '/dashboard/shifts?date=2026-10-14',
      shifts: [
        makeShift({ id: 1, localDate: '2026-09-28', date: '2026-09-28T13:00:00Z' }),
        makeShift({
          id: 2,
          localDate: '2026-11-01',
          date: '2026-11-01T14:00:00Z',
          position: 'Doctor',
          status: 'Assigned',
        }),
      ],
    });
    await waitFor(() =>
      expect(dayButton('2026-11-01')).toHaveAccessibleName(
        'Sunday, November 1: 1 shift, 1 assigned Doctor',
      ),
    );
    expect(dotNames(dayButton('2026-11-01'))).toEqual(['Doctor']);
    expect(dayButton('2026-11-01')).toHaveAttribute('data-outside', 'true');
    expect(dotNames(dayButton('2026-09-28'))).toEqual(['Hygienist, unassigned']);
    // One request for the whole grid, not one per month it touches.
    expect(shiftCalls(calls)).toEqual([{ month: '10', year: '2026', span: 'grid' }]);
  });

  it('shows a dot per position group and a distinct dot for unassigned shifts', async () => {
    renderShiftsPage({
      shifts: [
        makeShift({ id: 1, position: 'Hygienist', status: 'Requested' }),
        makeShift({ id: 2, position: 'Doctor', status: 'Assigned' }),
        makeShift({ id: 3, position: 'Dental Assistant-Specialty', status: 'Requested' }),
        makeShift({ id: 4, position: 'Dental Assistant-General Practice', status: 'Assigned' }),
        makeShift({ id: 5, position: 'Front Desk', status: 'Unassigned' }),
        makeShift({ id: 6, localDate: '2026-11-24', date: '2026-11-24T14:00:00Z' }),
      ],
    });
    await waitFor(() =>
      expect(dayButton('2026-11-23')).toHaveAccessibleName(
        'Monday, November 23: 5 shifts, 1 unassigned Front Desk, 1 requested Hygienist, 1 requested Dental Assistant, 1 assigned Dental Assistant, 1 assigned Doctor',
      ),
    );
    expect(dotNames(dayButton('2026-11-23'))).toEqual([
      'Hygienist',
      'Dental Assistant',
      'Doctor',
      'Front Desk, unassigned',
    ]);
    expect(dotNames(dayButton('2026-11-24'))).toEqual(['Hygienist, unassigned']);
    expect(dayButton('2026-11-25')).toHaveAccessibleName('Wednesday, November 25: no shifts');
    expect(dotNames(dayButton('2026-11-25'))).toEqual([]);
  });

  it('marks a partly covered shift with a half-filled dot, named Partly covered (issue #13)', async () => {
    renderShiftsPage({
      shifts: [
        makeShift({ id: 1, position: 'Hygienist', status: 'Assigned', confirmed: 1 }),
        makeShift({ id: 2, position: 'Doctor', ...partlyCoveredHours }),
      ],
    });
    await waitFor(() =>
      expect(dotNames(dayButton('2026-11-23'))).toEqual(['Hygienist', 'Doctor, partly covered']),
    );
    expect(dayButton('2026-11-23')).toHaveAttribute('aria-description', 'Partly covered: Doctor');
    expect(dayButton('2026-11-24')).not.toHaveAttribute('aria-description');
  });

  it('groups shifts by their own local date, not the browser’s', async () => {
    // 11 PM in Los Angeles on the 23rd is already the 24th in UTC.
    renderShiftsPage({
      shifts: [
        makeShift({
          date: '2026-11-24T07:00:00.000Z',
          localDate: '2026-11-23',
          timezone: 'America/Los_Angeles',
          totalMinutes: 60,
        }),
      ],
    });
    await waitFor(() =>
      expect(dayButton('2026-11-23')).toHaveAccessibleName(
        'Monday, November 23: 1 shift, 1 unassigned Hygienist',
      ),
    );
    expect(dayButton('2026-11-24')).toHaveAccessibleName('Tuesday, November 24: no shifts');
  });

  it('selects a clicked day into the URL and the panel', async () => {
    const user = userEvent.setup();
    const { search } = renderShiftsPage();
    await screen.findByRole('heading', { name: 'Monday, November 23' });
    await user.click(dayButton('2026-11-05'));
    expect(search().get('date')).toBe('2026-11-05');
    expect(screen.getByRole('heading', { name: 'Thursday, November 5' })).toBeVisible();
    expect(dayButton('2026-11-05')).toHaveAttribute('aria-pressed', 'true');
    expect(dayButton('2026-11-23')).toHaveAttribute('aria-pressed', 'false');
  });

  it('moves focus between days with the arrow keys', async () => {
    const user = userEvent.setup();
    renderShiftsPage();
    await screen.findByRole('heading', { name: 'November 2026' });
    dayButton('2026-11-23').focus();
    await user.keyboard('{ArrowRight}');
    expect(dayButton('2026-11-24')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(dayButton('2026-11-17')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(dayButton('2026-11-17')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Shifts page: selected-day panel', () => {
  it('shows the day, moves one day with the arrows and reads "No shifts available" when empty', async () => {
    const user = userEvent.setup();
    const { search } = renderShiftsPage();
    expect(await screen.findByRole('heading', { name: 'Monday, November 23' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Monday, Nov 23' })).toBeVisible();
    expect(await screen.findByText('No shifts available')).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Toggle Week: show seven days from this day' }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(search().get('date')).toBe('2026-11-24');
    expect(screen.getByRole('heading', { name: 'Tuesday, November 24' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(search().get('date')).toBe('2026-11-22');
  });

  it('shows "Loading..." while the shifts load', async () => {
    renderShiftsPage({ handlers: { 'GET /api/shifts': () => new Promise(() => undefined) } });
    expect(await screen.findByText('Loading...')).toBeVisible();
  });

  it('toggles to a week of seven headed sections across two months, stepping seven days', async () => {
    const user = userEvent.setup();
    const { calls, search } = renderShiftsPage({
      path: '/dashboard/shifts?date=2026-11-28',
      shifts: [makeShift({ id: 7, localDate: '2026-12-02', date: '2026-12-02T14:00:00Z' })],
    });
    await user.click(
      await screen.findByRole('button', { name: 'Toggle Week: show seven days from this day' }),
    );
    expect(screen.getByRole('heading', { name: 'Nov 28 - Dec 4' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Toggle Day: show this day only' })).toBeVisible();
    await waitFor(() =>
      expect(shiftCalls(calls)).toContainEqual({ month: '12', year: '2026', span: 'grid' }),
    );
    const sections = await screen.findAllByTestId('day-section');
    expect(sections).toHaveLength(7);
    expect(sections.map((section) => within(section).getByRole('heading').textContent)).toEqual([
      'Saturday, Nov 28',
      'Sunday, Nov 29',
      'Monday, Nov 30',
      'Tuesday, Dec 1',
      'Wednesday, Dec 2',
      'Thursday, Dec 3',
      'Friday, Dec 4',
    ]);
    expect(within(sections[4] as HTMLElement).getAllByTestId('shift-item')).toHaveLength(1);
    expect(within(sections[0] as HTMLElement).getByText('No shifts available')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(search().get('date')).toBe('2026-12-05');
    expect(screen.getByRole('heading', { name: 'Dec 5 - Dec 11' })).toBeVisible();
    // The calendar follows the chosen day into December.
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(search().get('date')).toBe('2026-11-28');

    await user.click(screen.getByRole('button', { name: 'Toggle Day: show this day only' }));
    expect(screen.getByRole('heading', { name: 'Saturday, November 28' })).toBeVisible();
    expect(screen.getAllByTestId('day-section')).toHaveLength(1);
  });

  it('sorts a day by start and shows times on each shift’s own clock', async () => {
    renderShiftsPage({
      shifts: [
        // 9 AM to 5 PM in Los Angeles: 17:00 UTC, whatever the test machine's zone.
        makeShift({
          id: 2,
          date: '2026-11-23T17:00:00.000Z',
          timezone: 'America/Los_Angeles',
          totalMinutes: 480,
          locationName: 'Venice',
        }),
        // 7:30 AM to 9:30 AM in New York: 12:30 UTC, earlier than the Los Angeles shift.
        makeShift({
          id: 1,
          date: '2026-11-23T12:30:00.000Z',
          timezone: 'America/New_York',
          totalMinutes: 120,
          locationName: 'Downtown',
        }),
      ],
    });
    const items = await screen.findAllByTestId('shift-item');
    expect(items.map((item) => within(item).getByTestId('shift-times').textContent)).toEqual([
      '7:30 AM - 9:30 AM',
      '9:00 AM - 5:00 PM',
    ]);
    expect(items[0]).toHaveTextContent('EST');
    expect(items[1]).toHaveTextContent('PST');
    expect(items[1]).toHaveTextContent('Venice');
    expect(items[0]).toHaveAttribute('href', '/dashboard/shifts/1');
    expect(items[1]).toHaveAttribute('href', '/dashboard/shifts/2');
  });

  it('shows organization, location, position, state and the counts line where sent', async () => {
    renderShiftsPage({
      shifts: [
        makeShift({ id: 1, status: 'Requested', requests: 3, offers: 1, confirmed: 0 }),
        makeShift({
          id: 2,
          date: '2026-11-23T18:00:00.000Z',
          position: 'Doctor',
          status: 'Assigned',
          requests: null,
          offers: null,
          confirmed: 1,
        }),
      ],
    });
    const [open, hidden] = await screen.findAllByTestId('shift-item');
    expect(open).toHaveTextContent('Bright Smiles Dental');
    expect(open).toHaveTextContent('Downtown');
    expect(open).toHaveTextContent('Hygienist');
    expect(within(open as HTMLElement).getByText('Requested')).toBeVisible();
    expect(open).toHaveTextContent('Requests: 3 · Offers: 1 · Confirmed: 0');
    expect(within(hidden as HTMLElement).getByText('Assigned')).toBeVisible();
    expect(hidden).not.toHaveTextContent('Requests:');
  });

  it('shows the covered hours and the open ones of a partly covered shift beside Assigned (issue #13)', async () => {
    renderShiftsPage({ shifts: [makeShift({ id: 1, ...partlyCoveredHours })] });
    const item = await screen.findByTestId('shift-item');
    expect(within(item).getByText('Assigned')).toBeVisible();
    expect(within(item).getByText('Partly covered')).toBeVisible();
    expect(within(item).getByTestId('shift-coverage')).toHaveTextContent(
      'Covered 11:00 AM to 3:00 PM; 9:00 to 11:00 AM and 3:00 to 5:00 PM open',
    );
  });

  it('opens the shift detail when a shift is clicked', async () => {
    const user = userEvent.setup();
    const { router } = renderShiftsPage({ shifts: [makeShift({ id: 42 })] });
    await user.click(await screen.findByTestId('shift-item'));
    expect(router.state.location.pathname).toBe('/dashboard/shifts/42');
  });
});

describe('Shifts page: header, filters and views', () => {
  it('hides Create Shift from employees and shows it to managers', async () => {
    renderShiftsPage({ user: makeMe({ position: 'employee', organizationId: 3 }) });
    await screen.findByRole('heading', { name: 'Shifts', level: 1 });
    expect(screen.queryByRole('button', { name: 'Create Shift' })).not.toBeInTheDocument();
  });

  it('shows Create Shift to a manager', async () => {
    renderShiftsPage({ user: makeMe({ position: 'manager', organizationId: 3 }) });
    expect(await screen.findByRole('button', { name: 'Create Shift' })).toBeVisible();
  });

  it('offers the Organization filter only to users without an organization', async () => {
    renderShiftsPage({ user: makeMe({ position: 'manager', organizationId: 3 }) });
    const filters = await screen.findByRole('region', { name: 'Filters' });
    expect(within(filters).queryByRole('combobox', { name: 'Organization' })).toBeNull();
    expect(within(filters).getByRole('combobox', { name: 'Location' })).toBeVisible();
  });

  it('narrows locations to the chosen organization and sends both filters', async () => {
    const user = userEvent.setup();
    const { calls, search } = renderShiftsPage();
    const filters = await screen.findByRole('region', { name: 'Filters' });
    await user.click(within(filters).getByRole('combobox', { name: 'Organization' }));
    await user.click(await screen.findByRole('option', { name: 'Lakeside Orthodontics' }));
    expect(search().get('org')).toBe('4');

    await user.click(within(filters).getByRole('combobox', { name: 'Location' }));
    await screen.findByRole('option', { name: 'Lakeside Orthodontics - Harbor' });
    expect(roleTexts(screen.getByRole('listbox'), 'option')).toEqual([
      'All Locations',
      'Lakeside Orthodontics - Harbor',
    ]);
    await user.click(screen.getByRole('option', { name: 'Lakeside Orthodontics - Harbor' }));
    expect(search().get('location')).toBe('21');
    await shiftsQueried(calls, { organizationId: '4', locationId: '21' });
    expect(screen.getByRole('button', { name: 'Filters (2 active)' })).toBeVisible();

    // Another organization drops a location that is not its own.
    await user.click(within(filters).getByRole('combobox', { name: 'Organization' }));
    await user.click(await screen.findByRole('option', { name: 'Bright Smiles Dental' }));
    expect(search().get('org')).toBe('3');
    expect(search().get('location')).toBeNull();

    await user.click(within(filters).getByRole('button', { name: 'Reset' }));
    expect(search().get('org')).toBeNull();
    expect(search().get('date')).toBe('2026-11-23');
  });

  it('searches organizations and locations on the server as the user types (DESIGN §10)', async () => {
    const user = userEvent.setup();
    const { calls, search } = renderShiftsPage();
    const filters = await screen.findByRole('region', { name: 'Filters' });
    expect(queriesOf(calls, '/api/organizations/dropdown')).toEqual([]);
    expect(queriesOf(calls, '/api/locations/dropdown')).toEqual([]);

    await searchAndChoose(user, filters, 'Organization', 'lake', 'Lakeside Orthodontics', {
      calls,
      path: '/api/organizations/dropdown',
    });
    await searchAndChoose(user, filters, 'Location', 'harb', 'Lakeside Orthodontics - Harbor', {
      calls,
      path: '/api/locations/dropdown',
      query: { organizationId: '4' },
    });
    expect(search().get('location')).toBe('21');
  });

  it('names the organization and location of the URL, each looked up alone', async () => {
    const { calls } = renderShiftsPage({
      path: '/dashboard/shifts?date=2026-11-23&org=4&location=21',
    });
    const filters = await screen.findByRole('region', { name: 'Filters' });
    await expectChosen(filters, {
      Location: 'Lakeside Orthodontics - Harbor',
      Organization: 'Lakeside Orthodontics',
    });
    expect(queriesOf(calls, '/api/organizations/dropdown')).toEqual([{ organizationId: '4' }]);
    expect(queriesOf(calls, '/api/locations/dropdown')).toEqual([{ id: '21' }]);
  });

  it('offers a professional a Minimum rate, sent in cents (issue #28 §1), and no manager', async () => {
    const user = userEvent.setup();
    const { calls, search } = renderShiftsPage({
      user: makeMe({ position: 'employee', organizationId: null }),
    });
    const filters = await screen.findByRole('region', { name: 'Filters' });
    await user.click(within(filters).getByRole('combobox', { name: 'Minimum rate' }));
    await user.click(await screen.findByRole('option', { name: '$50.00/h or more' }));
    expect(search().get('minRate')).toBe('5000');
    await waitFor(() =>
      expect(shiftCalls(calls).some((query) => query.minRateCents === '5000')).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Filters (1 active)' })).toBeVisible();
  });

  it('offers no Minimum rate to those who post shifts', async () => {
    renderShiftsPage({ user: makeMe({ position: 'manager', organizationId: 3 }) });
    const filters = await screen.findByRole('region', { name: 'Filters' });
    expect(within(filters).queryByRole('combobox', { name: 'Minimum rate' })).toBeNull();
  });

  it('disables Radius with the location error hint in a browser without geolocation', async () => {
    renderShiftsPage();
    const radius = await screen.findByRole('combobox', { name: 'Radius' });
    expect(radius).toBeDisabled();
    expect(radius).toHaveAccessibleDescription('Location error - radius filter unavailable');
  });

  it('switches to the map view through the URL, and hides the toggle on a phone', async () => {
    const user = userEvent.setup();
    const { search } = renderShiftsPage();
    const toggle = await screen.findByRole('group', { name: 'View' });
    await user.click(within(toggle).getByRole('button', { name: 'Map' }));
    expect(search().get('view')).toBe('map');
    expect(await screen.findByRole('heading', { name: 'Locations map' })).toBeVisible();
    expect(screen.queryByRole('group', { name: /days$/ })).toBeNull();
    expect(within(toggle).getByRole('button', { name: 'Map' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    setViewportWidth(390);
    expect(screen.queryByRole('group', { name: 'View' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeVisible();
  });
});
