import { appForFile } from '../support/app.ts';
import { webDistForFile } from '../support/web-dist.ts';
import { describe, expect, it } from 'vitest';

/**
 * Trust issue #11, item 16: the per-address limit counted /assets/*.js and CSS, so a practice
 * whose staff share one public address got 429 JSON for scripts after a release: a blank page.
 * Static files and pages are never limited; the API keeps its limit.
 */
const LIMIT = 5;
const ADDRESS = '203.0.113.7';
const distDir = webDistForFile({
  'index.html': '<!doctype html><div id="root"></div>',
  'assets/index-1a2b3c.js': 'console.log(1);',
  'assets/index-4d5e6f.css': 'body{}',
  'robots.txt': 'User-agent: *',
});

const t = appForFile({ webDistDir: distDir, rateLimitPerMinute: LIMIT });

const get = (url: string, remoteAddress = ADDRESS) => t.app.inject({ url, remoteAddress });

describe('the per-address rate limit', () => {
  it(`answers ${LIMIT + 10} asset, file and page requests from one address with 200`, async () => {
    const urls = [
      '/assets/index-1a2b3c.js',
      '/assets/index-4d5e6f.css',
      '/',
      '/dashboard/shifts',
      '/robots.txt',
    ];
    for (let n = 0; n < LIMIT + 10; n += 1) {
      const url = urls[n % urls.length];
      const response = await get(url);
      expect(response.statusCode, `${url} (request ${n + 1})`).toBe(200);
      expect(response.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });

  it(`still answers /api with 429 past ${LIMIT} requests from that address`, async () => {
    const statuses: number[] = [];
    for (let n = 0; n < LIMIT + 3; n += 1) statuses.push((await get('/api/health')).statusCode);
    expect(statuses).toEqual([
      ...Array.from({ length: LIMIT }, () => 200),
      ...Array.from({ length: 3 }, () => 429),
    ]);
  });

  it('keeps serving scripts to an address the API has limited', async () => {
    expect((await get('/api/health')).statusCode).toBe(429);
    const script = await get('/assets/index-1a2b3c.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
  });

  it('counts an API path written with percent-encoded letters as the API', async () => {
    const address = '203.0.113.8';
    for (let n = 0; n < LIMIT; n += 1) await get('/api/health', address);
    expect((await get('/%61pi/health', address)).statusCode).toBe(429);
  });
});
