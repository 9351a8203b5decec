import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  calendarGridRange,
  formatLongDay,
  formatWeekRange,
  monthDateRange,
  weekColumnHeading,
  weekDates,
  weekGridMonth,
  weekStartOf,
} from './calendar-range.ts';

describe('monthDateRange', () => {
  it.each([
    [{ year: 2026, month: 2 }, '2026-02-01', '2026-02-28'],
    [{ year: 2028, month: 2 }, '2028-02-01', '2028-02-29'],
    [{ year: 2026, month: 12 }, '2026-12-01', '2026-12-31'],
  ])('spans %o from %s to %s', (month, from, to) => {
    expect(monthDateRange(month)).toEqual({ from, to });
  });
});

describe('calendarGridRange (SPEC §9: 42 cells, the week starts on Sunday)', () => {
  it.each([
    ['a month starting on a Thursday', { year: 2026, month: 10 }, '2026-09-27', '2026-11-07'],
    ['a month starting on a Sunday', { year: 2026, month: 2 }, '2026-02-01', '2026-03-14'],
    ['a month starting on a Saturday', { year: 2026, month: 8 }, '2026-07-26', '2026-09-05'],
    ['a grid across a new year', { year: 2026, month: 12 }, '2026-11-29', '2027-01-09'],
    ['a grid across the March DST change', { year: 2026, month: 3 }, '2026-03-01', '2026-04-11'],
  ])('spans %s from the Sunday on or before the 1st for 42 days', (_what, month, from, to) => {
    expect(calendarGridRange(month)).toEqual({ from, to });
  });

  it('ends December 9999 on its last day, as four-digit years cannot write year 10000', () => {
    expect(calendarGridRange({ year: 9999, month: 12 })).toEqual({
      from: '9999-11-28',
      to: '9999-12-31',
    });
  });

  it('starts January 1000 in year 999, written with four digits', () => {
    expect(calendarGridRange({ year: 1000, month: 1 }).from).toBe('0999-12-29');
  });
});

describe('weekStartOf (the week board starts on Sunday, like the calendar)', () => {
  it.each([
    ['a Sunday', '2026-11-22', '2026-11-22'],
    ['a Wednesday', '2026-11-25', '2026-11-22'],
    ['a Saturday', '2026-11-28', '2026-11-22'],
    ['a day whose Sunday is in the previous month', '2026-12-03', '2026-11-29'],
    ['a day whose Sunday is in the previous year', '2027-01-01', '2026-12-27'],
    ['a day of the March DST week', '2026-03-10', '2026-03-08'],
  ])('takes %s (%s) to %s', (_what, date, start) => {
    expect(weekStartOf(date)).toBe(start);
  });
});

describe('weekDates and addDaysToDate', () => {
  it('lists the seven dates from the Sunday, across a month end', () => {
    expect(weekDates('2026-11-29')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
  });

  it.each([
    ['2026-11-22', 7, '2026-11-29'],
    ['2026-11-22', -7, '2026-11-15'],
    ['2026-12-27', 7, '2027-01-03'],
    ['2028-02-27', 2, '2028-02-29'],
    ['2026-11-01', 7, '2026-11-08'],
  ])('moves %s by %i days to %s', (date, days, moved) => {
    expect(addDaysToDate(date, days)).toBe(moved);
  });
});

describe("weekGridMonth: one month's grid holds the whole week", () => {
  it.each([
    ['a week inside November', '2026-11-22', { year: 2026, month: 11 }],
    ['a week from November into December', '2026-11-29', { year: 2026, month: 11 }],
    ['a week from December into January', '2026-12-27', { year: 2026, month: 12 }],
    ['the week of a month starting on a Saturday', '2026-07-26', { year: 2026, month: 7 }],
  ])('answers %s with its Sunday’s month', (_what, start, month) => {
    expect(weekGridMonth(start)).toEqual(month);
    const grid = calendarGridRange(month);
    for (const date of weekDates(start)) {
      expect(date >= grid.from && date <= grid.to).toBe(true);
    }
  });
});

describe('formatWeekRange, weekColumnHeading and formatLongDay', () => {
  it.each([
    ['a week inside a month', '2026-11-15', 'Nov 15 – 21, 2026'],
    ['a week across two months', '2026-11-29', 'Nov 29 – Dec 5, 2026'],
    ['a week across a new year', '2026-12-27', 'Dec 27, 2026 – Jan 2, 2027'],
  ])('writes %s as %s', (_what, start, label) => {
    expect(formatWeekRange(start)).toBe(label);
  });

  it('heads a column with the short weekday and the day of the month', () => {
    expect(weekColumnHeading('2026-11-29')).toEqual({ weekday: 'Sun', day: '29' });
  });

  it('writes a day in words', () => {
    expect(formatLongDay('2026-11-26')).toBe('Thursday, November 26');
  });
});
