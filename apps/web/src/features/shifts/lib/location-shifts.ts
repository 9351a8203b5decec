import {
  MAP_POSITION_ORDER,
  positionGroup,
  type PositionGroup,
  type ShiftListItem,
} from '@chairside/domain';

/** One position group's shifts at a location on a day, for a map popup. */
export interface PositionCount {
  group: PositionGroup;
  count: number;
  /** How many of them nobody has been assigned yet. */
  unassigned: number;
}

/**
 * A day's shifts by location: each location's position groups in SPEC §2's map order (Front
 * Desk, Dental Assistant, Doctor, Hygienist), only the groups that have shifts.
 */
export function positionsByLocation(
  shifts: readonly ShiftListItem[],
): ReadonlyMap<number, PositionCount[]> {
  const counts = new Map<number, Map<PositionGroup, PositionCount>>();
  for (const shift of shifts) {
    let groups = counts.get(shift.locationId);
    if (!groups) {
      groups = new Map();
      counts.set(shift.locationId, groups);
    }
    const group = positionGroup(shift.position);
    const entry = groups.get(group) ?? { group, count: 0, unassigned: 0 };
    entry.count += 1;
    if (shift.status === 'Unassigned') entry.unassigned += 1;
    groups.set(group, entry);
  }
  const result = new Map<number, PositionCount[]>();
  for (const [locationId, groups] of counts) {
    result.set(
      locationId,
      MAP_POSITION_ORDER.flatMap((group) => {
        const entry = groups.get(group);
        return entry ? [entry] : [];
      }),
    );
  }
  return result;
}

/** '2.3 miles away', '1 mile away': one decimal, as GET /locations/map rounds it. */
export function distanceLabel(miles: number): string {
  const rounded = Math.round(miles * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'mile' : 'miles'} away`;
}
