import { describe, expect, it } from 'vitest';
import {
  formatDateSpan,
  formatReportDate,
  formatReportWeekday,
  parseIsoDate,
  presetDates,
} from './date-range.ts';

/** A local calendar day, as the browser's clock would give it. */
const on = (year: number, month: number, day: number) => new Date(year, month - 1, day, 15, 30);

describe('report time ranges', () => {
  it('a day is today', () => {
    expect(presetDates('day', on(2025, 5, 14))).toEqual({
      startDate: '2025-05-14',
      endDate: '2025-05-14',
    });
  });

  it('a week runs Sunday to Saturday, across months and years', () => {
    expect(presetDates('week', on(2025, 5, 14))).toEqual({
      startDate: '2025-05-11',
      endDate: '2025-05-17',
    });
    expect(presetDates('week', on(2025, 5, 11))).toEqual({
      startDate: '2025-05-11',
      endDate: '2025-05-17',
    });
    expect(presetDates('week', on(2025, 5, 17))).toEqual({
      startDate: '2025-05-11',
      endDate: '2025-05-17',
    });
    expect(presetDates('week', on(2025, 12, 31))).toEqual({
      startDate: '2025-12-28',
      endDate: '2026-01-03',
    });
  });

  it('a month is the whole calendar month, leap days included', () => {
    expect(presetDates('month', on(2025, 2, 10))).toEqual({
      startDate: '2025-02-01',
      endDate: '2025-02-28',
    });
    expect(presetDates('month', on(2024, 2, 29))).toEqual({
      startDate: '2024-02-01',
      endDate: '2024-02-29',
    });
  });

  it('a quarter is the calendar quarter', () => {
    expect(presetDates('quarter', on(2025, 1, 1))).toEqual({
      startDate: '2025-01-01',
      endDate: '2025-03-31',
    });
    expect(presetDates('quarter', on(2025, 5, 14))).toEqual({
      startDate: '2025-04-01',
      endDate: '2025-06-30',
    });
    expect(presetDates('quarter', on(2025, 9, 30))).toEqual({
      startDate: '2025-07-01',
      endDate: '2025-09-30',
    });
    expect(presetDates('quarter', on(2025, 11, 2))).toEqual({
      startDate: '2025-10-01',
      endDate: '2025-12-31',
    });
  });

  it('a year is January 1 to December 31', () => {
    expect(presetDates('year', on(2025, 5, 14))).toEqual({
      startDate: '2025-01-01',
      endDate: '2025-12-31',
    });
  });

  it('reads and formats calendar dates without shifting them by the timezone', () => {
    expect(parseIsoDate('2025-03-09')?.getDate()).toBe(9);
    expect(parseIsoDate('2025-02-30')).toBeNull();
    expect(parseIsoDate('soon')).toBeNull();
    expect(formatReportDate('2025-01-15')).toBe('Jan 15, 2025');
    expect(formatReportWeekday('2025-01-15')).toBe('Wednesday');
    expect(formatDateSpan({ startDate: '2025-06-01', endDate: '2025-06-30' })).toBe(
      'Jun 1 – Jun 30, 2025',
    );
    expect(formatDateSpan({ startDate: '2025-12-28', endDate: '2026-01-03' })).toBe(
      'Dec 28, 2025 – Jan 3, 2026',
    );
    expect(formatDateSpan({ startDate: '2025-06-04', endDate: '2025-06-04' })).toBe('Jun 4, 2025');
    expect(formatDateSpan({ startDate: '', endDate: '2025-06-04' })).toBe('');
  });
});
