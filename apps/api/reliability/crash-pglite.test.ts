import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client.ts';
import { startApi, stopAllApis } from './support/api-process.ts';
import { expectNothingLost, findCrashProblems } from './support/crash-checks.ts';
import { runWithCrashes } from './support/crash-run.ts';
import { buildCrashWorld } from './support/write-load.ts';

/**
 * Issue 7 part 4 on the embedded database (DATA_DIR, no DATABASE_URL): the same write load and
 * SIGKILLs as on PostgreSQL, each restart on the same data directory. The database must open
 * after every kill, and every acknowledged write must be there at the end.
 */

const JWT_SECRET = 'reliability-crash-pglite-secret-0123456789abcdef';
const PORT = 4322;
const LANES = 6;
const KILLS = 3;

const dataDir = mkdtempSync(path.join(tmpdir(), 'chairside-crash-pglite-'));
// main.ts keeps the embedded database in DATA_DIR/pglite (db/client.ts openDatabase).
const pgliteDir = path.join(dataDir, 'pglite');

afterAll(async () => {
  await stopAllApis();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGKILL of the API process on the embedded PGlite data directory', () => {
  it(`${KILLS + 1} kills under a write load: the directory opens every time, no acknowledged write is lost, nothing is half-done`, async () => {
    const setup = await openPglite(pgliteDir);
    await setup.migrate();
    const world = await buildCrashWorld(setup.db, JWT_SECRET, LANES);
    await setup.close();

    const report = await runWithCrashes({
      port: PORT,
      env: { DATA_DIR: dataDir, JWT_SECRET, NODE_ENV: 'test' },
      world,
      kills: KILLS,
      seed: 11,
    });

    // The directory a SIGKILL left behind opens in this process too, and holds the writes.
    const check = await openPglite(pgliteDir);
    try {
      const findings = await findCrashProblems(check.db, world, report.ledger);
      expectNothingLost('crash pglite', report, findings, KILLS);

      // While this process has the directory open, an API process refuses to open it too.
      await expect(
        startApi({ port: PORT, env: { DATA_DIR: dataDir, JWT_SECRET, NODE_ENV: 'test' } }),
      ).rejects.toThrow(`The database in ${pgliteDir} is in use by process ${process.pid}@`);
    } finally {
      await check.close();
    }
  });
});
