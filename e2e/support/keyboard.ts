import { expect, type Locator, type Page } from '@playwright/test';

/*
 * Keyboard-only driving (WCAG 2.1.1): every step below moves focus with Tab or Shift+Tab and
 * operates the focused control with Enter, Space, arrows or typing, as someone without a mouse
 * does. None of them clicks.
 */

// More than the longest tab order of any page (the sidebar, the filters and a month of days).
const MAX_TAB_PRESSES = 120;

export async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails when it never does. */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false }: { backwards?: boolean } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let press = 0; press < MAX_TAB_PRESSES; press += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `${target} is reachable with the Tab key`).toBe(true);
}

/** Tabs to a button (or link) and presses Enter on it. */
export async function pressButton(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/**
 * Picks `option` in a Radix select (a `combobox` button) from the keyboard: Tab to it, Enter
 * opens the list on the chosen option, Home goes to the first, ArrowDown walks to `option`,
 * Enter picks it and the list closes with focus back on the button.
 */
export async function chooseOptionByKeyboard(
  page: Page,
  trigger: Locator,
  option: string,
): Promise<void> {
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  const wanted = list.getByRole('option', { name: option, exact: true });
  const focusedOption = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  await page.keyboard.press('Home');
  const options = list.getByRole('option');
  await expect.poll(focusedOption).toBe(await options.first().textContent());
  const count = await options.count();
  for (let step = 0; step < count && !(await isFocused(wanted)); step += 1) {
    // Each press is awaited until focus moves: a loaded machine lets a press land before the
    // list has handled the one before it, and the walk then ends short of the option.
    const before = await focusedOption();
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedOption).not.toBe(before);
  }
  expect(await isFocused(wanted), `option "${option}" is reached with the arrow keys`).toBe(true);
  await page.keyboard.press('Enter');
  await expect(list).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await expect(trigger).toContainText(option);
}

/**
 * Picks `option` in a searchable select (components/ui/combobox) from the keyboard: ArrowDown
 * opens it with focus in its search box, `search` is typed, the arrow keys move the active
 * option (aria-activedescendant) to `option` and Enter picks it.
 */
export async function chooseComboboxOptionByKeyboard(
  page: Page,
  trigger: Locator,
  option: string,
  search: string,
): Promise<void> {
  await tabTo(page, trigger);
  await page.keyboard.press('ArrowDown');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const searchBox = page.locator('input[aria-autocomplete="list"]');
  await expect(searchBox).toBeFocused();
  await page.keyboard.type(search);
  const wanted = page.getByRole('option', { name: option, exact: true });
  await expect(wanted).toBeVisible();
  const wantedId = await wanted.getAttribute('id');
  for (let step = 0; step < 50; step += 1) {
    if ((await searchBox.getAttribute('aria-activedescendant')) === wantedId) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(searchBox).toHaveAttribute('aria-activedescendant', wantedId ?? '');
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toContainText(option);
}

/** Types a date into a native date field (month, day, year segments) it tabs to. */
export async function typeDate(page: Page, field: Locator, day: Date): Promise<void> {
  await tabTo(page, field);
  const month = String(day.getMonth() + 1).padStart(2, '0');
  const date = String(day.getDate()).padStart(2, '0');
  await page.keyboard.type(`${month}${date}${day.getFullYear()}`);
}
