import {
  POSITION_GROUPS,
  positionGroup,
  type PositionGroup,
  type ShiftPosition,
  type ShiftState,
} from './constants.ts';

/** What the name of a calendar day reads from each of its shifts. */
export interface CalendarDayShift {
  position: ShiftPosition;
  status: ShiftState;
}

// Open shifts first: they are what a manager looks for, and what the distinct dot marks.
const STATE_ORDER: readonly ShiftState[] = ['Unassigned', 'Requested', 'Assigned'];

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

// 'Front Desk' names a post, not a person: it reads the same for one or many.
function groupPlural(group: PositionGroup): string {
  return group === 'Front Desk' ? group : `${group}s`;
}

/**
 * The accessible name of a calendar day cell, saying in words what its dots show:
 * 'Tuesday, November 24: 3 shifts, 1 unassigned Hygienist, 2 assigned Doctors', or
 * 'Tuesday, November 24: no shifts'. `date` is the day's 'YYYY-MM-DD'.
 */
export function calendarDayName(date: string, shifts: readonly CalendarDayShift[]): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const dayName = dayFormat.format(new Date(Date.UTC(year, month - 1, day)));
  if (shifts.length === 0) return `${dayName}: no shifts`;
  const parts = [plural(shifts.length, 'shift', 'shifts')];
  for (const state of STATE_ORDER) {
    for (const group of POSITION_GROUPS) {
      const count = shifts.filter(
        (shift) => shift.status === state && positionGroup(shift.position) === group,
      ).length;
      if (count > 0) {
        parts.push(
          plural(
            count,
            `${state.toLowerCase()} ${group}`,
            `${state.toLowerCase()} ${groupPlural(group)}`,
          ),
        );
      }
    }
  }
  return `${dayName}: ${parts.join(', ')}`;
}
