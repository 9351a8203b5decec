import path from 'node:path';
import { DEFAULT_PUSH_ENDPOINT_HOSTS } from '@chairside/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import webpush from 'web-push';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { AppConfig } from '../../src/config.ts';
import { createTokenService } from '../../src/auth/tokens.ts';
import { resetDatabase, workerDatabase } from './database.ts';
import { messagesOf } from './shift-world.ts';

/** One VAPID key pair for the tests of a worker, as a server generates once into DATA_DIR. */
const TEST_VAPID = { ...webpush.generateVAPIDKeys(), subject: 'mailto:no-reply@chairside.app' };

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: path.join(import.meta.dirname, '.data'),
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    jwtTtlSeconds: 3600,
    publicUrl: 'http://localhost:3000',
    seedDemo: false,
    bootstrapAdmin: null,
    smtpUrl: undefined,
    mailFrom: 'Chairside <no-reply@chairside.app>',
    twilio: null,
    vapid: TEST_VAPID,
    // The browsers' push services; a test of the loopback push service allows loopback itself.
    push: { hosts: [...DEFAULT_PUSH_ENDPOINT_HOSTS], allowLoopback: false },
    tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    rateLimitPerMinute: 1_000_000,
    shiftPostsPerHour: 2000,
    messagesPerTargetPerMinute: 1,
    trustProxy: false,
    devOutbox: overrides.env !== 'production',
    webDistDir: null,
    logLevel: 'silent',
    ...overrides,
  };
}

/**
 * A fresh app on a clean database for one test file. Call it at the top level of the file
 * (in `beforeAll`); it closes itself after the file.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}) {
  const handle = await workerDatabase();
  await resetDatabase(handle);
  const config = testConfig(overrides);
  const app = await buildApp(config, handle.db, { logger: false, listen: handle.listen });
  await app.ready();
  afterAll(() => app.close());
  const tokens = createTokenService(config.jwtSecret, config.jwtTtlSeconds);
  return { app, db: handle.db, config, tokens };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The app of one test file: call it at the top level of the file. The object it answers is
 * filled in by the `beforeAll` it registers, so read it inside hooks and tests only.
 */
export function appForFile(overrides: Partial<AppConfig> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(overrides));
  });
  return t;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

type Payload = InjectOptions['payload'];

/** POST of `body` as it is, a JSON text (malformed on purpose or not), to `url` on `app`. */
export function postRawJson(app: FastifyInstance, url: string, body: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: body,
  });
}

/** GET, POST, PATCH and DELETE on `app`, signed in with `token` (anonymous with `null`). */
export function callsAs(app: FastifyInstance, token: string | null) {
  const call = (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...options.headers, ...(token ? bearer(token) : {}) } });
  return {
    get: (url: string) => call({ method: 'GET', url }),
    post: (url: string, payload?: Payload) => call({ method: 'POST', url, payload }),
    patch: (url: string, payload?: Payload) => call({ method: 'PATCH', url, payload }),
    put: (url: string, payload?: Payload) => call({ method: 'PUT', url, payload }),
    del: (url: string) => call({ method: 'DELETE', url }),
  };
}

/** Asserts a 400 JSON answer of one message or more, each a string, and answers the messages. */
export function expectRefusalMessages(response: LightMyRequestResponse): string[] {
  expect(response.statusCode).toBe(400);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  const messages = messagesOf(response);
  expect(messages.length).toBeGreaterThan(0);
  for (const message of messages) expect(typeof message).toBe('string');
  return messages;
}
