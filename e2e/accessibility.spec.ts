import { expect, test, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  forEachPage,
  postOpenShift,
  postPendingInvite,
  PUBLIC_PAGES,
  SIGNED_IN,
  signedInPages,
  THEMES,
  useSignedIn,
  useStoredTheme,
  VIEWPORTS,
  type Theme,
} from './support/a11y.ts';
import { CREDENTIALS, forEachDialog } from './support/dialogs.ts';
import { demo } from './support/users.ts';

async function expectTheme(page: Page, theme: Theme) {
  const html = page.locator('html');
  if (theme === 'dark') await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  else await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
}

// WCAG 2.2 AA as far as axe sees it, at any impact: every page of every position in both
// themes, on a laptop and on a phone, and every dialog on both (light on the laptop, dark on the
// phone). One browser context per position, its
// pages in a loop, so the run stays short.
test.describe.configure({ mode: 'parallel' });

const DIALOG_THEME: Record<keyof typeof VIEWPORTS, Theme> = { desktop: 'light', phone: 'dark' };

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
        await forEachPage(page, PUBLIC_PAGES, async (path) => {
          await expectTheme(page, theme);
          await expectNoAxeViolations(page, path);
        });
      });

      for (const [position, credentials] of SIGNED_IN) {
        test(`pages of the ${position}`, async ({ page }) => {
          await useSignedIn(page, credentials);
          await forEachPage(page, signedInPages(position, openShift), async (path) => {
            await expectTheme(page, theme);
            await expectNoAxeViolations(page, `${position} at ${path}`);
          });
        });
      }

      // A dialog's own markup does not change with the theme; its colours do. Each dialog is
      // checked once per size, in a different theme each: light on a laptop, dark on a phone.
      const dialogsHere = theme === DIALOG_THEME[size as keyof typeof VIEWPORTS];
      for (const who of dialogsHere ? (['admin', 'manager', 'employee'] as const) : []) {
        test(`dialogs of the ${who}`, async ({ page }) => {
          await useSignedIn(page, CREDENTIALS[who]);
          await forEachDialog(page, who, size as keyof typeof VIEWPORTS, openShift, (dialog) =>
            expectNoAxeViolations(page, `the ${dialog.name} dialog`),
          );
        });
      }
    });
  }
}
