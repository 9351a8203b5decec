import { describe, expect, it } from 'vitest';
import { calendarDayName } from './calendar-day-name.ts';

describe('calendarDayName (a calendar day cell names its shifts for screen readers)', () => {
  it('names a day without shifts', () => {
    expect(calendarDayName('2026-11-24', [])).toBe('Tuesday, November 24: no shifts');
  });

  it('counts the shifts, then each state and position group, open shifts first', () => {
    expect(
      calendarDayName('2026-11-24', [
        { position: 'Doctor', status: 'Assigned' },
        { position: 'Hygienist', status: 'Unassigned' },
        { position: 'Doctor', status: 'Assigned' },
        { position: 'Front Desk', status: 'Requested' },
      ]),
    ).toBe(
      'Tuesday, November 24: 4 shifts, 1 unassigned Hygienist, 1 requested Front Desk, 2 assigned Doctors',
    );
  });

  it('counts both dental assistant positions as one group, as the dots do', () => {
    expect(
      calendarDayName('2026-03-01', [
        { position: 'Dental Assistant-General Practice', status: 'Unassigned' },
        { position: 'Dental Assistant-Specialty', status: 'Unassigned' },
      ]),
    ).toBe('Sunday, March 1: 2 shifts, 2 unassigned Dental Assistants');
  });

  it('says shift for one shift and keeps Front Desk as it is for many', () => {
    expect(calendarDayName('2026-11-24', [{ position: 'Front Desk', status: 'Unassigned' }])).toBe(
      'Tuesday, November 24: 1 shift, 1 unassigned Front Desk',
    );
    expect(
      calendarDayName('2026-11-24', [
        { position: 'Front Desk', status: 'Assigned' },
        { position: 'Front Desk', status: 'Assigned' },
      ]),
    ).toBe('Tuesday, November 24: 2 shifts, 2 assigned Front Desk');
  });

  it('reads the date as a calendar date, whatever the time zone of the machine', () => {
    expect(calendarDayName('2027-01-01', [])).toBe('Friday, January 1: no shifts');
  });
});
