import { describe, expect, it } from 'vitest';
import { appForFile, postRawJson, type TestApp } from '../support/app.ts';

// Every app before any data: each empties the worker's database as it starts.
const production = appForFile({
  env: 'production',
  tileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
});
const throttled = appForFile({ rateLimitPerMinute: 3 });
const t = appForFile();

type InjectResponse = Awaited<ReturnType<TestApp['app']['inject']>>;

function cspDirectives(response: InjectResponse): Map<string, string> {
  const header = response.headers['content-security-policy'];
  expect(header, 'a Content-Security-Policy header').toBeTypeOf('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name, ...values] = directive.split(/\s+/);
        return [name, values.join(' ')] as [string, string];
      }),
  );
}

function expectSecurityHeaders(response: InjectResponse) {
  const csp = cspDirectives(response);
  expect(csp.get('default-src')).toBe("'self'");
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(csp.get('object-src')).toBe("'none'");
  expect(csp.get('script-src')).toBe("'self'");
  expect(csp.get('base-uri')).toBe("'self'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['x-frame-options']).toBeDefined();
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  it.each<[string, () => Promise<InjectResponse>, number]>([
    [
      'sends helmet headers and a strict CSP on an API response',
      () => t.app.inject({ url: '/api/health' }),
      200,
    ],
    [
      'sends them on a 404 of an unknown API path',
      () => t.app.inject({ url: '/api/no-such-thing' }),
      404,
    ],
    [
      'sends them on a validation error',
      () => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} }),
      400,
    ],
    ['sends them on a 401', () => t.app.inject({ url: '/api/users/me' }), 401],
    [
      'sends them on a malformed JSON body',
      () => postRawJson(t.app, '/api/auth/login', '{"username":'),
      400,
    ],
  ])('%s', async (_case, send, status) => {
    const response = await send();
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response);
  });

  it('lets images come only from the app, its blob: documents and the configured map tile server', async () => {
    expect(cspDirectives(await t.app.inject({ url: '/api/health' })).get('img-src')).toBe(
      "'self' data: blob: https://tile.openstreetmap.org",
    );
    expect(cspDirectives(await production.app.inject({ url: '/api/health' })).get('img-src')).toBe(
      "'self' data: blob: https://*.tiles.example.com",
    );
  });

  it('frames only the blob: URL of a document the page fetched (issue #27 §4), no page', async () => {
    const csp = cspDirectives(await t.app.inject({ url: '/api/health' }));
    expect(csp.get('frame-src')).toBe('blob:');
    expect(csp.get('object-src')).toBe("'none'");
  });

  it('sends HSTS and upgrade-insecure-requests in production only', async () => {
    const prod = await production.app.inject({ url: '/api/health' });
    expect(prod.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(cspDirectives(prod).has('upgrade-insecure-requests')).toBe(true);
    const dev = await t.app.inject({ url: '/api/health' });
    expect(dev.headers['strict-transport-security']).toBeUndefined();
    expect(cspDirectives(dev).has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('global rate limit', () => {
  it('answers 429 JSON with a message once an address exceeds its requests per minute', async () => {
    const address = '10.20.30.40';
    for (let request = 0; request < 3; request += 1) {
      expect(
        (await throttled.app.inject({ url: '/api/health', remoteAddress: address })).statusCode,
      ).toBe(200);
    }
    const limited = await throttled.app.inject({ url: '/api/health', remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
    });
    expectSecurityHeaders(limited);
  });

  it('counts each address separately', async () => {
    for (let request = 0; request < 4; request += 1) {
      await throttled.app.inject({ url: '/api/health', remoteAddress: '10.20.30.41' });
    }
    const other = await throttled.app.inject({ url: '/api/health', remoteAddress: '10.20.30.42' });
    expect(other.statusCode).toBe(200);
  });
});
