import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_PORT and E2E_OUTPUT_DIR let two runs share one checkout without colliding.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

// This file is loaded by the runner and again by every worker. Only the runner creates the
// server's data directory (workers inherit the variable) and removes it when it exits, after
// Playwright has stopped the web server.
const DATA_DIR_VARIABLE = 'CHAIRSIDE_E2E_DATA_DIR';
function serverDataDir(): string {
  const inherited = process.env[DATA_DIR_VARIABLE];
  if (inherited) return inherited;
  const created = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-e2e-'));
  process.env[DATA_DIR_VARIABLE] = created;
  process.on('exit', () => fs.rmSync(created, { recursive: true, force: true }));
  return created;
}
const dataDir = serverDataDir();

// The journeys run against the embedded database in dataDir, never a server a developer or
// `scripts/with-postgres.sh` may have exported (the web server inherits this environment).
delete process.env.DATABASE_URL;

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // A retry would hide a flaky journey; fix the cause instead.
  retries: 0,
  workers: 2,
  // PLAYWRIGHT_JSON_OUTPUT_FILE (set by .ci/run) adds a JSON report: the slowest journeys are
  // printed at the end of CI (scripts/slowest-tests.ts).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    headless: true,
    // The app's service worker precaches the build and answers from its caches (issue #15 §4):
    // each journey gets the network as it is; the offline and push journeys allow it.
    serviceWorkers: 'block',
    // A trace costs every test time; CI keeps none (a failure there is rerun locally with one).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npm run start -w @chairside/api',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      NODE_ENV: 'test',
      // Every test browses from 127.0.0.1; the per-address request budget is not under test.
      RATE_LIMIT_PER_MINUTE: '100000',
      // The registration journeys register one address twice within a minute; the bound of one
      // message a minute to one target is proven by the API suite (apps/api/test/auth).
      MESSAGES_PER_TARGET_PER_MINUTE: '10',
    },
  },
});
