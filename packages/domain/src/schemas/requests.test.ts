import { describe, expect, it } from 'vitest';
import { SHIFT_POSITIONS, SPECIALTIES } from '../constants.ts';
import { errorsOf, parseValid } from '../test-support.ts';
import {
  assignUserSchema,
  createRequestPayloadSchema,
  requestShiftFormSchema,
  requiresExperience,
  type RequestShiftForm,
} from './requests.ts';

const makeRequest = (overrides: Partial<RequestShiftForm> = {}): RequestShiftForm => ({
  partial: false,
  notes: '',
  ...overrides,
});

describe('requiresExperience (SPEC §5)', () => {
  it('asks about experience for Dental Assistant-Specialty shifts', () => {
    expect(
      requiresExperience({ position: 'Dental Assistant-Specialty', specialty: 'Endodontics' }),
    ).toBe(true);
    expect(requiresExperience({ position: 'Dental Assistant-Specialty' })).toBe(true);
  });

  it.each(SPECIALTIES)('asks about experience for a %s shift', (specialty) => {
    expect(requiresExperience({ position: specialty })).toBe(true);
    expect(requiresExperience({ position: 'Doctor', specialty })).toBe(true);
  });

  it.each(SHIFT_POSITIONS.filter((position) => position !== 'Dental Assistant-Specialty'))(
    'does not ask about experience for %s',
    (position) => {
      expect(requiresExperience({ position, specialty: null })).toBe(false);
    },
  );
});

describe('Request Shift form (SPEC §5)', () => {
  it('accepts a whole-shift request with no notes', () => {
    expect(parseValid(requestShiftFormSchema(false), makeRequest({ notes: undefined }))).toEqual({
      partial: false,
      notes: null,
      proposedRate: null,
    });
  });

  it.each([
    ['55', 5500],
    ['', null],
  ])('reads a proposed rate of %j as %j cents (issue #28 §2)', (proposedRate, cents) => {
    expect(
      parseValid(requestShiftFormSchema(false), makeRequest({ proposedRate })).proposedRate,
    ).toBe(cents);
  });

  it('ignores times when the request is for the whole shift', () => {
    expect(
      errorsOf(requestShiftFormSchema(false), makeRequest({ startTime: '', endTime: '' })),
    ).toEqual({});
  });

  it.each([
    [
      { startTime: '', endTime: '' },
      { startTime: 'Start time is required', endTime: 'End time is required' },
    ],
    [{ endTime: '12:00' }, { startTime: 'Start time is required' }],
    [{ startTime: '10:00' }, { endTime: 'End time is required' }],
    [{ startTime: '10:00', endTime: '10:00' }, { endTime: 'End time must be after start time' }],
    [{ startTime: '10:00', endTime: '09:30' }, { endTime: 'End time must be after start time' }],
  ])('checks part-shift times %j: %j', (times, errors) => {
    expect(
      errorsOf(requestShiftFormSchema(false), makeRequest({ partial: true, ...times })),
    ).toEqual(errors);
  });

  it('accepts part of a shift with an end after its start', () => {
    expect(
      errorsOf(
        requestShiftFormSchema(false),
        makeRequest({ partial: true, startTime: '10:00', endTime: '12:30' }),
      ),
    ).toEqual({});
  });

  it('says Please answer the experience question when it is unanswered', () => {
    expect(errorsOf(requestShiftFormSchema(true), makeRequest())).toEqual({
      experience: 'Please answer the experience question',
    });
  });

  it('blocks a No answer: You cannot request this shift without the required experience', () => {
    expect(errorsOf(requestShiftFormSchema(true), makeRequest({ experience: 'no' }))).toEqual({
      experience: 'You cannot request this shift without the required experience',
    });
  });

  it('accepts a Yes answer', () => {
    expect(errorsOf(requestShiftFormSchema(true), makeRequest({ experience: 'yes' }))).toEqual({});
  });

  it('does not ask the experience question of other shifts', () => {
    expect(errorsOf(requestShiftFormSchema(false), makeRequest())).toEqual({});
  });

  it('limits notes to 500 characters', () => {
    expect(
      errorsOf(requestShiftFormSchema(false), makeRequest({ notes: 'x'.repeat(501) })),
    ).toEqual({
      notes: 'Notes must be 500 characters or less',
    });
  });
});

describe('Create request payload', () => {
  it('accepts a whole-shift request', () => {
    expect(errorsOf(createRequestPayloadSchema, {})).toEqual({});
  });

  it('accepts adjusted part-shift times', () => {
    expect(
      errorsOf(createRequestPayloadSchema, {
        startTime: '2025-03-14T15:00:00Z',
        endTime: '2025-03-14T17:00:00.000Z',
      }),
    ).toEqual({});
  });

  it.each([
    [{ startTime: '2025-03-14T15:00:00Z' }, { endTime: 'End time is required' }],
    [{ endTime: '2025-03-14T15:00:00Z' }, { startTime: 'Start time is required' }],
    [
      { startTime: '2025-03-14T15:00:00Z', endTime: '2025-03-14T15:00:00Z' },
      { endTime: 'End time must be after start time' },
    ],
    [
      { startTime: '2025-03-14T15:00:00Z', endTime: '2025-03-14T10:00:00-04:00' },
      { endTime: 'End time must be after start time' },
    ],
    [
      { startTime: 'soon', endTime: '2025-03-14T15:00:00Z' },
      { startTime: 'Start time is required' },
    ],
  ])('checks %j: %j', (payload, errors) => {
    expect(errorsOf(createRequestPayloadSchema, payload)).toEqual(errors);
  });
});

describe('Assign (SPEC §5)', () => {
  it.each([[undefined], [''], [null], [0]])('says Please select a user for %j', (userId) => {
    expect(errorsOf(assignUserSchema, { userId })).toEqual({ userId: 'Please select a user' });
  });

  it('says Notes must be 500 characters or less for 501 characters', () => {
    expect(errorsOf(assignUserSchema, { userId: 4, notes: 'x'.repeat(501) })).toEqual({
      notes: 'Notes must be 500 characters or less',
    });
  });

  it('accepts a user with 500 characters of notes', () => {
    expect(parseValid(assignUserSchema, { userId: '4', notes: 'x'.repeat(500) })).toEqual({
      userId: 4,
      notes: 'x'.repeat(500),
      mode: 'confirm',
    });
  });

  it('offers the shift instead with the offer mode (issue #26 §10), and takes no other', () => {
    expect(parseValid(assignUserSchema, { userId: 4, mode: 'offer' })).toMatchObject({
      mode: 'offer',
    });
    expect(assignUserSchema.safeParse({ userId: 4, mode: 'later' }).error?.issues[0]?.message).toBe(
      "Choose 'Confirm now' or 'Offer with a deadline'",
    );
  });
});
