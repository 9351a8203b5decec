import { describe, expect, it } from 'vitest';
import { calendarGridRange, monthDateRange } from './calendar-range.ts';

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
