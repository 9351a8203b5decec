import { unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../support/app.ts';
import { SHELL_HTML, webDistForFile } from '../support/web-dist.ts';
import { securityHeaderProblems } from '../../reliability/support/hostile/headers.ts';

/**
 * Trust issue #11, item 17: a build under a running server blanked the app. Unknown /assets/*
 * paths answered 200 with the HTML page, so a stale tab loaded HTML as a script. They answer
 * 404 now, and the files of a new build are served without a restart.
 */
const distDir = webDistForFile({
  'index.html': SHELL_HTML,
  'assets/index-old111.js': 'console.log("old release");',
});

const t = appForFile({ webDistDir: distDir });

describe('asset paths that are not files', () => {
  it.each([
    '/assets/dashboard-layout-9f8e7d.js',
    '/assets/index-3c2b1a.css',
    '/assets/no-extension',
    '/assets/',
    '/assets/nested/deeper/chunk.js?v=2',
    '/favicon-that-is-not-there.ico',
    '/old-entry-1a2b3c.js',
  ])('answers %s with 404 JSON, the security headers and no-store, never the page', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'Not found' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(securityHeaderProblems(response)).toEqual([]);
  });

  it('still answers the page for client routes', async () => {
    for (const url of [
      '/dashboard/shifts',
      '/auth/verify-email?code=a.b',
      '/dashboard/shifts/12',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(SHELL_HTML);
    }
  });
});

describe('a build under a running server', () => {
  it('serves the chunks of the new build at once, and answers 404 for the removed ones', async () => {
    expect((await t.app.inject({ url: '/assets/index-old111.js' })).statusCode).toBe(200);
    // The build replaces the release: new hashed files appear, the old ones are removed.
    writeFileSync(path.join(distDir, 'assets', 'index-new222.js'), 'console.log("new release");');
    unlinkSync(path.join(distDir, 'assets', 'index-old111.js'));

    const fresh = await t.app.inject({ url: '/assets/index-new222.js' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['content-type']).toMatch(/javascript/);
    expect(fresh.body).toBe('console.log("new release");');
    expect(fresh.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const stale = await t.app.inject({ url: '/assets/index-old111.js' });
    expect(stale.statusCode).toBe(404);
    expect(stale.headers['content-type']).toMatch(/^application\/json/);
    expect(stale.headers['cache-control']).toBe('no-store');
  });
});
