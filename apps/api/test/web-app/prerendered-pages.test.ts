import { appForFile } from '../support/app.ts';
import { SHELL_HTML, webDistForFile } from '../support/web-dist.ts';
import { describe, expect, it } from 'vitest';

const LANDING_HTML =
  '<!doctype html><html><body><div id="root"><main>Landing</main></div></body></html>';
const LOGIN_HTML =
  '<!doctype html><html><body><div id="root"><main>Sign In</main></div></body></html>';
const distDir = webDistForFile({
  'index.html': LANDING_HTML,
  'spa.html': SHELL_HTML,
  'prerendered/auth/login.html': LOGIN_HTML,
});

const t = appForFile({ webDistDir: distDir });

/** Asserts that `url` answers the page `html`, as HTML that is never cached. */
async function expectPage(url: string, html: string) {
  const response = await t.app.inject({ url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.body).toBe(html);
}

describe('the built web app with prerendered pages', () => {
  it('answers / with the prerendered landing page', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(LANDING_HTML);
  });

  it.each(['/auth/login', '/auth/login?email=a%40b.co'])(
    'answers %s with the prerendered login page',
    async (url) => {
      await expectPage(url, LOGIN_HTML);
    },
  );

  it.each(['/dashboard/shifts', '/auth/register', '/auth/login/extra', '/privacy'])(
    'answers the client route %s with the empty shell, never cached',
    async (url) => {
      await expectPage(url, SHELL_HTML);
    },
  );
});
