import { appForFile } from '../support/app.ts';
import { describe, expect, it } from 'vitest';

const t = appForFile();

describe('a URL that fails before routing', () => {
  it.each([
    ['GET', '/api/users/%E0%A4%A'],
    ['POST', '/api/shifts/%ZZ/requests'],
    ['DELETE', '/api/invites/%'],
    ['GET', `/api/users/${'9'.repeat(300)}`],
    ['GET', '/dashboard/%E0%A4%A'],
  ] as const)(
    '%s %s answers 400 JSON with the security headers, as every answer does',
    async (method, url) => {
      const response = await t.app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: method === 'GET' ? undefined : '{}',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid request URL' });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    },
  );
});
