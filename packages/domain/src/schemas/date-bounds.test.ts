import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SHIFT_MESSAGES } from '../messages/general.ts';
import { messagesAt } from '../test-support.ts';
import { copyWeekPayloadSchema } from './copy-week.ts';
import { calendarDateField, dateYearRefusal } from './fields.ts';
import { repeatShiftPayloadSchema } from './repeat.ts';
import { reportQuerySchema } from './reports.ts';
import { createRequestPayloadSchema } from './requests.ts';
import {
  createShiftPayloadSchema,
  editShiftPayloadSchema,
  shiftListQuerySchema,
} from './shifts.ts';

/**
 * Every date a route takes is bounded like Add Shift's (issue point 6: Copy Week's `toWeekStart`
 * 9999-12-26 answered 500): one rule, dateYearRefusal, from year 1000 to 9998.
 */
const SHIFT = {
  locationId: 1,
  date: '2031-03-04T09:00',
  position: 'Hygienist',
  totalMinutes: 480,
  lunchMinutes: 30,
};

interface DateField {
  label: string;
  schema: z.ZodType;
  path: string;
  /** A valid input with `day` ('YYYY-MM-DD') in the field. */
  input: (day: string) => unknown;
}

const DATE_FIELDS: DateField[] = [
  { label: 'calendarDateField', schema: calendarDateField, path: '', input: (day) => day },
  {
    label: 'Copy Week fromWeekStart',
    schema: copyWeekPayloadSchema,
    path: 'fromWeekStart',
    input: (day) => ({ fromWeekStart: day, toWeekStart: '2031-03-02' }),
  },
  {
    label: 'Copy Week toWeekStart',
    schema: copyWeekPayloadSchema,
    path: 'toWeekStart',
    input: (day) => ({ fromWeekStart: '2031-03-02', toWeekStart: day }),
  },
  {
    label: 'Add Shift date',
    schema: createShiftPayloadSchema,
    path: 'date',
    input: (day) => ({ ...SHIFT, date: `${day}T09:00` }),
  },
  {
    label: 'Edit Shift date',
    schema: editShiftPayloadSchema,
    path: 'date',
    input: (day) => ({ date: `${day}T09:00` }),
  },
  {
    label: 'Repeat shift.date',
    schema: repeatShiftPayloadSchema,
    path: 'shift.date',
    input: (day) => ({ shift: { ...SHIFT, date: `${day}T09:00` }, repeat: { kind: 'none' } }),
  },
  {
    label: 'Repeat until',
    schema: repeatShiftPayloadSchema,
    path: 'repeat.until',
    input: (day) => ({ shift: SHIFT, repeat: { kind: 'weekly', weekdays: [2], until: day } }),
  },
  {
    label: 'Repeat dates',
    schema: repeatShiftPayloadSchema,
    path: 'repeat.dates.0',
    input: (day) => ({ shift: SHIFT, repeat: { kind: 'dates', dates: [day] } }),
  },
  {
    label: 'report startDate',
    schema: reportQuerySchema,
    path: 'startDate',
    input: (day) => ({ startDate: day, endDate: day }),
  },
  {
    label: 'report endDate (an ISO instant)',
    schema: reportQuerySchema,
    path: 'endDate',
    input: (day) => ({ startDate: day, endDate: `${day}T23:00:00.000Z` }),
  },
  {
    label: 'request startTime',
    schema: createRequestPayloadSchema,
    path: 'startTime',
    input: (day) => ({ startTime: `${day}T09:00:00-05:00`, endTime: `${day}T23:59:00-05:00` }),
  },
  {
    label: 'request endTime',
    schema: createRequestPayloadSchema,
    path: 'endTime',
    input: (day) => ({ startTime: `${day}T09:00:00Z`, endTime: `${day}T23:59:00-14:00` }),
  },
  {
    label: 'shift list year',
    schema: shiftListQuerySchema,
    path: 'year',
    input: (day) => ({ month: day.slice(5, 7), year: day.slice(0, 4) }),
  },
];

describe('every date field: the years 1000 to 9998, with a clear message', () => {
  describe.each(DATE_FIELDS.map((field) => [field.label, field] as const))(
    '%s',
    (_label, field) => {
      it.each([
        // 9999-12-26 is a Sunday: Copy Week's toWeekStart that answered 500.
        ['9999-12-26', SHIFT_MESSAGES.dateTooLate],
        ['9999-01-03', SHIFT_MESSAGES.dateTooLate],
        ['0999-12-29', SHIFT_MESSAGES.dateTooEarly],
        ['0050-01-04', SHIFT_MESSAGES.dateTooEarly],
        ['0001-01-07', SHIFT_MESSAGES.dateTooEarly],
      ])('refuses %s: %s, and only that', (day, message) => {
        expect(messagesAt(field.schema, field.input(day), field.path)).toEqual([message]);
      });

      // Sundays, so that Copy Week's take them too.
      it.each(['9998-12-27', '1000-01-05', '2031-03-09'])('takes %s', (day) => {
        expect(messagesAt(field.schema, field.input(day), field.path)).toEqual([]);
        expect(field.schema.safeParse(field.input(day)).success).toBe(true);
      });
    },
  );
});

describe('dateYearRefusal', () => {
  it.each([
    [9999, SHIFT_MESSAGES.dateTooLate],
    [10_000, SHIFT_MESSAGES.dateTooLate],
    [9998, null],
    [1000, null],
    [999, SHIFT_MESSAGES.dateTooEarly],
    [0, SHIFT_MESSAGES.dateTooEarly],
  ])('year %i: %s', (year, refusal) => {
    expect(dateYearRefusal(year)).toBe(refusal);
  });

  it('leaves a date that is no date to the field: Date is required, alone', () => {
    expect(messagesAt(calendarDateField, '0000-01-01', '')).toEqual(['Date is required']);
    expect(messagesAt(calendarDateField, '2026-02-30', '')).toEqual(['Date is required']);
    expect(messagesAt(calendarDateField, '', '')).toEqual(['Date is required']);
  });
});
