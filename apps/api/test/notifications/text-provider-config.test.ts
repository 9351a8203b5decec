import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'chairside-twilio-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const SID = { TWILIO_ACCOUNT_SID: 'AC0123' };
const TOKEN = { TWILIO_AUTH_TOKEN: 'secret-token' };
const FROM = { TWILIO_FROM: '+15005550006' };

const twilioOf = (environment: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, ...environment }).twilio;

describe('the text message provider configuration (TWILIO_*)', () => {
  it('is off without any TWILIO_* variable', () => {
    expect(twilioOf({})).toBeNull();
  });

  it("speaks to Twilio's public API unless TWILIO_API_BASE says otherwise", () => {
    expect(twilioOf({ ...SID, ...TOKEN, ...FROM })).toEqual({
      accountSid: 'AC0123',
      authToken: 'secret-token',
      from: '+15005550006',
      apiBase: 'https://api.twilio.com',
    });
    expect(
      twilioOf({ ...SID, ...TOKEN, ...FROM, TWILIO_API_BASE: 'http://127.0.0.1:4010/' })?.apiBase,
    ).toBe('http://127.0.0.1:4010');
  });

  it.each([
    ['the sid alone', SID],
    ['the sid and token without a sender', { ...SID, ...TOKEN }],
    ['a sender without credentials', FROM],
  ])('refuses to start with %s (all three or none)', (_label, environment) => {
    expect(() => twilioOf(environment)).toThrow(
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set together',
    );
  });

  it('refuses a TWILIO_API_BASE that is not a URL', () => {
    expect(() => twilioOf({ ...SID, ...TOKEN, ...FROM, TWILIO_API_BASE: 'api.twilio' })).toThrow(
      'TWILIO_API_BASE',
    );
  });
});
