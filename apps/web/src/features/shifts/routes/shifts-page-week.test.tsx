import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { queriesOf } from '@/test/api-stub.ts';
import { pinClock } from '@/test/clock.ts';
import { makeMe } from '@/test/factories/users.ts';
import { makeShift, renderShiftsPage } from '../testing/render-shifts-page.tsx';

// Thursday 26 November 2026, 1:00 PM in New York: the week board shows 22 to 28 November.
const NOW = new Date('2026-11-26T18:00:00.000Z');
const WEEK_PATH = '/dashboard/shifts?date=2026-11-26&view=week&week=2026-11-22';

/** The board's cell of a location (its row header's name) and a day ('Monday, November 23'). */
function cell(locationName: string, day: string) {
  const board = screen.getByRole('table');
  const columns = within(board)
    .getAllByRole('columnheader')
    .map((header) => header.getAttribute('aria-label') ?? header.textContent);
  const row = within(board).getByRole('rowheader', { name: new RegExp(`^${locationName}`) })
    .parentElement as HTMLElement;
  return within(row).getAllByRole('cell')[columns.indexOf(day) - 1] as HTMLElement;
}

function cardsIn(element: HTMLElement) {
  return within(element)
    .queryAllByTestId('week-card')
    .map((card) => card.textContent);
}

/** The board once its rows (GET /locations/map) are in. */
/** Shift `id` at location `locationId`, starting at `utcStart` ('2026-11-27T14:00') on its day. */
function shiftAt(
  id: number,
  locationId: number,
  utcStart: string,
  overrides: Parameters<typeof makeShift>[0] = {},
) {
  return makeShift({
    id,
    locationId,
    localDate: utcStart.slice(0, 10),
    date: `${utcStart}:00.000Z`,
    ...overrides,
  });
}

async function board() {
  const table = await screen.findByRole('table', { name: 'Shifts by location, Nov 22 – 28, 2026' });
  await within(table).findAllByRole('rowheader');
  return table;
}

describe('Shifts page: the week board (issue #16 §3)', () => {
  beforeEach(() => pinClock(NOW));

  it('lists every location as a row, with no shifts too, and puts each shift in its location and day', async () => {
    renderShiftsPage({
      path: WEEK_PATH,
      shifts: [
        shiftAt(1, 11, '2026-11-27T14:00'),
        makeShift({
          id: 2,
          locationId: 21,
          localDate: '2026-11-23',
          position: 'Doctor',
          date: '2026-11-23T17:00:00.000Z',
        }),
        shiftAt(3, 11, '2026-11-29T14:00'),
      ],
    });
    await board();
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'DowntownBright Smiles Dental · BSD-001',
      'BoulderBright Smiles Dental · BSD-002',
      'HarborLakeside Orthodontics · LO-100',
    ]);
    await waitFor(() =>
      expect(cardsIn(cell('Downtown', 'Friday, November 27'))).toEqual([
        '9:00 AM – 5:00 PMHygienist$52.50/h · W-2 · Net 15Open',
      ]),
    );
    expect(cardsIn(cell('Harbor', 'Monday, November 23'))).toEqual([
      '12:00 PM – 8:00 PMDoctor$52.50/h · W-2 · Net 15Unfilled',
    ]);
    expect(cardsIn(cell('Boulder', 'Friday, November 27'))).toEqual([]);
    // The next week's shift is not on this week's board.
    expect(screen.getAllByTestId('week-card')).toHaveLength(2);
    expect(within(cell('Downtown', 'Friday, November 27')).getByRole('link')).toHaveAttribute(
      'href',
      '/dashboard/shifts/1',
    );
  });

  it('highlights an open shift that has started as Unfilled, and not a confirmed one', async () => {
    renderShiftsPage({
      path: WEEK_PATH,
      shifts: [
        shiftAt(1, 11, '2026-11-24T14:00'),
        shiftAt(2, 11, '2026-11-24T15:00', {
          status: 'Assigned',
          confirmed: 1,
          confirmedName: 'Dana Lee',
        }),
      ],
    });
    await board();
    const cards = await within(cell('Downtown', 'Tuesday, November 24')).findAllByTestId(
      'week-card',
    );
    expect(cards.map((card) => card.dataset.tone)).toEqual(['unfilled', 'confirmed']);
    expect(cards[0]).toHaveTextContent('Unfilled');
  });

  it('names the confirmed person and says Requested n or Offered', async () => {
    renderShiftsPage({
      path: WEEK_PATH,
      shifts: [
        shiftAt(1, 12, '2026-11-28T14:00', {
          status: 'Assigned',
          confirmed: 1,
          confirmedName: 'Dana Lee',
        }),
        shiftAt(2, 12, '2026-11-28T15:00', { status: 'Requested', requests: 2 }),
        shiftAt(3, 12, '2026-11-28T16:00', { status: 'Requested', requests: 1, offers: 1 }),
      ],
    });
    await board();
    await waitFor(() =>
      expect(cardsIn(cell('Boulder', 'Saturday, November 28'))).toEqual([
        '9:00 AM – 5:00 PMHygienist$52.50/h · W-2 · Net 15Confirmed · Dana Lee',
        '10:00 AM – 6:00 PMHygienist$52.50/h · W-2 · Net 15Requested 2',
        '11:00 AM – 7:00 PMHygienist$52.50/h · W-2 · Net 15Offered',
      ]),
    );
  });

  it('opens Add Shift from a cell with its location and day filled in', async () => {
    const user = userEvent.setup();
    renderShiftsPage({ path: WEEK_PATH });
    await board();
    await user.click(
      screen.getByRole('button', { name: 'Add shift at Downtown on Friday, November 27' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Shift' });
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2026-11-27');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Location' })).toHaveTextContent(
        'Bright Smiles Dental - Downtown',
      ),
    );
    // Days gone by offer no '+': a shift cannot be posted in the past.
    expect(
      screen.queryByRole('button', { name: 'Add shift at Downtown on Monday, November 23' }),
    ).toBeNull();
  });

  it('moves by week in the URL and reads the month grid holding the week', async () => {
    const user = userEvent.setup();
    const { calls, search } = renderShiftsPage({ path: WEEK_PATH });
    await board();
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(
      await screen.findByRole('heading', { name: 'Nov 29 – Dec 5, 2026' }),
    ).toBeInTheDocument();
    expect(search().get('week')).toBe('2026-11-29');
    // One month grid holds the whole week, even across the month's end.
    const months = queriesOf(calls, '/api/shifts');
    expect(months.map((query) => `${query.year}-${query.month}`)).toEqual(['2026-11']);
    await user.click(screen.getByRole('button', { name: 'This week' }));
    expect(await screen.findByRole('heading', { name: 'Nov 22 – 28, 2026' })).toBeInTheDocument();
  });

  it('keeps the location filter: only that location is a row', async () => {
    renderShiftsPage({ path: `${WEEK_PATH}&location=12` });
    await board();
    await waitFor(() =>
      expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
        'BoulderBright Smiles Dental · BSD-002',
      ]),
    );
  });

  it('offers Week to managers, never to employees (who see the calendar for view=week)', async () => {
    renderShiftsPage({ path: WEEK_PATH, user: makeMe({ position: 'employee' }) });
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Week' })).toBeNull();
  });
});
