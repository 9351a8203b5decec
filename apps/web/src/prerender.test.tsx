import { describe, expect, it } from 'vitest';
import { prerender, renderLoadingShell } from './prerender.tsx';

/* What the build writes into index.html and prerendered/ (vite/prerender.ts), rendered as there. */
describe('pages rendered at build time', () => {
  it('renders the landing page with its title and sections, and no form to submit', async () => {
    const html = await prerender('/');
    expect(html).toContain('<title>Chairside: shift scheduling for dental practices</title>');
    expect(html).toContain('Fill open dental shifts without the phone tag');
    expect(html).toContain('id="features"');
    expect(html).toContain('id="how-it-works"');
    // The sign-in form appears only in the browser, so no password can be posted as plain HTML.
    expect(html).toContain('Sign in to Chairside');
    expect(html).not.toMatch(/<form|type="password"/);
  });

  it('renders the login page with its card title and an inert form', async () => {
    const html = await prerender('/auth/login');
    expect(html).toContain('<title>Sign In · Chairside</title>');
    expect(html).toMatch(/<h1[^>]*>Sign In<\/h1>/);
    expect(html).toContain('New to Chairside?');
    // Nothing can be typed or submitted before the app is live and the form does it.
    expect(html).toMatch(/<form[^>]* inert=""/);
  });

  it('gives every other address a labelled spinner until the app renders', () => {
    expect(renderLoadingShell()).toMatch(/role="status" aria-label="Loading"/);
  });
});
