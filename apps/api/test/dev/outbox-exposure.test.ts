import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiProcess } from '../../reliability/support/api-process.ts';
import { isLoopbackHost, loadConfig } from '../../src/config.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { freePort } from '../support/free-port.ts';

/**
 * Trust issue #11, item 18: `npm start` on a non-loopback HOST without NODE_ENV=production
 * served GET /api/dev/outbox, every email and text with its links and codes, to anyone who could
 * reach the port. Fail closed: the dev outbox is served on loopback, or when DEV_OUTBOX=true,
 * and never in production.
 */
const SECRET = 'outbox-exposure-secret-0123456789-abcdef';
const dataDir = mkdtempSync(path.join(tmpdir(), 'chairside-outbox-exposure-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const devOutboxFor = (environment: Record<string, string>) =>
  loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir, ...environment }).devOutbox;

describe('when the dev outbox is served', () => {
  it.each([
    ['the default HOST (127.0.0.1)', {}, true],
    ['HOST=localhost', { HOST: 'localhost' }, true],
    ['HOST=::1', { HOST: '::1' }, true],
    ['HOST=127.0.0.2', { HOST: '127.0.0.2' }, true],
    ['HOST=0.0.0.0', { HOST: '0.0.0.0' }, false],
    ['HOST=::', { HOST: '::' }, false],
    ['a LAN address', { HOST: '192.168.1.20' }, false],
    ['a host name', { HOST: 'chairside.example' }, false],
    ['loopback behind a proxy (TRUST_PROXY=true)', { TRUST_PROXY: 'true' }, false],
    ['HOST=0.0.0.0 with DEV_OUTBOX=true', { HOST: '0.0.0.0', DEV_OUTBOX: 'true' }, true],
    ['loopback with DEV_OUTBOX=false', { DEV_OUTBOX: 'false' }, false],
    ['NODE_ENV=test on loopback (the e2e server)', { NODE_ENV: 'test' }, true],
    ['NODE_ENV=production', { NODE_ENV: 'production' }, false],
  ])('%s: %s', (_case, environment, served) => {
    expect(devOutboxFor(environment)).toBe(served);
  });

  it('refuses to start with DEV_OUTBOX=true and NODE_ENV=production', () => {
    expect(() => devOutboxFor({ NODE_ENV: 'production', DEV_OUTBOX: 'true' })).toThrow(
      'DEV_OUTBOX cannot be enabled when NODE_ENV=production',
    );
  });

  it.each(['127.0.0.1', '[::1]', 'LOCALHOST', '::ffff:127.0.0.1'])(
    'reads %s as loopback',
    (host) => {
      expect(isLoopbackHost(host)).toBe(true);
    },
  );

  it.each(['0.0.0.0', '::', '10.0.0.1', '128.0.0.1', 'localhost.evil.test', ''])(
    'reads %j as not loopback',
    (host) => {
      expect(isLoopbackHost(host)).toBe(false);
    },
  );
});

describe('GET /api/dev/outbox on an app', () => {
  let exposed: TestApp;
  let enabled: TestApp;
  beforeAll(async () => {
    exposed = await createTestApp({
      env: 'development',
      host: '0.0.0.0',
      devOutbox: devOutboxFor({ HOST: '0.0.0.0' }),
    });
    enabled = await createTestApp({
      env: 'development',
      host: '0.0.0.0',
      devOutbox: devOutboxFor({ HOST: '0.0.0.0', DEV_OUTBOX: 'true' }),
    });
  });

  it('answers 404 on HOST=0.0.0.0 without DEV_OUTBOX', async () => {
    const response = await exposed.app.inject({ url: '/api/dev/outbox?to=a@example.test' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('answers the messages on HOST=0.0.0.0 with DEV_OUTBOX=true', async () => {
    const response = await enabled.app.inject({ url: '/api/dev/outbox?to=a@example.test' });
    expect(response.statusCode).toBe(200);
  });

  it('is never registered in production, even if a hand-built config asks for it', async () => {
    const production = await createTestApp({ env: 'production', devOutbox: true });
    const response = await production.app.inject({ url: '/api/dev/outbox?to=a@example.test' });
    expect(response.statusCode).toBe(404);
  });
});

describe('npm start (src/main.ts) on HOST=0.0.0.0 without NODE_ENV', () => {
  let api: ApiProcess;
  beforeAll(async () => {
    api = await startApi({
      port: await freePort(),
      env: {
        NODE_ENV: 'development',
        HOST: '0.0.0.0',
        DATA_DIR: path.join(dataDir, 'process'),
        JWT_SECRET: SECRET,
      },
    });
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
  });

  it('does not serve the dev outbox', async () => {
    const response = await fetch(`${api.url}/api/dev/outbox?to=a@example.test`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });
});
