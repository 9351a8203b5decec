import { brotliCompressSync, gzipSync } from 'node:zlib';
import { appForFile } from '../support/app.ts';
import { webDistForFile } from '../support/web-dist.ts';
import { describe, expect, it } from 'vitest';

const INDEX_HTML = `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('chairside '.repeat(200))});`;
/** A file with its gzip and brotli copies, as the web build writes them. */
const precompressed = (file: string, text: string) => ({
  [file]: text,
  [`${file}.gz`]: gzipSync(text),
  [`${file}.br`]: brotliCompressSync(text),
});
const distDir = webDistForFile({
  ...precompressed('index.html', INDEX_HTML),
  ...precompressed('assets/app-3f2a9c.js', SCRIPT),
  'assets/plain-1a2b3c.js': SCRIPT,
});

const t = appForFile({ webDistDir: distDir });

/** GET `url` from a client that sends `accept-encoding: encodings`. */
const fetchAccepting = (url: string, encodings: string) =>
  t.app.inject({ url, headers: { 'accept-encoding': encodings } });

describe('the built web app, precompressed', () => {
  it('sends the brotli file of an asset to a browser that accepts it, still cached for a year', async () => {
    const response = await fetchAccepting('/assets/app-3f2a9c.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload).toEqual(brotliCompressSync(SCRIPT));
  });

  it('sends the gzip file to a browser without brotli', async () => {
    const response = await fetchAccepting('/assets/app-3f2a9c.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload).toEqual(gzipSync(SCRIPT));
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const response = await fetchAccepting('/assets/app-3f2a9c.js', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('sends a file that has no compressed copy as it is', async () => {
    const response = await fetchAccepting('/assets/plain-1a2b3c.js', 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('compresses the SPA page of a client route, as HTML and never cached', async () => {
    const response = await fetchAccepting('/dashboard/shifts', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.rawPayload).toEqual(brotliCompressSync(INDEX_HTML));
  });
});
