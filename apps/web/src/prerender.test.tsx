import { describe, expect, it } from 'vitest';
import { prerender, renderLoadingShell } from './prerender.tsx';

/* What the build writes into index.html and prerendered/ (vite/prerender.ts), rendered as there. */
describe('pages rendered at build time', () => {
  it('renders the landing page with its title and sections', async () => {
    const html = await prerender('/');
    expect(html).toContain('<title>Chairside: shift scheduling for dental practices</title>');
    expect(html).toContain('Fill open dental shifts without the phone tag');
    expect(html).toContain('id="features"');
    expect(html).toContain('id="how-it-works"');
  });

  it('renders the landing sign-in card with its real form, inert, and no skeleton', async () => {
    const html = await prerender('/');
    expect(html).toContain('Sign in to Chairside');
    expect(html).toMatch(/<label[^>]*>Email<\/label>/);
    expect(html).toMatch(/<label[^>]*>Password<\/label>/);
    expect(html).toMatch(/<input[^>]* type="password"/);
    expect(html).toMatch(/<button[^>]*>Sign In<\/button>/);
    // Nothing can be typed or submitted before the app is live and the form does it.
    expect(html).toMatch(/<form[^>]* inert=""/);
    expect(html).not.toContain('animate-pulse');
    // Whole, not streamed: no inline script to swap it in, which the CSP would refuse.
    expect(html).not.toContain('<script');
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
