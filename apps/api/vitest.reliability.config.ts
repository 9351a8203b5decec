import { defineConfig } from 'vitest/config';

// `npm run test:reliability`: the suites of docs/RELIABILITY.md. They run against the server in
// DATABASE_URL (scripts/with-postgres.sh starts one) and some start API processes of their own,
// so they are kept out of the quick `npm test`.
export default defineConfig({
  test: {
    name: 'reliability',
    root: import.meta.dirname,
    include: ['reliability/**/*.test.ts'],
    pool: 'forks',
    isolate: false,
    // Two suites at a time, one per core of the CI machine: each has its own database (a scratch
    // database named for the suite, or its worker's) and its own ports, and much of the time
    // they wait on API processes and PostgreSQL rather than compute.
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
