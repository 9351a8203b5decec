import type { DatabaseHandle } from '../../src/db/client.ts';
import { expectNothingLost, findCrashProblems } from './crash-checks.ts';
import { runWithCrashes, type CrashRunOptions, type CrashRunReport } from './crash-run.ts';
import { buildCrashWorld, type CrashWorld } from './write-load.ts';

export interface CrashTest extends Omit<CrashRunOptions, 'env' | 'world'> {
  /** The name its figures are printed under. */
  label: string;
  jwtSecret: string;
  /** Lanes of the write load, each with people of its own. */
  lanes: number;
}

/**
 * Issue 7 part 4 on one database: the write load under SIGKILLs of the API process, then every
 * acknowledged write must be stored and nothing half-done. `open` connects this process to the
 * database: once to build the world (closed before the API starts, as an embedded data
 * directory has one owner at a time), once to check; `whileChecking` runs before that second
 * connection closes.
 */
export async function crashTest(
  test: CrashTest,
  database: {
    /** The API's own variables for the database: DATABASE_URL, or DATA_DIR alone for PGlite. */
    env: Record<string, string>;
    open: () => Promise<DatabaseHandle>;
    whileChecking?: (env: Record<string, string>) => Promise<void>;
  },
): Promise<CrashRunReport> {
  // NODE_ENV=test: the lanes read invite links from GET /api/dev/outbox.
  const env = { ...database.env, JWT_SECRET: test.jwtSecret, NODE_ENV: 'test' };
  const setup = await database.open();
  let world: CrashWorld;
  try {
    await setup.migrate();
    world = await buildCrashWorld(setup.db, test.jwtSecret, test.lanes);
  } finally {
    await setup.close();
  }

  const report = await runWithCrashes({ ...test, env, world });

  const check = await database.open();
  try {
    const findings = await findCrashProblems(check.db, world, report.ledger);
    expectNothingLost(test.label, report, findings, test.kills);
    await database.whileChecking?.(env);
  } finally {
    await check.close();
  }
  return report;
}
