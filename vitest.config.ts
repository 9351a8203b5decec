import { defineConfig } from 'vitest/config';

// With DATABASE_URL (CI runs `npm test` inside scripts/with-postgres.sh) the `api` project runs
// against that PostgreSQL server, and `api-pglite` proves on the embedded database what is its
// own (apps/api/vitest.pglite.config.ts). Without it, `api` runs everything on PGlite.
const onPostgres = Boolean(process.env.DATABASE_URL);

// VITEST_JSON_REPORT (set by .ci/run): also write a JSON report there, for the list of the
// slowest files printed at the end of CI (scripts/slowest-tests.ts).
const jsonReport = process.env.VITEST_JSON_REPORT;

export default defineConfig({
  test: {
    // One worker per core. Vitest's default is cores minus one, a single worker on the 2-core
    // CI machine, which left a core idle while jsdom rendered or a test waited on PostgreSQL.
    // Each `api` worker has its own database (test/support/database.ts), so files never share
    // rows across workers.
    maxWorkers: 2,
    projects: [
      'packages/domain',
      'apps/api',
      'apps/web',
      'apps/web/vitest.server-render.config.ts',
      'scripts',
      ...(onPostgres ? ['apps/api/vitest.pglite.config.ts'] : []),
    ],
    ...(jsonReport
      ? { reporters: ['default', ['json', { outputFile: jsonReport }]] as const }
      : {}),
  },
});
