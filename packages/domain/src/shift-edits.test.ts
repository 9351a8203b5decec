import { describe, expect, it } from 'vitest';
import {
  formatShiftChanges,
  localShiftStart,
  requestFitsShift,
  reschedules,
  shiftChanges,
  shiftEditability,
  shiftEditRefusal,
  type EditableShift,
} from './shift-edits.ts';

const shift: EditableShift = {
  date: '2026-12-08T08:00',
  totalMinutes: 480,
  lunchMinutes: 60,
  position: 'Hygienist',
  specialty: null,
  notes: 'Bring loupes',
  internalNotes: null,
};

const NOW = new Date('2026-12-01T12:00:00Z');
const START = new Date('2026-12-08T14:00:00Z');

describe('shiftChanges: which fields an edit changes (issue #16 §2)', () => {
  it.each<[string, Partial<EditableShift>, string[]]>([
    ['nothing', {}, []],
    [
      'a later start keeps the length: start and end move',
      { date: '2026-12-08T09:00' },
      ['startTime', 'endTime'],
    ],
    ['a longer shift moves the end only', { totalMinutes: 540 }, ['endTime']],
    ['another day', { date: '2026-12-09T08:00' }, ['date']],
    ['the position', { position: 'Front Desk' }, ['position']],
    ['the lunch', { lunchMinutes: 30 }, ['lunchMinutes']],
    ['the notes', { notes: 'Parking behind' }, ['notes']],
    ['internal notes', { internalNotes: 'New patient day' }, ['internalNotes']],
  ])('%s', (_case, edit, fields) => {
    expect(shiftChanges(shift, { ...shift, ...edit }).map((change) => change.field)).toEqual(
      fields,
    );
  });

  it('keeps each field’s value before and after', () => {
    expect(shiftChanges(shift, { ...shift, date: '2026-12-08T09:00' })).toEqual([
      { field: 'startTime', from: '08:00', to: '09:00' },
      { field: 'endTime', from: '16:00', to: '17:00' },
    ]);
  });

  it('says the changes in words, notes only that they changed', () => {
    const changes = shiftChanges(shift, {
      ...shift,
      date: '2026-12-09T09:00',
      lunchMinutes: 30,
      notes: 'Parking behind',
    });
    expect(formatShiftChanges(changes)).toBe(
      'Date Tue, Dec 8 → Wed, Dec 9, Start 8:00 AM → 9:00 AM, End 4:00 PM → 5:00 PM, Lunch 1 Hour → 30 Minutes, Notes changed',
    );
  });

  it('tells a reschedule from a change of notes', () => {
    expect(reschedules(shiftChanges(shift, { ...shift, notes: 'x', internalNotes: 'y' }))).toBe(
      false,
    );
    expect(reschedules(shiftChanges(shift, { ...shift, totalMinutes: 300 }))).toBe(true);
  });
});

describe('shiftEditability and shiftEditRefusal: what may be edited when', () => {
  const notes = shiftChanges(shift, { ...shift, notes: 'x' });
  const time = shiftChanges(shift, { ...shift, totalMinutes: 300 });

  it.each<[string, number, Date, 'all' | 'notes' | 'none']>([
    ['open, before the start', 0, NOW, 'all'],
    ['someone confirmed', 1, NOW, 'notes'],
    ['started', 0, START, 'none'],
    ['started, someone confirmed', 1, new Date('2026-12-09T00:00:00Z'), 'none'],
  ])('%s: %s', (_case, confirmed, now, editable) => {
    expect(shiftEditability({ startsAt: START, confirmed }, now)).toBe(editable);
  });

  it('lets an open shift change anything', () => {
    expect(shiftEditRefusal({ startsAt: START, confirmed: 0 }, time, NOW)).toBeNull();
  });

  it('lets a confirmed shift change its notes, not its time', () => {
    expect(shiftEditRefusal({ startsAt: START, confirmed: 1 }, notes, NOW)).toBeNull();
    expect(shiftEditRefusal({ startsAt: START, confirmed: 1 }, time, NOW)).toBe(
      'Someone is confirmed for this shift: only its notes can be edited',
    );
  });

  it('refuses any edit once the shift has started', () => {
    expect(shiftEditRefusal({ startsAt: START, confirmed: 0 }, notes, START)).toBe(
      'A shift that has started cannot be edited',
    );
  });
});

describe('requestFitsShift: part-shift requests inside the new hours', () => {
  const moved = { startsAt: '2026-12-08T15:00:00Z', endsAt: '2026-12-08T23:00:00Z' };
  it.each<[string, string | null, string | null, boolean]>([
    ['a whole-shift request follows the shift', null, null, true],
    ['inside', '2026-12-08T16:00:00Z', '2026-12-08T20:00:00Z', true],
    ['exactly the new hours', '2026-12-08T15:00:00Z', '2026-12-08T23:00:00Z', true],
    ['starting before the new start', '2026-12-08T14:00:00Z', '2026-12-08T18:00:00Z', false],
    ['ending after the new end', '2026-12-08T20:00:00Z', '2026-12-09T00:00:00Z', false],
  ])('%s', (_case, startTime, endTime, fits) => {
    expect(requestFitsShift({ startTime, endTime }, moved)).toBe(fits);
  });
});

describe('localShiftStart', () => {
  it('reads a stored start on the location’s clock, across the DST change', () => {
    expect(localShiftStart('2026-12-08T14:00:00Z', 'America/Chicago')).toBe('2026-12-08T08:00');
    expect(localShiftStart('2026-07-08T13:00:00Z', 'America/Chicago')).toBe('2026-07-08T08:00');
  });
});
