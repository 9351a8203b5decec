import { appForFile } from '../support/app.ts';
import { SHELL_HTML, webDistForFile } from '../support/web-dist.ts';
import { describe, expect, it } from 'vitest';

const distDir = webDistForFile({
  'index.html': SHELL_HTML,
  'assets/app-3f2a9c.js': 'console.log("app");',
});

const t = appForFile({ webDistDir: distDir });

describe('the built web app', () => {
  it.each(['/', '/dashboard/shifts', '/auth/verify-email?code=abc'])(
    'answers the SPA page for the client route %s',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(SHELL_HTML);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    },
  );

  it('answers 404 JSON, never the page, for an unknown /api path', async () => {
    const response = await t.app.inject({ url: '/api/not-a-route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('answers 404 JSON for a POST to a client route', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/dashboard' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('caches hashed assets for a year and the page not at all', async () => {
    const asset = await t.app.inject({ url: '/assets/app-3f2a9c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ url: '/index.html' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('still answers the API', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
