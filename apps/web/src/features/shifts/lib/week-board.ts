import type { ShiftListItem } from '@chairside/domain';
import type { ShiftIndex } from './shift-index.ts';

const NO_SHIFTS: readonly ShiftListItem[] = [];

/** A week's shifts by location, then by local date; each day's soonest first. */
export interface WeekGrid {
  cell: (locationId: number, date: string) => readonly ShiftListItem[];
  /** The week's shift count: those of every location, shown in a row or not. */
  total: number;
}

/**
 * Groups the week's shifts once, reading only its seven days of the month's index: a cell is
 * then a map lookup, never a scan of the week for each of 60 locations x 7 days. A cell with no
 * shifts answers the same empty list every time, so its memoised cell does not re-render.
 */
export function groupWeek(index: ShiftIndex, dates: readonly string[]): WeekGrid {
  const byCell = new Map<string, ShiftListItem[]>();
  let total = 0;
  for (const date of dates) {
    for (const shift of index.byDate.get(date) ?? NO_SHIFTS) {
      const key = `${shift.locationId}|${date}`;
      const cell = byCell.get(key);
      if (cell) cell.push(shift);
      else byCell.set(key, [shift]);
      total += 1;
    }
  }
  return { cell: (locationId, date) => byCell.get(`${locationId}|${date}`) ?? NO_SHIFTS, total };
}
