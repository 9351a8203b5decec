import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAt } from './support/auth.ts';
import { expectAligned } from './support/layout.ts';
import { demo } from './support/users.ts';

/*
 * Issue #13 item 4: fields side by side share one height and one baseline. A field with a hint
 * or an error under it is taller than its neighbour, and the neighbour's control used to sink by
 * the difference (Reports: Time Range beside Start Date; Shifts: Location beside Radius;
 * Settings: Name beside Email).
 */

/** The page's Filters panel, opened when it starts closed (on a phone). */
async function openFilters(page: Page): Promise<Locator> {
  const panel = page.getByRole('region', { name: 'Filters' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  if (!(await panel.isVisible())) await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(panel).toBeVisible();
  return panel;
}

const SCREENS = [
  {
    name: 'Reports',
    path: '/dashboard/reports',
    pairs: [
      ['Time Range', 'Start Date'],
      ['Start Date', 'End Date'],
      ['End Date', 'Status'],
    ],
    scope: openFilters,
  },
  {
    name: 'Shifts',
    path: '/dashboard/shifts',
    pairs: [['Location', 'Radius']],
    scope: openFilters,
  },
  {
    name: 'Settings',
    path: '/dashboard/settings',
    pairs: [
      ['Name', 'Email'],
      ['Phone Number', 'Job Title'],
    ],
    scope: async (page: Page) => {
      const form = page.locator('form').filter({ has: page.getByLabel('Name', { exact: true }) });
      await expect(form).toBeVisible();
      return form;
    },
  },
] as const;

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('fields beside each other share one height and one top', async ({ page }) => {
      await signInAt(page, demo.manager, '/dashboard');
      for (const screen of SCREENS) {
        await test.step(screen.name, async () => {
          await page.goto(screen.path);
          const scope = await screen.scope(page);
          for (const [left, right] of screen.pairs) {
            await expectAligned(
              [scope.getByLabel(left, { exact: true }), scope.getByLabel(right, { exact: true })],
              `${left} and ${right}`,
              viewport.width >= 1024,
            );
          }
        });
      }
    });
  });
}
