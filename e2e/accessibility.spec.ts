import { menuFor, type AccountPosition } from '@chairside/domain';
import { expect, test, type Page } from '@playwright/test';
import {
  dialogNamed,
  expectNoAxeViolations,
  expectPageSettled,
  postOpenShift,
  postPendingInvite,
  THEMES,
  useStoredTheme,
  VIEWPORTS,
  type Theme,
} from './support/a11y.ts';
import { login } from './support/auth.ts';
import { CREDENTIALS, DIALOGS } from './support/dialogs.ts';
import { demo, DEMO_PASSWORD, type Credentials } from './support/users.ts';

/** Every page a signed-out visitor can open (with a made-up code where a page needs one). */
const PUBLIC_PAGES = [
  '/',
  '/auth/login',
  '/auth/register',
  '/auth/register-success',
  '/auth/forgot-password',
  '/auth/reset-password?code=not-a-code',
  '/auth/verify-email?code=not-a-code',
  '/auth/verify-invite?code=not-a-code',
  '/privacy',
  '/terms',
  '/contact',
];

const SIGNED_IN: readonly [AccountPosition, Credentials][] = [
  ['admin', demo.admin],
  ['manager', demo.manager],
  ['location_manager', { email: 'locations@brightsmiles.test', password: DEMO_PASSWORD }],
  ['employee', demo.employee],
];

async function expectTheme(page: Page, theme: Theme) {
  const html = page.locator('html');
  if (theme === 'dark') await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  else await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
}

// WCAG 2.2 AA as far as axe sees it, at any impact: every page of every position and every
// dialog, in both themes, on a laptop and on a phone. One browser context per position, its
// pages in a loop, so the run stays short.
test.describe.configure({ mode: 'parallel' });

let openShift = 0;
test.beforeAll(async ({ request }) => {
  openShift = await postOpenShift(request, demo.manager, 21);
  await postPendingInvite(request, demo.manager);
});

for (const theme of THEMES) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`${theme} theme, ${size}`, () => {
      // The operating system disagrees with the stored choice, so the stored choice must win.
      test.use({
        viewport,
        colorScheme: theme === 'dark' ? 'light' : 'dark',
        reducedMotion: 'reduce',
      });
      test.beforeEach(async ({ page }) => {
        // Each test loops over a dozen pages or dialogs, an axe scan each.
        test.slow();
        await useStoredTheme(page, theme);
      });

      test('public pages', async ({ page }) => {
        for (const path of PUBLIC_PAGES) {
          await page.goto(path);
          await expectPageSettled(page);
          await expectTheme(page, theme);
          await expectNoAxeViolations(page, path);
        }
      });

      for (const [position, credentials] of SIGNED_IN) {
        test(`pages of the ${position}`, async ({ page }) => {
          await login(page, credentials);
          const paths = [
            ...menuFor(position).map((entry) => entry.path),
            `/dashboard/shifts/${openShift}`,
          ];
          for (const path of paths) {
            await page.goto(path);
            await expectPageSettled(page);
            await expectTheme(page, theme);
            await expectNoAxeViolations(page, `${position} at ${path}`);
          }
        });
      }

      for (const who of ['admin', 'manager', 'employee'] as const) {
        const dialogs = DIALOGS.filter(
          (dialog) => dialog.who === who && (dialog.only ?? size) === size,
        );
        test(`dialogs of the ${who}`, async ({ page }) => {
          await login(page, CREDENTIALS[who]);
          for (const dialog of dialogs) {
            await page.goto(dialog.path(openShift));
            await expectPageSettled(page);
            await dialog.prepare?.(page);
            await dialog.trigger(page).click();
            const opened = dialogNamed(page, dialog.name);
            await expect(opened).toBeVisible();
            await page.waitForLoadState('networkidle');
            await expectNoAxeViolations(page, `the ${dialog.name} dialog`);
          }
        });
      }
    });
  }
}
