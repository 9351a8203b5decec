import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../../src/plugins/compression.ts';
import { adminWorldForFile } from '../support/admin-file.ts';

const { call } = adminWorldForFile();

/** The platform's user list: every user of the world, well over 1 KB of JSON. */
const usersAs = (acceptEncoding?: string) =>
  call('platformAdmin', {
    method: 'GET',
    url: '/api/users',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('API answers over 1 KB are compressed when the client accepts it', () => {
  it('answers gzip to a client that accepts only gzip, and the body unzips to the same JSON', async () => {
    const plain = await usersAs();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const zipped = await usersAs('gzip');
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('prefers brotli when the client accepts both', async () => {
    const plain = await usersAs();
    const response = await usersAs('gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a compressed answer whole, with its length, to a browser’s list of encodings', async () => {
    const response = await usersAs('gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(
      (await usersAs()).json(),
    );
  });

  it('honours quality values: brotli refused or less wanted than gzip answers gzip', async () => {
    for (const header of ['br;q=0, gzip', 'br;q=0.5, gzip;q=1']) {
      const response = await usersAs(header);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(
        (await usersAs()).json(),
      );
    }
  });

  it('sends an answer under 1 KB as it is', async () => {
    const response = await call('platformAdmin', {
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends plain JSON to a client that accepts no encoding', async () => {
    const response = await usersAs('identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual((await usersAs()).json());
  });
});
