import { describe, expect, it } from 'vitest';
import {
  formatDateSpan,
  formatReportDate,
  formatReportWeekday,
  parseIsoDate,
  presetDates,
  type PresetTimeRange,
} from './date-range.ts';

/** A local calendar day, as the browser's clock would give it. */
const on = (year: number, month: number, day: number) => new Date(year, month - 1, day, 15, 30);

/** presetDates(range, day) for each [day, startDate, endDate]. */
function expectRanges(range: PresetTimeRange, cases: [Date, string, string][]) {
  for (const [day, startDate, endDate] of cases) {
    expect(presetDates(range, day), day.toDateString()).toEqual({ startDate, endDate });
  }
}

describe('report time ranges', () => {
  it('a day is today', () => {
    expectRanges('day', [[on(2025, 5, 14), '2025-05-14', '2025-05-14']]);
  });

  it('a week runs Sunday to Saturday, across months and years', () => {
    expectRanges('week', [
      [on(2025, 5, 14), '2025-05-11', '2025-05-17'],
      [on(2025, 5, 11), '2025-05-11', '2025-05-17'],
      [on(2025, 5, 17), '2025-05-11', '2025-05-17'],
      [on(2025, 12, 31), '2025-12-28', '2026-01-03'],
    ]);
  });

  it('a month is the whole calendar month, leap days included', () => {
    expectRanges('month', [
      [on(2025, 2, 10), '2025-02-01', '2025-02-28'],
      [on(2024, 2, 29), '2024-02-01', '2024-02-29'],
    ]);
  });

  it('a quarter is the calendar quarter', () => {
    expectRanges('quarter', [
      [on(2025, 1, 1), '2025-01-01', '2025-03-31'],
      [on(2025, 5, 14), '2025-04-01', '2025-06-30'],
      [on(2025, 9, 30), '2025-07-01', '2025-09-30'],
      [on(2025, 11, 2), '2025-10-01', '2025-12-31'],
    ]);
  });

  it('a year is January 1 to December 31', () => {
    expectRanges('year', [[on(2025, 5, 14), '2025-01-01', '2025-12-31']]);
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
