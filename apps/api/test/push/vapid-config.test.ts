import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadConfig } from '../../src/config.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'chairside-vapid-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const vapidOf = (environment: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: dataDir, ...environment }).vapid;

describe('the Web Push VAPID keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY)', () => {
  it('are generated once into DATA_DIR and the same after a restart', () => {
    const first = vapidOf();
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(vapidOf()).toEqual(first);
    expect(statSync(path.join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
  });

  it('come from the environment when both are set', () => {
    const keys = webpush.generateVAPIDKeys();
    expect(
      vapidOf({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }),
    ).toMatchObject(keys);
  });

  it('refuse to start with only one of the two', () => {
    expect(() => vapidOf({ VAPID_PUBLIC_KEY: 'abc' })).toThrow(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither)',
    );
  });

  it("name the app's mail sender as the contact push services may write to", () => {
    expect(vapidOf({ MAIL_FROM: 'Chairside <ops@clinic.example>' }).subject).toBe(
      'mailto:ops@clinic.example',
    );
  });
});
