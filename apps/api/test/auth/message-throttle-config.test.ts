import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'chairside-message-throttle-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const configOf = (environment: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: dataDir, ...environment });
const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };

describe('messages one target may get a minute (MESSAGES_PER_TARGET_PER_MINUTE)', () => {
  it('is one by default, in production and elsewhere', () => {
    expect(configOf().messagesPerTargetPerMinute).toBe(1);
    expect(configOf(PRODUCTION).messagesPerTargetPerMinute).toBe(1);
  });

  it("is raised only for the journeys' server, never in production", () => {
    expect(
      configOf({ NODE_ENV: 'test', MESSAGES_PER_TARGET_PER_MINUTE: '10' })
        .messagesPerTargetPerMinute,
    ).toBe(10);
    expect(() => configOf({ ...PRODUCTION, MESSAGES_PER_TARGET_PER_MINUTE: '10' })).toThrow(
      'MESSAGES_PER_TARGET_PER_MINUTE is for tests',
    );
  });
});
