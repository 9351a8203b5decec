import { expect, type Locator, type Page } from '@playwright/test';

/** The newest sonner toast titled exactly `title`. */
export function toast(page: Page, title: string): Locator {
  return page
    .locator('[data-sonner-toast]')
    .filter({ has: page.locator('[data-title]').getByText(title, { exact: true }) })
    .first();
}

export async function expectToast(
  page: Page,
  title: string,
  description?: string,
): Promise<Locator> {
  const shown = toast(page, title);
  await expect(shown).toBeVisible();
  if (description !== undefined) await expect(shown).toContainText(description);
  return shown;
}

/** SPEC §8: server errors are a destructive toast titled 'Error'. */
export async function expectErrorToast(page: Page, description?: string): Promise<void> {
  const shown = await expectToast(page, 'Error', description);
  await expect(shown).toHaveAttribute('data-type', 'error');
}
