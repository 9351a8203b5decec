import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_PUSH_ENDPOINT_HOSTS } from '@chairside/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'chairside-push-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const pushOf = (environment: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: dataDir, ...environment }).push;
const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };

describe('which push endpoints the server accepts (PUSH_ENDPOINT_HOSTS, PUSH_ALLOW_LOOPBACK)', () => {
  it("are the browsers' push services by default, and never loopback", () => {
    expect(pushOf()).toEqual({ hosts: [...DEFAULT_PUSH_ENDPOINT_HOSTS], allowLoopback: false });
    expect(pushOf(PRODUCTION).allowLoopback).toBe(false);
  });

  it('take PUSH_ENDPOINT_HOSTS, comma-separated, instead of the default list', () => {
    expect(
      pushOf({ PUSH_ENDPOINT_HOSTS: ' FCM.googleapis.com, *.push.apple.com,.example.org ' }),
    ).toMatchObject({ hosts: ['fcm.googleapis.com', '*.push.apple.com', '.example.org'] });
  });

  it.each([
    '',
    '127.0.0.1',
    'fcm.googleapis.com,10.0.0.1',
    'https://fcm.googleapis.com',
    'a b.com',
  ])('refuse to start with PUSH_ENDPOINT_HOSTS=%j', (hosts) => {
    expect(() => pushOf({ PUSH_ENDPOINT_HOSTS: hosts })).toThrow(
      'PUSH_ENDPOINT_HOSTS must be host names separated by commas',
    );
  });

  it("allow the tests' loopback push service only when asked, outside production", () => {
    expect(pushOf({ PUSH_ALLOW_LOOPBACK: 'true', NODE_ENV: 'test' }).allowLoopback).toBe(true);
    expect(() => pushOf({ ...PRODUCTION, PUSH_ALLOW_LOOPBACK: 'true' })).toThrow(
      'PUSH_ALLOW_LOOPBACK cannot be enabled when NODE_ENV=production',
    );
  });
});
