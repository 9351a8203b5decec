import { vi } from 'vitest';

/**
 * Freezes the page's clock at `now` for one test: screens that default to today (the calendar,
 * the Add Shift date, report ranges) then read the same day whenever the suite runs. Only Date
 * is faked, so timers, user events and queries run as usual; setup.ts restores the real clock
 * after each test.
 */
export function pinClock(now: Date): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
}
