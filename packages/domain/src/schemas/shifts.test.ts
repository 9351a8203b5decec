import { describe, expect, it } from 'vitest';
import { SPECIALTIES } from '../constants.ts';
import { toClock24 } from '../time.ts';
import { errorsOf, parseValid } from '../test-support.ts';
import {
  clockToMinutes,
  createShiftFormSchema,
  createShiftPayloadSchema,
  editPayloadFromForm,
  shiftListQuerySchema,
  shiftPayloadFromForm,
  type CreateShiftForm,
  type CreateShiftPayload,
} from './shifts.ts';

const makeShiftForm = (overrides: Partial<CreateShiftForm> = {}): CreateShiftForm => ({
  position: 'Hygienist',
  date: '2025-03-14',
  startTime: '09:00',
  endTime: '11:00',
  locationId: 7,
  lunchMinutes: 60,
  notes: '',
  internalNotes: '',
  ...overrides,
});

const makeShiftPayload = (overrides: Partial<CreateShiftPayload> = {}): CreateShiftPayload => ({
  locationId: 7,
  date: '2025-03-14T09:00',
  position: 'Hygienist',
  specialty: null,
  totalMinutes: 480,
  lunchMinutes: 60,
  ...overrides,
});

describe('Create Shift form (SPEC §5)', () => {
  it('accepts a complete shift', () => {
    expect(errorsOf(createShiftFormSchema, makeShiftForm())).toEqual({});
  });

  it.each([
    ['position', 'Position is required'],
    ['date', 'Date is required'],
    ['startTime', 'Start time is required'],
    ['endTime', 'End time is required'],
    ['locationId', 'Location is required'],
    ['lunchMinutes', 'Lunch length is required'],
  ])('requires %s: %s', (field, message) => {
    for (const empty of ['', undefined, null]) {
      expect(
        errorsOf(createShiftFormSchema, makeShiftForm({ [field]: empty })),
        String(empty),
      ).toEqual({
        [field]: message,
      });
    }
  });

  it('reports every missing field at once', () => {
    expect(errorsOf(createShiftFormSchema, {})).toEqual({
      position: 'Position is required',
      date: 'Date is required',
      startTime: 'Start time is required',
      endTime: 'End time is required',
      locationId: 'Location is required',
      lunchMinutes: 'Lunch length is required',
    });
  });

  it.each([['Dentist'], ['Dental Assistant']])('refuses position %j', (position) => {
    expect(errorsOf(createShiftFormSchema, makeShiftForm({ position: position as never }))).toEqual(
      {
        position: 'Position is required',
      },
    );
  });

  it.each([['2025-13-01'], ['2025-02-32'], ['14/03/2025']])('refuses date %j', (date) => {
    expect(errorsOf(createShiftFormSchema, makeShiftForm({ date }))).toEqual({
      date: 'Date is required',
    });
  });

  it.each([[15], [120], ['1 Hour']])(
    'refuses lunch length %j outside the options',
    (lunchMinutes) => {
      expect(errorsOf(createShiftFormSchema, makeShiftForm({ lunchMinutes }))).toEqual({
        lunchMinutes: 'Lunch length is required',
      });
    },
  );

  it.each([[0], [30], [45], [60], [90], ['45']])('accepts lunch length %j', (lunchMinutes) => {
    expect(errorsOf(createShiftFormSchema, makeShiftForm({ lunchMinutes }))).toEqual({});
  });

  it.each([[undefined], [''], ['Dentistry']])(
    'requires a specialty (%j) for Dental Assistant-Specialty',
    (specialty) => {
      expect(
        errorsOf(
          createShiftFormSchema,
          makeShiftForm({ position: 'Dental Assistant-Specialty', specialty }),
        ),
      ).toEqual({ specialty: 'Specialty is required' });
    },
  );

  it.each(SPECIALTIES)('accepts a Dental Assistant-Specialty shift in %s', (specialty) => {
    expect(
      errorsOf(
        createShiftFormSchema,
        makeShiftForm({ position: 'Dental Assistant-Specialty', specialty }),
      ),
    ).toEqual({});
  });

  it.each(['Hygienist', 'Doctor', 'Front Desk', 'Dental Assistant-General Practice'] as const)(
    'needs no specialty for %s',
    (position) => {
      expect(
        errorsOf(createShiftFormSchema, makeShiftForm({ position, specialty: undefined })),
      ).toEqual({});
    },
  );

  it.each([
    ['09:00', '09:00'],
    ['09:00', '08:59'],
    ['13:00', '01:00'],
  ])('says End time must be after start time for %s to %s', (startTime, endTime) => {
    expect(errorsOf(createShiftFormSchema, makeShiftForm({ startTime, endTime }))).toEqual({
      endTime: 'End time must be after start time',
    });
  });

  it('accepts an end one minute after the start', () => {
    expect(
      errorsOf(createShiftFormSchema, makeShiftForm({ startTime: '09:00', endTime: '09:01' })),
    ).toEqual({});
  });

  it('reads 12 AM from the picker as midnight, so 12:30 AM to 1:00 AM is valid', () => {
    const startTime = toClock24({ hour: 12, minute: 30, period: 'AM' });
    const endTime = toClock24({ hour: 1, minute: 0, period: 'AM' });
    expect(errorsOf(createShiftFormSchema, makeShiftForm({ startTime, endTime }))).toEqual({});
  });

  it('refuses 12 PM to 12 AM, since 12 AM is the start of the day', () => {
    const startTime = toClock24({ hour: 12, minute: 0, period: 'PM' });
    const endTime = toClock24({ hour: 12, minute: 0, period: 'AM' });
    expect(errorsOf(createShiftFormSchema, makeShiftForm({ startTime, endTime }))).toEqual({
      endTime: 'End time must be after start time',
    });
  });

  it.each([['24:00'], ['9:00'], ['09:60']])('refuses start time %j', (startTime) => {
    expect(errorsOf(createShiftFormSchema, makeShiftForm({ startTime }))).toMatchObject({
      startTime: 'Start time is required',
    });
  });

  it('keeps notes and internal notes optional but at most 500 characters', () => {
    expect(
      parseValid(
        createShiftFormSchema,
        makeShiftForm({ notes: undefined, internalNotes: undefined }),
      ),
    ).toMatchObject({ notes: null, internalNotes: null });
    expect(
      errorsOf(
        createShiftFormSchema,
        makeShiftForm({ notes: 'x'.repeat(501), internalNotes: 'y'.repeat(501) }),
      ),
    ).toEqual({
      notes: 'Notes must be 500 characters or less',
      internalNotes: 'Notes must be 500 characters or less',
    });
  });
});

describe('shiftPayloadFromForm (SPEC §3, §9)', () => {
  it('sends the local date, T and HH:MM, with totalMinutes as end minus start', () => {
    const form = parseValid(
      createShiftFormSchema,
      makeShiftForm({ startTime: '08:30', endTime: '17:00', notes: ' Bring loupes ' }),
    );
    expect(shiftPayloadFromForm(form)).toEqual({
      locationId: 7,
      date: '2025-03-14T08:30',
      position: 'Hygienist',
      specialty: null,
      totalMinutes: 510,
      lunchMinutes: 60,
      notes: 'Bring loupes',
      internalNotes: null,
      hourlyRateCents: null,
      engagement: 'w2',
      paymentTerms: 'net_15',
    });
  });

  it('sends the rate typed in dollars as integer cents, with the engagement and terms', () => {
    const form = parseValid(
      createShiftFormSchema,
      makeShiftForm({ hourlyRate: '52.5', engagement: '1099', paymentTerms: 'net_7' }),
    );
    expect(shiftPayloadFromForm(form)).toMatchObject({
      hourlyRateCents: 5250,
      engagement: '1099',
      paymentTerms: 'net_7',
    });
  });

  it.each([
    ['52.505', 'Enter the rate in dollars, such as 52.50'],
    ['0.50', 'Enter a rate between $1.00 and $1,000.00 an hour'],
  ])('refuses the rate %j: %s', (hourlyRate, message) => {
    expect(errorsOf(createShiftFormSchema, makeShiftForm({ hourlyRate }))).toEqual({
      hourlyRate: message,
    });
  });

  it('sends an edit without the location, only the notes once someone is confirmed', () => {
    const form = parseValid(createShiftFormSchema, makeShiftForm({ hourlyRate: '40' }));
    expect(editPayloadFromForm(form)).toEqual({
      date: '2025-03-14T09:00',
      position: 'Hygienist',
      specialty: null,
      totalMinutes: 120,
      lunchMinutes: 60,
      notes: null,
      internalNotes: null,
      hourlyRateCents: 4000,
      engagement: 'w2',
      paymentTerms: 'net_15',
    });
    expect(editPayloadFromForm(form, true)).toEqual({ notes: null, internalNotes: null });
  });

  it('makes the default two-hour shift 120 minutes long', () => {
    const form = parseValid(
      createShiftFormSchema,
      makeShiftForm({ startTime: '09:00', endTime: '11:00' }),
    );
    expect(shiftPayloadFromForm(form).totalMinutes).toBe(120);
  });

  it('keeps the specialty only for Dental Assistant-Specialty', () => {
    const specialty = parseValid(
      createShiftFormSchema,
      makeShiftForm({ position: 'Dental Assistant-Specialty', specialty: 'Orthodontics' }),
    );
    expect(shiftPayloadFromForm(specialty).specialty).toBe('Orthodontics');
    const general = parseValid(
      createShiftFormSchema,
      makeShiftForm({ position: 'Doctor', specialty: 'Orthodontics' }),
    );
    expect(shiftPayloadFromForm(general).specialty).toBeNull();
  });

  it('builds a payload the API accepts', () => {
    const form = parseValid(createShiftFormSchema, makeShiftForm());
    expect(errorsOf(createShiftPayloadSchema, shiftPayloadFromForm(form))).toEqual({});
  });
});

describe('Create Shift payload', () => {
  it.each([
    ['locationId', 'Location is required'],
    ['date', 'Date is required'],
    ['position', 'Position is required'],
    ['lunchMinutes', 'Lunch length is required'],
  ])('requires %s: %s', (field, message) => {
    for (const empty of ['', undefined, null]) {
      expect(
        errorsOf(createShiftPayloadSchema, makeShiftPayload({ [field]: empty })),
        String(empty),
      ).toEqual({
        [field]: message,
      });
    }
  });

  it.each([['2025-03-14'], ['2025-03-14T9:00'], ['2025-03-14T09:00:00Z']])(
    'refuses date %j',
    (date) => {
      expect(errorsOf(createShiftPayloadSchema, makeShiftPayload({ date }))).toEqual({
        date: 'Date is required',
      });
    },
  );

  it.each([[0], [-30]])(
    'says End time must be after start time for %i total minutes',
    (totalMinutes) => {
      expect(
        errorsOf(createShiftPayloadSchema, makeShiftPayload({ totalMinutes, lunchMinutes: 0 }))
          .totalMinutes,
      ).toBe('End time must be after start time');
    },
  );

  it('refuses a shift longer than a day', () => {
    expect(
      createShiftPayloadSchema.safeParse(makeShiftPayload({ totalMinutes: 1441 })).success,
    ).toBe(false);
  });

  it('requires a specialty for Dental Assistant-Specialty', () => {
    expect(
      errorsOf(
        createShiftPayloadSchema,
        makeShiftPayload({ position: 'Dental Assistant-Specialty', specialty: null }),
      ),
    ).toEqual({ specialty: 'Specialty is required' });
    expect(
      errorsOf(
        createShiftPayloadSchema,
        makeShiftPayload({ position: 'Dental Assistant-Specialty', specialty: 'Surgery' as never }),
      ),
    ).toEqual({ specialty: 'Specialty is required' });
  });

  it('refuses a specialty sent for another position instead of dropping it', () => {
    expect(
      errorsOf(
        createShiftPayloadSchema,
        makeShiftPayload({ position: 'Doctor', specialty: 'Endodontics' }),
      ),
    ).toEqual({ specialty: 'Specialty applies only to Dental Assistant-Specialty shifts' });
  });

  it.each([[null], [undefined]])('takes no specialty (%j) for another position', (specialty) => {
    expect(
      parseValid(createShiftPayloadSchema, makeShiftPayload({ position: 'Doctor', specialty }))
        .specialty,
    ).toBeNull();
  });

  it.each([['9999-12-31T23:00'], ['9999-01-01T09:00']])(
    'refuses a date in the year 9999, whose instants four-digit ISO years cannot always write (%s)',
    (date) => {
      expect(errorsOf(createShiftPayloadSchema, makeShiftPayload({ date }))).toEqual({
        date: 'Date must be before the year 9999',
      });
    },
  );

  it('takes the last day of the year 9998', () => {
    expect(
      parseValid(createShiftPayloadSchema, makeShiftPayload({ date: '9998-12-31T23:00' })).date,
    ).toBe('9998-12-31T23:00');
  });

  it('posts a shift with no rate shown as W-2, Net 15 when the pay is not sent (issue #28 §1)', () => {
    expect(parseValid(createShiftPayloadSchema, makeShiftPayload())).toMatchObject({
      hourlyRateCents: null,
      engagement: 'w2',
      paymentTerms: 'net_15',
    });
  });

  it.each([
    [{ hourlyRateCents: 5250.5 }, 'hourlyRateCents', 'Enter the rate as a whole number of cents'],
    [
      { hourlyRateCents: 99 },
      'hourlyRateCents',
      'Enter a rate between $1.00 and $1,000.00 an hour',
    ],
    [{ engagement: 'contractor' }, 'engagement', "Choose 'W-2' or '1099'"],
    [
      { paymentTerms: 'net_60' },
      'paymentTerms',
      "Choose 'Same day', 'Net 7', 'Net 15' or 'Net 30'",
    ],
  ])('refuses the pay %j', (pay, field, message) => {
    expect(errorsOf(createShiftPayloadSchema, makeShiftPayload(pay as never))).toEqual({
      [field]: message,
    });
  });

  it('refuses a lunch as long as the shift', () => {
    expect(
      errorsOf(createShiftPayloadSchema, makeShiftPayload({ totalMinutes: 60, lunchMinutes: 60 })),
    ).toEqual({
      lunchMinutes: 'Lunch must be shorter than the shift',
    });
  });
});

describe('clockToMinutes', () => {
  it.each([
    ['00:00', 0],
    ['09:30', 570],
    ['23:59', 1439],
  ])('reads %s as %i minutes after midnight', (clock, minutes) => {
    expect(clockToMinutes(clock)).toBe(minutes);
  });
});

describe('shift list query', () => {
  it('reads month, year, radius and position from the query string', () => {
    expect(
      parseValid(shiftListQuerySchema, {
        month: '3',
        year: '2025',
        radius: '25',
        lat: '40.7',
        lng: '-74',
      }),
    ).toEqual({ month: 3, year: 2025, radius: 25, lat: 40.7, lng: -74 });
  });

  it('reads a minimum rate in cents (issue #28 §1)', () => {
    expect(
      parseValid(shiftListQuerySchema, { month: '3', year: '2025', minRateCents: '5000' }),
    ).toEqual({ month: 3, year: 2025, minRateCents: 5000 });
  });

  it.each([
    [{ month: '0', year: '2025' }],
    [{ month: '13', year: '2025' }],
    [{ month: '3', year: '2025', lat: '91' }],
    [{ month: '3', year: '2025', status: 'Open' }],
    [{ month: '3', year: '2025', minRateCents: '50.5' }],
    [{ month: '3', year: '2025', minRateCents: 'fifty' }],
  ])('refuses %j', (query) => {
    expect(shiftListQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('create shift form on a first, mostly empty submit', () => {
  it('shows end time must be after start time beside the other messages', () => {
    const result = createShiftFormSchema.safeParse({
      position: '',
      date: '',
      startTime: '10:00',
      endTime: '09:00',
      locationId: '',
      lunchMinutes: '',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Position is required',
      'Date is required',
      'Location is required',
      'Lunch length is required',
      'End time must be after start time',
    ]);
  });

  it('answers End time is required for a payload without totalMinutes', () => {
    const result = createShiftPayloadSchema.safeParse({
      locationId: 1,
      date: '2027-01-04T09:00',
      position: 'Doctor',
      lunchMinutes: 0,
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['End time is required']);
  });
});
