import { afterAll, expect } from 'vitest';

/**
 * Node runs a timer armed past 2^31-1 ms (24.8 days) after 1 ms instead, with a
 * TimeoutOverflowWarning; one that re-arms itself then spins a CPU. Each test file fails if one
 * was armed while it ran. A test that fakes Date moves the embedded database's clock too, which
 * is how PGlite's PostgreSQL came to re-arm a 31-day alarm every millisecond (issue #24).
 */
const OVERFLOWS = Symbol.for('chairside.timer-overflows');
type GlobalWithOverflows = typeof globalThis & { [OVERFLOWS]?: string[] };

function overflowsOfWorker(): string[] {
  const holder = globalThis as GlobalWithOverflows;
  if (!holder[OVERFLOWS]) {
    const seen: string[] = [];
    // Once per worker: its files share the process (isolate: false), not this module.
    process.on('warning', (warning) => {
      if (warning.name === 'TimeoutOverflowWarning') seen.push(warning.message);
    });
    holder[OVERFLOWS] = seen;
  }
  return holder[OVERFLOWS];
}

const overflows = overflowsOfWorker();

afterAll(() => {
  const seen = overflows.splice(0);
  expect(seen.length, `timers armed past 24.8 days, the first: ${seen[0]}`).toBe(0);
});
