import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client.ts';
import { startApi, stopAllApis } from './support/api-process.ts';
import { crashTest } from './support/crash-test.ts';

/**
 * Issue 7 part 4 on the embedded database (DATA_DIR, no DATABASE_URL): the same write load and
 * SIGKILLs as on PostgreSQL, each restart on the same data directory. The database must open
 * after every kill, and every acknowledged write must be there at the end.
 */

const TEST = {
  label: 'crash pglite',
  jwtSecret: 'reliability-crash-pglite-secret-0123456789abcdef',
  port: 4322,
  lanes: 6,
  kills: 3,
  seed: 11,
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'chairside-crash-pglite-'));
// main.ts keeps the embedded database in DATA_DIR/pglite (db/client.ts openDatabase).
const pgliteDir = path.join(dataDir, 'pglite');

afterAll(async () => {
  await stopAllApis();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGKILL of the API process on the embedded PGlite data directory', () => {
  it(`${TEST.kills + 1} kills under a write load: the directory opens every time, no acknowledged write is lost, nothing is half-done`, async () => {
    // The directory a SIGKILL left behind opens in this process too, and holds the writes.
    await crashTest(TEST, {
      env: { DATA_DIR: dataDir },
      open: () => openPglite(pgliteDir),
      // While this process has the directory open, an API process refuses to open it too.
      whileChecking: (env) =>
        expect(startApi({ port: TEST.port, env })).rejects.toThrow(
          `The database in ${pgliteDir} is in use by process ${process.pid}@`,
        ),
    });
  });
});
