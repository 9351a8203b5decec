import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startApi, type ApiProcess } from '../../reliability/support/api-process.ts';
import { loadConfig } from '../../src/config.ts';
import { DEMO_PASSWORD, PLATFORM_ADMIN } from '../../src/seed/demo-data.ts';
import { freePort } from '../support/free-port.ts';

/**
 * Issue point 5: with NODE_ENV=production and an empty database the demo accounts were created,
 * a platform admin with the README's password among them. In production SEED_DEMO defaults to
 * false, and SEED_DEMO=true needs a second, explicit ALLOW_DEMO_IN_PRODUCTION=true; in
 * development the demo data stays on by default.
 */
const SECRET = 'production-defaults-secret-0123456789-abcdef';
const root = mkdtempSync(path.join(tmpdir(), 'chairside-production-defaults-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const REFUSAL =
  'SEED_DEMO=true with NODE_ENV=production creates the demo accounts, whose password the README publishes; set ALLOW_DEMO_IN_PRODUCTION=true as well to allow it';

let dataDirs = 0;
/** An empty DATA_DIR of its own: an empty embedded (PGlite) database. */
const emptyDataDir = () => path.join(root, `data-${(dataDirs += 1)}`);

const seedDemoFor = (environment: Record<string, string>) =>
  loadConfig({ JWT_SECRET: SECRET, DATA_DIR: emptyDataDir(), ...environment }).seedDemo;

describe('SEED_DEMO and ALLOW_DEMO_IN_PRODUCTION (config)', () => {
  it.each([
    ['development, SEED_DEMO unset (the default stays on)', { NODE_ENV: 'development' }, true],
    ['no NODE_ENV, SEED_DEMO unset', {}, true],
    ['test, SEED_DEMO unset', { NODE_ENV: 'test' }, true],
    ['development, SEED_DEMO=false', { NODE_ENV: 'development', SEED_DEMO: 'false' }, false],
    ['production, SEED_DEMO unset', { NODE_ENV: 'production' }, false],
    ['production, SEED_DEMO=false', { NODE_ENV: 'production', SEED_DEMO: 'false' }, false],
    [
      'production, ALLOW_DEMO_IN_PRODUCTION=true alone',
      { NODE_ENV: 'production', ALLOW_DEMO_IN_PRODUCTION: 'true' },
      false,
    ],
    [
      'production, SEED_DEMO=true and ALLOW_DEMO_IN_PRODUCTION=true',
      { NODE_ENV: 'production', SEED_DEMO: 'true', ALLOW_DEMO_IN_PRODUCTION: 'true' },
      true,
    ],
  ])('%s: seeds the demo: %s', (_case, environment, seeded) => {
    expect(seedDemoFor(environment)).toBe(seeded);
  });

  it.each([
    ['SEED_DEMO=true', { SEED_DEMO: 'true' }],
    [
      'SEED_DEMO=1 and ALLOW_DEMO_IN_PRODUCTION=false',
      { SEED_DEMO: '1', ALLOW_DEMO_IN_PRODUCTION: 'false' },
    ],
  ])('production with %s refuses to start', (_case, environment) => {
    expect(() => seedDemoFor({ NODE_ENV: 'production', ...environment })).toThrow(REFUSAL);
  });
});

/** The demo's platform admin signing in with the password the README publishes. */
async function demoAdminSignIn(api: ApiProcess) {
  const response = await fetch(`${api.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: PLATFORM_ADMIN.email, password: DEMO_PASSWORD }),
  });
  return response.status;
}

/** A cold start migrates an empty PGlite (and may seed it) on a busy machine. */
const PROCESS_TIMEOUT_MS = 120_000;

/**
 * `npm start` is `npm run build` (the web app) and `tsx src/main.ts`: the server itself runs from
 * source, so this starts src/main.ts as a process, as it runs in production.
 */

describe(
  'npm start (src/main.ts) with NODE_ENV=production on an empty database',
  { timeout: PROCESS_TIMEOUT_MS },
  () => {
    let api: ApiProcess | undefined;
    afterEach(async () => {
      await api?.stop();
      api = undefined;
    });
    const start = async (environment: Record<string, string | undefined>) =>
      startApi({
        port: await freePort(),
        env: {
          NODE_ENV: 'production',
          JWT_SECRET: SECRET,
          DATA_DIR: emptyDataDir(),
          ...environment,
        },
      });

    it('without SEED_DEMO creates no demo accounts: the demo admin cannot sign in', async () => {
      api = await start({ SEED_DEMO: undefined, ALLOW_DEMO_IN_PRODUCTION: undefined });
      expect(await demoAdminSignIn(api)).toBe(401);
    });

    it('with SEED_DEMO=true but no ALLOW_DEMO_IN_PRODUCTION refuses to start, saying why', async () => {
      const refused = start({ SEED_DEMO: 'true', ALLOW_DEMO_IN_PRODUCTION: undefined });
      await expect(refused).rejects.toThrow(/API process exited \(1\) before listening/);
      await expect(refused).rejects.toThrow(REFUSAL);
    });

    it('with SEED_DEMO=true and ALLOW_DEMO_IN_PRODUCTION=true seeds the demo data', async () => {
      api = await start({ SEED_DEMO: 'true', ALLOW_DEMO_IN_PRODUCTION: 'true' });
      expect(await demoAdminSignIn(api)).toBe(200);
    });
  },
);
