import {
  coverageOfShift,
  isPartlyCovered,
  POSITION_GROUPS,
  positionGroup,
  type PositionGroup,
  type ShiftListItem,
} from '@chairside/domain';

/** What a calendar cell shows for one day. */
export interface DaySummary {
  count: number;
  /** Groups with at least one requested or fully assigned shift: a filled dot each. */
  groups: PositionGroup[];
  /** Groups with at least one shift confirmed for part of its hours: a half-filled dot each. */
  partlyCoveredGroups: PositionGroup[];
  /** Groups with at least one unassigned shift: a distinct dot each. */
  unassignedGroups: PositionGroup[];
}

export interface ShiftIndex {
  /** 'YYYY-MM-DD' (the shift's own local date) -> that day's shifts, soonest first. */
  byDate: ReadonlyMap<string, readonly ShiftListItem[]>;
  summaries: ReadonlyMap<string, DaySummary>;
}

export const EMPTY_INDEX: ShiftIndex = { byDate: new Map(), summaries: new Map() };

/**
 * Groups a month of shifts by `localDate` in one pass, so a calendar cell or a panel day is a
 * map lookup rather than a filter over thousands of shifts.
 */
export function indexShifts(shifts: readonly ShiftListItem[]): ShiftIndex {
  // Each start is parsed once, not once per comparison: a busy month is thousands of shifts.
  const starts = new Map<ShiftListItem, number>();
  const byDate = new Map<string, ShiftListItem[]>();
  for (const shift of shifts) {
    starts.set(shift, Date.parse(shift.date));
    const day = byDate.get(shift.localDate);
    if (day) day.push(shift);
    else byDate.set(shift.localDate, [shift]);
  }
  const startOf = (shift: ShiftListItem) => starts.get(shift) as number;
  const summaries = new Map<string, DaySummary>();
  for (const [date, day] of byDate) {
    day.sort((a, b) => startOf(a) - startOf(b) || a.id - b.id);
    const filled = new Set<PositionGroup>();
    const open = new Set<PositionGroup>();
    const partly = new Set<PositionGroup>();
    for (const shift of day) {
      const group = positionGroup(shift.position);
      if (shift.status === 'Unassigned') open.add(group);
      else if (isPartlyCovered(coverageOfShift(shift))) partly.add(group);
      else filled.add(group);
    }
    summaries.set(date, {
      count: day.length,
      groups: POSITION_GROUPS.filter((group) => filled.has(group)),
      partlyCoveredGroups: POSITION_GROUPS.filter((group) => partly.has(group)),
      unassignedGroups: POSITION_GROUPS.filter((group) => open.has(group)),
    });
  }
  return { byDate, summaries };
}
