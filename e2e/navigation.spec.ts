import { expect, test, type Page } from '@playwright/test';
import { signInAt } from './support/auth.ts';
import { hasPath } from './support/urls.ts';
import { demo, type Credentials } from './support/users.ts';

// SPEC §2, menus by position.
const menus: { who: string; credentials: Credentials; entries: [string, string][] }[] = [
  {
    who: 'platform admin',
    credentials: demo.admin,
    entries: [
      ['Home', '/dashboard'],
      ['Organizations', '/dashboard/organizations'],
      ['Locations', '/dashboard/locations'],
      ['Users', '/dashboard/users'],
      ['Invites', '/dashboard/invites'],
      ['Credentials', '/dashboard/credentials'],
      ['Shifts', '/dashboard/shifts'],
      ['Report', '/dashboard/reports'],
      ['Settings', '/dashboard/settings'],
    ],
  },
  {
    who: 'manager',
    credentials: demo.manager,
    entries: [
      ['Home', '/dashboard'],
      ['Locations', '/dashboard/locations'],
      ['Users', '/dashboard/users'],
      ['Invites', '/dashboard/invites'],
      ['Credentials', '/dashboard/credentials'],
      ['Shifts', '/dashboard/shifts'],
      ['Report', '/dashboard/reports'],
      ['Settings', '/dashboard/settings'],
    ],
  },
  {
    who: 'employee',
    credentials: demo.employee,
    entries: [
      ['Home', '/dashboard'],
      ['Shifts', '/dashboard/shifts'],
      ['Settings', '/dashboard/settings'],
    ],
  },
];

for (const { who, credentials, entries } of menus) {
  test(`the sidebar of the ${who} holds exactly their menu`, async ({ page }) => {
    await signInAt(page, credentials, '/dashboard');
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(links).toHaveCount(entries.length);
    for (const [name, href] of entries) {
      await expect(links.filter({ hasText: name }).first()).toHaveAttribute('href', href);
    }
  });
}

test.describe('on a desktop screen', () => {
  test('Ctrl+B and the toggle button collapse and expand the sidebar', async ({ page }) => {
    await signInAt(page, demo.employee, '/dashboard');
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Mobile navigation' })).toBeHidden();
    const width = async () => (await sidebar.boundingBox())?.width ?? 0;
    const sidebarCookie = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name === 'sidebar:state')?.value;

    await expect.poll(width).toBeGreaterThan(150);
    await page.keyboard.press('Control+b');
    await expect.poll(width).toBeLessThan(80);
    await expect.poll(sidebarCookie).toBe('false');

    await page.keyboard.press('Control+b');
    await expect.poll(width).toBeGreaterThan(150);
    await expect.poll(sidebarCookie).toBe('true');

    await page.getByRole('button', { name: 'Toggle Sidebar' }).first().click();
    await expect.poll(width).toBeLessThan(80);
  });
});

test.describe('on a 390 px wide screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  async function expectBottomBar(page: Page, entries: string[], absent: string[]) {
    const bar = page.getByRole('navigation', { name: 'Mobile navigation' });
    await expect(bar).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    for (const name of entries) await expect(bar.getByRole('link', { name })).toBeVisible();
    for (const name of absent) await expect(bar.getByRole('link', { name })).toHaveCount(0);
  }

  test('an employee gets the bottom bar and logs out from the menu sheet', async ({ page }) => {
    await signInAt(page, demo.employee, '/dashboard');
    await expectBottomBar(page, ['Home', 'Shifts'], ['Locations', 'Organizations']);

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await sheet.getByRole('button', { name: 'Logout', exact: true }).click();
    await expect(page).toHaveURL(hasPath('/'));
  });

  test('a manager gets Locations in the bottom bar and the full menu in the sheet', async ({
    page,
  }) => {
    await signInAt(page, demo.manager, '/dashboard');
    await expectBottomBar(page, ['Home', 'Shifts', 'Locations'], []);

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const sheet = page.getByRole('dialog');
    for (const name of ['Users', 'Invites', 'Report', 'Settings']) {
      await expect(sheet.getByRole('link', { name })).toBeVisible();
    }
    await expect(sheet.getByRole('button', { name: 'Logout', exact: true })).toBeVisible();
  });
});
