import { describe, expect, it } from 'vitest';
import { adminWorldForFile } from '../support/admin-file.ts';
import { appForFile } from '../support/app.ts';
import { webDistForFile } from '../support/web-dist.ts';

/**
 * Trust issue #11, item 18: signed-in API answers could be kept by the browser's cache or a
 * shared proxy, and shown again after sign-out or to the next user of the machine. Every /api
 * answer carries Cache-Control: no-store; static files and pages keep their own caching.
 */
const distDir = webDistForFile({
  'index.html': '<!doctype html><div id="root"></div>',
  'assets/index-1a2b3c.js': 'console.log(1);',
});

// In this order: each app empties the worker's database as it starts, so the world comes last.
const throttled = appForFile({ rateLimitPerMinute: 1 });
const { t, world, get } = adminWorldForFile({ webDistDir: distDir });

describe('Cache-Control: no-store on every API answer', () => {
  it.each([
    ['the current user', '/api/users/me'],
    ['a detail', () => `/api/organizations/${world.a.organization.id}`],
    ['a report', '/api/reports/shifts?startDate=2027-03-01&endDate=2027-03-31'],
    ['a report CSV', '/api/reports/shifts.csv?startDate=2027-03-01&endDate=2027-03-31'],
  ])('on %s for a signed-in admin', async (_what, url) => {
    const response = await get('adminA', typeof url === 'function' ? url() : url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  // Issue #15 §3: the month view, dashboard and admin lists carry an ETag, so the browser may keep them for
  // this user alone and must ask again every time (If-None-Match), never show them unasked.
  it.each([
    ['the shifts calendar', '/api/shifts?month=3&year=2027'],
    ['the dashboard', '/api/shifts/dashboard'],
    ['an admin list', '/api/users?limit=5'],
  ])('private, no-cache instead on %s, which is revalidated by its ETag', async (_what, url) => {
    const response = await get('adminA', url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it.each([
    ['a 401 without a token', () => t.app.inject({ url: '/api/users/me' })],
    [
      'a 400 of a bad body',
      () => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} }),
    ],
    ['a 404 of an unknown API path', () => t.app.inject({ url: '/api/no-such-thing' })],
    ['the health check', () => t.app.inject({ url: '/api/health' })],
    ['a malformed URL', () => t.app.inject({ url: '/api/users/%E0%A4%A' })],
  ])('on %s', async (_what, send) => {
    expect((await send()).headers['cache-control']).toBe('no-store');
  });

  it('on a 429 of the rate limit', async () => {
    await throttled.app.inject({ url: '/api/health', remoteAddress: '198.51.100.1' });
    const limited = await throttled.app.inject({
      url: '/api/health',
      remoteAddress: '198.51.100.1',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['cache-control']).toBe('no-store');
  });

  it('not on static files and pages, which keep their caching', async () => {
    const asset = await t.app.inject({ url: '/assets/index-1a2b3c.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ url: '/dashboard/shifts' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
