import { defineProject } from 'vitest/config';

/**
 * What is the embedded database's own, proved on PGlite even when DATABASE_URL points the `api`
 * project at PostgreSQL (CI: scripts/with-postgres.sh). The root vitest.config.ts adds this
 * project only then: without DATABASE_URL the `api` project already runs these files, and
 * everything else, on PGlite. docs/TESTING.md lists what each file proves here.
 */
export const PGLITE_OWN = [
  // LISTEN/NOTIFY: PGlite's in-process emulation carries the live updates (issue #15 §1),
  // including nothing announced for a rolled-back transaction.
  'test/live/live-updates.test.ts',
  // Storage: what lands in the embedded database's tables (hashes, never secrets).
  'test/storage/secrets-at-rest.test.ts',
  // The migrations, applied by the PGlite migrator to a fresh embedded database, and the demo
  // seed the e2e server loads into one.
  'test/seed/demo-seed.test.ts',
];

export default defineProject({
  test: {
    name: 'api-pglite',
    root: import.meta.dirname,
    include: PGLITE_OWN,
    pool: 'forks',
    isolate: false,
    setupFiles: ['test/support/timer-overflow-guard.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Workers are spawned per project with this environment: test/support/database.ts opens
    // PGlite when DATABASE_URL is empty.
    env: { DATABASE_URL: '' },
  },
});
