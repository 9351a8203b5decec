import { vi } from 'vitest';

/**
 * The moment every component test starts at (setup.ts), a weekday morning in New York and in
 * UTC, months before the fixtures' shifts (2031). A test never reads the machine's clock unless
 * it asks for it, so the suite gives the same answers whenever it runs, and the shifted-clock
 * pass of CI (docs/TESTING.md) has nothing to find here.
 */
export const DEFAULT_NOW = new Date('2026-10-14T14:00:00Z');

/**
 * Starts the page's clock at DEFAULT_NOW and lets it run on with real time: elapsed times
 * (countdowns, query freshness) behave as usual. Only Date is faked; timers stay real.
 */
export function startDefaultClock(): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(DEFAULT_NOW);
}

/**
 * Freezes the page's clock at `now` for one test: screens that default to today (the calendar,
 * the Add Shift date, report ranges) then read the same day whenever the suite runs. Only Date
 * is faked, so timers, user events and queries run as usual; setup.ts restores the default clock
 * before the next test.
 */
export function pinClock(now: Date): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
}
