import { expect, test, type Page } from '@playwright/test';
import { signInAt, submitLogin } from './support/auth.ts';
import { stubTiles, theMap } from './support/map.ts';
import { expectErrorToast } from './support/toasts.ts';
import { demo } from './support/users.ts';

/**
 * The CSP the server sends (apps/api/src/plugins/security.ts) lets every screen work with no
 * violation. Trust issue #11, item 18 asked to drop 'unsafe-inline' from style-src: in Chromium,
 * `style-src-elem 'self'` blocks the <style> elements sonner (toasts) and react-remove-scroll-bar
 * (Radix dialogs and selects) insert at run time, so toasts lose their layout and the page scrolls
 * under an open dialog. This journey checks both, so that a stricter policy that breaks them fails
 * here (docs/RELIABILITY.md, Trust issue #11).
 */
interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

async function recordViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);
}

test('toasts, dialogs and the map work under the served CSP, with no violation', async ({
  page,
  baseURL,
}) => {
  await stubTiles(page, baseURL as string);
  const violations = await recordViolations(page);
  const all: Violation[] = [];

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  all.push(...(await violations()));

  // A toast (sonner's inserted stylesheet places it).
  await submitLogin(page, { ...demo.admin, password: 'Not-the-password-1' });
  await expectErrorToast(page);
  await expect(page.locator('[data-sonner-toaster]').first()).toHaveCSS('position', 'fixed');
  all.push(...(await violations()));

  // A dialog (react-remove-scroll-bar's inserted stylesheet locks the page behind it).
  await signInAt(page, demo.admin, '/dashboard/organizations');
  await page.getByRole('button', { name: 'Create Organization' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Organization' })).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await page.keyboard.press('Escape');
  all.push(...(await violations()));

  // The map (Leaflet positions tiles and markers with style attributes).
  await page.goto('/dashboard/shifts?view=map');
  await expect(theMap(page)).toBeVisible();
  all.push(...(await violations()));

  expect(all).toEqual([]);
});
