import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    // Files in one worker share its database (reset per file, not re-created: DESIGN §3).
    isolate: false,
    setupFiles: ['test/support/timer-overflow-guard.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
