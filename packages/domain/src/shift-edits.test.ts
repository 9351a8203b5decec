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
  hourlyRateCents: 5000,
  engagement: 'w2',
  paymentTerms: 'net_15',
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
    ['the rate', { hourlyRateCents: 5250 }, ['hourlyRateCents']],
    ['the engagement', { engagement: '1099' }, ['engagement']],
    ['the payment terms', { paymentTerms: 'net_7' }, ['paymentTerms']],
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

  it('says a change of pay in words (issue #28 §1)', () => {
    const changes = shiftChanges(shift, {
      ...shift,
      hourlyRateCents: 5250,
      engagement: '1099',
      paymentTerms: 'same_day',
    });
    expect(formatShiftChanges(changes)).toBe(
      'Rate $50.00/h → $52.50/h, Engagement W-2 → 1099, Payment terms Net 15 → Same day',
    );
    expect(formatShiftChanges(shiftChanges(shift, { ...shift, hourlyRateCents: null }))).toBe(
      'Rate $50.00/h → Rate not shown',
    );
    expect(reschedules(changes)).toBe(true);
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

  it.each<[string, Partial<EditableShift>]>([
    ['rate', { hourlyRateCents: 5500 }],
    ['engagement', { engagement: '1099' }],
    ['terms', { paymentTerms: 'net_30' }],
    ['rate and time together', { hourlyRateCents: 5500, totalMinutes: 300 }],
  ])('never lets the pay of a confirmed shift change: %s (issue #28 §1)', (_case, edit) => {
    const changes = shiftChanges(shift, { ...shift, ...edit });
    expect(shiftEditRefusal({ startsAt: START, confirmed: 1 }, changes, NOW)).toBe(
      'The pay of a confirmed shift cannot change',
    );
    expect(shiftEditRefusal({ startsAt: START, confirmed: 0 }, changes, NOW)).toBeNull();
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
