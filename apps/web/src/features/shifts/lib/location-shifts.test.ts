import { describe, expect, it } from 'vitest';
import { makeShift } from '../testing/render-shifts-page.tsx';
import { distanceLabel, positionsByLocation } from './location-shifts.ts';

describe('positionsByLocation', () => {
  it('groups a day by location and position group, in the map order with counts', () => {
    const byLocation = positionsByLocation([
      makeShift({ id: 1, locationId: 11, position: 'Hygienist', status: 'Requested' }),
      makeShift({ id: 2, locationId: 11, position: 'Doctor', status: 'Unassigned' }),
      makeShift({ id: 3, locationId: 11, position: 'Dental Assistant-Specialty' }),
      makeShift({ id: 4, locationId: 11, position: 'Dental Assistant-General Practice' }),
      makeShift({ id: 5, locationId: 11, position: 'Front Desk', status: 'Assigned' }),
      makeShift({ id: 6, locationId: 12, position: 'Hygienist', status: 'Unassigned' }),
    ]);
    expect(byLocation.get(11)).toEqual([
      { group: 'Front Desk', count: 1, unassigned: 0 },
      { group: 'Dental Assistant', count: 2, unassigned: 2 },
      { group: 'Doctor', count: 1, unassigned: 1 },
      { group: 'Hygienist', count: 1, unassigned: 0 },
    ]);
    expect(byLocation.get(12)).toEqual([{ group: 'Hygienist', count: 1, unassigned: 1 }]);
    expect(byLocation.get(13)).toBeUndefined();
  });

  it('is empty for a day without shifts', () => {
    expect(positionsByLocation([]).size).toBe(0);
  });
});

describe('distanceLabel', () => {
  it.each([
    [2.34, '2.3 miles away'],
    [0.71, '0.7 miles away'],
    [1, '1 mile away'],
    [0.96, '1 mile away'],
    [24.77, '24.8 miles away'],
    [25, '25 miles away'],
  ])('%s miles reads %s', (miles, text) => {
    expect(distanceLabel(miles)).toBe(text);
  });
});
