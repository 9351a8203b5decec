import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_ENDPOINT_HOSTS } from './constants.ts';
import { PUSH_MESSAGES } from './messages/general.ts';
import { pushEndpointProblem, pushHostAllowed } from './push-endpoints.ts';

const production = { hosts: DEFAULT_PUSH_ENDPOINT_HOSTS, allowLoopback: false };
const tests = { hosts: DEFAULT_PUSH_ENDPOINT_HOSTS, allowLoopback: true };

describe('pushEndpointProblem (issue #23 §1)', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
    'https://android.googleapis.com/gcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
    'https://web.push.apple.com/QGx2bQ',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    'https://FCM.GoogleAPIs.com/fcm/send/upper',
  ])('accepts the browsers’ push services: %s', (endpoint) => {
    expect(pushEndpointProblem(endpoint, production)).toBeNull();
  });

  it.each([
    ['an IPv4 address', 'https://127.0.0.1:8443/push'],
    ['IPv6 loopback', 'https://[::1]/push'],
    ['an IPv4-mapped IPv6 address', 'https://[::ffff:127.0.0.1]/push'],
    ['hexadecimal IPv4', 'https://0x7f000001/push'],
    ['decimal IPv4', 'https://2130706433/push'],
    ['octal IPv4', 'https://0177.0.0.1/push'],
    ['short IPv4', 'https://127.1/push'],
    ['cloud metadata', 'https://169.254.169.254/latest/meta-data'],
    ['a private address', 'https://10.0.0.8/push'],
    ['localhost', 'https://localhost/push'],
    ['another host', 'https://push.example.test/send/1'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.test/fcm/send/1'],
    ['a suffix without its dot', 'https://evilpush.apple.com/x'],
    ['the bare domain of a wildcard', 'https://push.apple.com/x'],
    ['a port', 'https://fcm.googleapis.com:8443/fcm/send/1'],
    ['credentials', 'https://user:secret@fcm.googleapis.com/fcm/send/1'],
  ])('refuses %s as no push service', (_label, endpoint) => {
    expect(pushEndpointProblem(endpoint, production)).toBe(PUSH_MESSAGES.endpointNotPushService);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/1',
    'http://127.0.0.1:4000/push/1',
    'ftp://fcm.googleapis.com/x',
    'not a url',
  ])('refuses %s as not https', (endpoint) => {
    expect(pushEndpointProblem(endpoint, production)).toBe(PUSH_MESSAGES.endpointNotHttps);
  });

  it('lets the tests’ loopback push service through only when the rules allow loopback', () => {
    for (const endpoint of ['http://127.0.0.1:4000/push/1', 'http://[::1]:4000/push/1']) {
      expect(pushEndpointProblem(endpoint, tests)).toBeNull();
    }
    expect(pushEndpointProblem('http://10.0.0.8:4000/push/1', tests)).toBe(
      PUSH_MESSAGES.endpointNotHttps,
    );
    expect(pushEndpointProblem('https://169.254.169.254/x', tests)).toBe(
      PUSH_MESSAGES.endpointNotPushService,
    );
  });
});

describe('pushHostAllowed', () => {
  it('reads a leading *. or . as any subdomain, and anything else as the exact name', () => {
    expect(pushHostAllowed('a.b.example.com', ['.example.com'])).toBe(true);
    expect(pushHostAllowed('b.example.com', ['*.example.com'])).toBe(true);
    expect(pushHostAllowed('example.com', ['*.example.com'])).toBe(false);
    expect(pushHostAllowed('example.com', ['example.com'])).toBe(true);
    expect(pushHostAllowed('www.example.com', ['example.com'])).toBe(false);
  });

  it('never allows an IP address, even one listed', () => {
    expect(pushHostAllowed('127.0.0.1', ['127.0.0.1'])).toBe(false);
    expect(pushHostAllowed('[::1]', ['[::1]', '*.1'])).toBe(false);
  });

  it('allows nothing with an empty or blank pattern', () => {
    expect(pushHostAllowed('example.com', ['', ' ', '.', '*.'])).toBe(false);
  });
});
