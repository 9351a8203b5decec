import { appForFile } from '../support/app.ts';
import { describe, expect, it } from 'vitest';

const TILE_URL = 'https://{s}.tiles.example.test/base/{z}/{x}/{y}.png';

const t = appForFile({ tileUrl: TILE_URL });

describe('GET /api/config', () => {
  it('answers the tile URL from TILE_URL, without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ tileUrl: TILE_URL });
  });

  it('lets the browser load images from the tile server, besides its own and blob: documents, and from nowhere else', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    const policy = String(response.headers['content-security-policy']);
    const imageSources = /img-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    expect(imageSources).toEqual(["'self'", 'data:', 'blob:', 'https://*.tiles.example.test']);
  });
});
