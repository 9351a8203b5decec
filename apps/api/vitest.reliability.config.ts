import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The suites as they last took longest first (docs/TESTING.md, issue #25). Each of the two
 * workers takes the next file when it is done with one, so the long files go first and the short
 * ones fill in at the end, and both workers finish together. Vitest would sort by the durations
 * of its last run, but a fresh clone (CI) has none and it starts the largest files instead. A
 * file not named here comes after these, in Vitest's order.
 */
const LONGEST_FIRST = [
  'authorization-matrix',
  'crash-pglite',
  'hostile-input-routes-shifts',
  'hostile-input-routes-users',
  'hostile-input-routes-other',
  'crash-postgres',
  'hostile-input-routes-organizations',
  'concurrency',
  'abuse',
  'hostile-input-fields',
  'hostile-input-raw-bodies',
  'hostile-input-text',
];

class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}.test.ts`));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    return (await super.sort(files)).sort((left, right) => rank(left) - rank(right));
  }
}

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
    sequence: { sequencer: LongestFirst },
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
