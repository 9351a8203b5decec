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

  it('renders the landing sign-in card with its real form, unsendable, and no skeleton', async () => {
    const html = await prerender('/');
    expect(html).toContain('Sign in to Chairside');
    expect(html).toMatch(/<label[^>]*>Email<\/label>/);
    expect(html).toMatch(/<label[^>]*>Password<\/label>/);
    expect(html).toMatch(/<input[^>]* type="password"/);
    // Typing is taken at once (and kept, useSchemaForm); nothing is sent before the app is live.
    expect(html).not.toContain('inert');
    expect(html).toMatch(/<button[^>]* disabled=""[^>]*>Sign In<\/button>/);
    expect(html).not.toContain('animate-pulse');
    // Whole, not streamed: no inline script to swap it in, which the CSP would refuse.
    expect(html).not.toContain('<script');
  });

  it('renders the login page with its card title and a form not sent before the app is live', async () => {
    const html = await prerender('/auth/login');
    expect(html).toContain('<title>Sign In · Chairside</title>');
    expect(html).toMatch(/<h1[^>]*>Sign In<\/h1>/);
    expect(html).toContain('New to Chairside?');
    expect(html).toMatch(/<button[^>]* disabled=""[^>]*>Sign In<\/button>/);
  });

  it('renders the legal pages and the auth forms that need nothing from their address', async () => {
    expect(await prerender('/privacy')).toMatch(/<h1[^>]*>Privacy Policy<\/h1>/);
    expect(await prerender('/terms')).toMatch(/<h1[^>]*>Terms of Service<\/h1>/);
    expect(await prerender('/contact')).toContain('Talk to the Chairside team');
    expect(await prerender('/auth/register')).toMatch(/<h1[^>]*>Create an Account<\/h1>/);
    const forgot = await prerender('/auth/forgot-password');
    expect(forgot).toMatch(/<h1[^>]*>Forgot Password<\/h1>/);
    expect(forgot).toMatch(/<button[^>]* disabled=""[^>]*>Request Reset Link<\/button>/);
  });

  it('gives every other address a labelled spinner until the app renders', () => {
    expect(renderLoadingShell()).toMatch(/role="status" aria-label="Loading"/);
  });
});
