import { afterAll, describe, expect, it } from 'vitest';
import { stopAllApis } from './support/api-process.ts';
import { expectNothingLost, findCrashProblems } from './support/crash-checks.ts';
import { runWithCrashes } from './support/crash-run.ts';
import { createScratchDatabase, openScratchDatabase } from './support/scratch-database.ts';
import { buildCrashWorld } from './support/write-load.ts';

/**
 * Issue 7 part 4 on PostgreSQL: the API process is SIGKILLed under a write load and restarted,
 * again and again. Afterwards every write the API acknowledged is stored, and no change is
 * half-done: one confirmed request per shift with the others declined, invited users with their
 * locations and texted code, an outbox message for every committed change.
 */

const JWT_SECRET = 'reliability-crash-postgres-secret-0123456789abcdef';
const PORT = 4321;
const LANES = 6;
const KILLS = 4;

afterAll(() => stopAllApis());

describe('SIGKILL of the API process on PostgreSQL', () => {
  it(`${KILLS + 1} kills under a write load lose no acknowledged write and leave nothing half-done`, async () => {
    const url = await createScratchDatabase('chairside_reliability_crash');
    const database = openScratchDatabase(url);
    try {
      await database.migrate();
      const world = await buildCrashWorld(database.db, JWT_SECRET, LANES);
      const report = await runWithCrashes({
        port: PORT,
        // NODE_ENV=test: the lanes read invite links from GET /api/dev/outbox.
        env: { DATABASE_URL: url, JWT_SECRET, NODE_ENV: 'test' },
        world,
        kills: KILLS,
        seed: 7,
      });
      const findings = await findCrashProblems(database.db, world, report.ledger);
      expectNothingLost('crash postgres', report, findings, KILLS);
      expect(report.ledger.users.length).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});
