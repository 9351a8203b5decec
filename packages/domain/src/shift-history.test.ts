import { describe, expect, it } from 'vitest';
import {
  seesShiftEvent,
  shiftEventChangeLines,
  shiftEventSentence,
  type ShiftEventFacts,
} from './shift-history.ts';
import { makeActor } from './test-support.ts';

const jane = { id: 7, name: 'Jane Doe' };
const maria = { id: 3, name: 'Maria Lopez' };

function entry(overrides: Partial<ShiftEventFacts>): ShiftEventFacts {
  return { kind: 'posted', actor: maria, subject: null, reason: null, ...overrides };
}

describe('shiftEventSentence', () => {
  it.each<[string, Partial<ShiftEventFacts>, string]>([
    ['posted', {}, 'Maria Lopez posted the shift'],
    ['edited', { kind: 'edited' }, 'Maria Lopez edited the shift'],
    [
      'requested',
      { kind: 'requested', actor: jane, subject: jane },
      'Jane Doe requested the shift',
    ],
    [
      'withdrawn',
      { kind: 'withdrawn', actor: jane, subject: jane },
      'Jane Doe withdrew their request',
    ],
    ['offered', { kind: 'offered', subject: jane }, 'Maria Lopez offered the shift to Jane Doe'],
    [
      'declined by the manager',
      { kind: 'declined', subject: jane },
      'Maria Lopez declined Jane Doe’s request',
    ],
    [
      'declined by the person',
      { kind: 'declined', actor: jane, subject: jane },
      'Jane Doe declined the offer',
    ],
    [
      'declined as filled',
      { kind: 'declined', actor: null, subject: jane, reason: 'filled' },
      'Jane Doe’s request was declined because the shift was filled',
    ],
    [
      'declined as no longer fitting',
      { kind: 'declined', actor: null, subject: jane, reason: 'shiftChanged' },
      'Jane Doe’s request was declined because the shift’s hours changed',
    ],
    ['expired', { kind: 'expired', actor: null, subject: jane }, 'Offer to Jane Doe expired'],
    ['confirmed', { kind: 'confirmed', actor: jane, subject: jane }, 'Jane Doe accepted the offer'],
    ['assigned', { kind: 'assigned', subject: jane }, 'Maria Lopez assigned the shift to Jane Doe'],
    [
      'cancelled by the person',
      { kind: 'cancelled', actor: jane, subject: jane },
      'Jane Doe cancelled their confirmed shift',
    ],
    [
      'cancelled by the manager',
      { kind: 'cancelled', subject: jane },
      'Maria Lopez cancelled Jane Doe’s confirmed shift',
    ],
    ['deleted', { kind: 'deleted' }, 'Maria Lopez deleted the shift'],
    [
      'the uncovered hours posted (issue #26 §4)',
      { kind: 'uncoveredPosted', reason: '8:00 to 10:00 AM and 2:30 to 4:30 PM' },
      'Maria Lopez posted the uncovered hours as open shifts: 8:00 to 10:00 AM and 2:30 to 4:30 PM',
    ],
  ])('says %s in words', (_, overrides, sentence) => {
    expect(shiftEventSentence(entry(overrides))).toBe(sentence);
  });

  it('writes a possessive of a name ending in s with the apostrophe alone', () => {
    const james = { id: 9, name: 'James' };
    expect(shiftEventSentence(entry({ kind: 'declined', subject: james }))).toBe(
      'Maria Lopez declined James’ request',
    );
  });
});

describe('shiftEventChangeLines', () => {
  it('names each edited field with its old and new value', () => {
    expect(
      shiftEventChangeLines([
        { field: 'startTime', from: '08:00', to: '09:00' },
        { field: 'notes', from: 'a', to: 'b' },
      ]),
    ).toEqual(['Start 8:00 AM → 9:00 AM', 'Notes changed']);
  });

  it('has no lines for an entry without changes', () => {
    expect(shiftEventChangeLines(null)).toEqual([]);
  });
});

describe('seesShiftEvent', () => {
  const shift = { locationId: 5 };
  const employee = makeActor({ id: 7, position: 'employee', locationIds: [5] });
  const manager = makeActor({ id: 3, position: 'location_manager', locationIds: [5] });
  const otherManager = makeActor({ id: 4, position: 'location_manager', locationIds: [6] });
  const admin = makeActor({ id: 1, position: 'admin' });

  it.each([
    [
      'a manager of the location sees an entry about someone else',
      manager,
      { actorId: 9, subjectId: 8 },
      true,
    ],
    ['an admin sees every entry', admin, { actorId: 9, subjectId: 8 }, true],
    [
      'a restricted user sees an entry about their own request',
      employee,
      { actorId: 3, subjectId: 7 },
      true,
    ],
    [
      'a restricted user sees an entry they acted in',
      employee,
      { actorId: 7, subjectId: null },
      true,
    ],
    [
      'a restricted user does not see an entry about someone else',
      employee,
      { actorId: 3, subjectId: 8 },
      false,
    ],
    [
      'a restricted user does not see the shift’s own entries',
      employee,
      { actorId: 3, subjectId: null },
      false,
    ],
    [
      'a manager of another location is restricted',
      otherManager,
      { actorId: 3, subjectId: 8 },
      false,
    ],
  ])('%s', (_, viewer, event, sees) => {
    expect(seesShiftEvent(viewer, shift, event)).toBe(sees);
  });
});
