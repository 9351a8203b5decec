import { describe, expect, it } from 'vitest';
import { notificationGroupsFor } from './notification-types.ts';

describe('notificationGroupsFor: the groups that can reach a person (issue #26 §7)', () => {
  it('offers a professional every group but requests for shifts they manage, credentials (issue #27 §5) and timesheets (issue #28 §3) among them', () => {
    expect(notificationGroupsFor('employee')).toEqual([
      'newShifts',
      'offers',
      'decisions',
      'shiftChanges',
      'cancellations',
      'credentials',
      'timesheets',
    ]);
  });

  it.each(['manager', 'location_manager'] as const)(
    'offers a %s every group but new shifts, which go to professionals only',
    (position) => {
      expect(notificationGroupsFor(position)).toEqual([
        'requests',
        'offers',
        'decisions',
        'shiftChanges',
        'cancellations',
        'credentials',
        'timesheets',
      ]);
    },
  );

  it('offers an admin, who cannot ask for shifts, no changes to shifts asked for either', () => {
    expect(notificationGroupsFor('admin')).toEqual([
      'requests',
      'offers',
      'decisions',
      'cancellations',
      'credentials',
      'timesheets',
    ]);
  });
});
