import { describe, expect, it } from 'vitest';
import { notificationGroupsFor } from './notification-types.ts';

describe('notificationGroupsFor: the groups that can reach a person (issue #26 §7)', () => {
  it('offers a professional every group but requests for shifts they manage', () => {
    expect(notificationGroupsFor('employee')).toEqual([
      'newShifts',
      'offers',
      'decisions',
      'shiftChanges',
      'cancellations',
    ]);
  });

  it.each(['admin', 'manager', 'location_manager'] as const)(
    'offers a %s requests, offers, decisions and cancellations, not new shifts',
    (position) => {
      expect(notificationGroupsFor(position)).toEqual([
        'requests',
        'offers',
        'decisions',
        'cancellations',
      ]);
    },
  );
});
