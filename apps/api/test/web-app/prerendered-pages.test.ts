import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

const LANDING_HTML =
  '<!doctype html><html><body><div id="root"><main>Landing</main></div></body></html>';
const LOGIN_HTML =
  '<!doctype html><html><body><div id="root"><main>Sign In</main></div></body></html>';
const SHELL_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const distDir = mkdtempSync(path.join(tmpdir(), 'chairside-dist-'));
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(path.join(distDir, 'index.html'), LANDING_HTML);
writeFileSync(path.join(distDir, 'spa.html'), SHELL_HTML);
mkdirSync(path.join(distDir, 'prerendered', 'auth'), { recursive: true });
writeFileSync(path.join(distDir, 'prerendered', 'auth', 'login.html'), LOGIN_HTML);
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDistDir: distDir });
});

describe('the built web app with prerendered pages', () => {
  it('answers / with the prerendered landing page', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(LANDING_HTML);
  });

  it.each(['/auth/login', '/auth/login?email=a%40b.co'])(
    'answers %s with the prerendered login page',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(LOGIN_HTML);
    },
  );

  it.each(['/dashboard/shifts', '/auth/register', '/auth/login/extra', '/privacy'])(
    'answers the client route %s with the empty shell, never cached',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(SHELL_HTML);
    },
  );
});
