import { afterAll, describe, expect, it } from 'vitest';
import { stopAllApis } from './support/api-process.ts';
import { crashTest } from './support/crash-test.ts';
import { createScratchDatabase, openScratchDatabase } from './support/scratch-database.ts';

/**
 * Issue 7 part 4 on PostgreSQL: the API process is SIGKILLed under a write load and restarted,
 * again and again. Afterwards every write the API acknowledged is stored, and no change is
 * half-done: one confirmed request per shift with the others declined, invited users with their
 * locations and texted code, an outbox message for every committed change.
 */

const TEST = {
  label: 'crash postgres',
  jwtSecret: 'reliability-crash-postgres-secret-0123456789abcdef',
  port: 4321,
  lanes: 6,
  kills: 4,
  seed: 7,
};

afterAll(() => stopAllApis());

describe('SIGKILL of the API process on PostgreSQL', () => {
  it(`${TEST.kills + 1} kills under a write load lose no acknowledged write and leave nothing half-done`, async () => {
    const url = await createScratchDatabase('chairside_reliability_crash');
    const report = await crashTest(TEST, {
      env: { DATABASE_URL: url },
      open: async () => openScratchDatabase(url),
    });
    expect(report.ledger.users.length).toBeGreaterThan(0);
  });
});
