import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login } from './support/auth.ts';
import { demo } from './support/users.ts';

const THEME_KEY = 'chairside-theme';

/** Fails with a readable list when axe finds a serious or critical violation. */
async function expectNoSeriousViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    // The operating system disagrees with the stored choice, so the stored choice must win.
    test.use({ colorScheme: theme === 'dark' ? 'light' : 'dark', reducedMotion: 'reduce' });

    test.beforeEach(async ({ page }) => {
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        THEME_KEY,
        theme,
      ] as const);
    });

    async function expectTheme(page: Page) {
      const html = page.locator('html');
      if (theme === 'dark') await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
      else await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
    }

    test('landing page', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
      await expectTheme(page);
      await expectNoSeriousViolations(page);
    });

    test('login page', async ({ page }) => {
      await page.goto('/auth/login');
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expectTheme(page);
      await expectNoSeriousViolations(page);
    });

    test('register page', async ({ page }) => {
      await page.goto('/auth/register');
      await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
      await expectTheme(page);
      await expectNoSeriousViolations(page);
    });

    for (const [who, credentials] of [
      ['manager', demo.manager],
      ['employee', demo.employee],
    ] as const) {
      test(`dashboard of the ${who}`, async ({ page }) => {
        await login(page, credentials);
        await expect(page.getByText('Loading dashboard data...')).toHaveCount(0);
        await expectTheme(page);
        await expectNoSeriousViolations(page);
      });
    }
  });
}
