import { expect, type Locator, type Page } from '@playwright/test';
import { dialogNamed, expectPageSettled, expectSettled } from './a11y.ts';
import { openPage, type Opening } from './in-app.ts';
import { pressButton } from './keyboard.ts';
import { demo, type Credentials } from './users.ts';

/** Someone the Bright Smiles manager may edit (an employee of theirs): demo data. */
export const EDITABLE_EMPLOYEE = 'Hannah Lee';

export interface DialogCase {
  /** The dialog's accessible name (its title). */
  name: string;
  /** Who opens it. */
  who: 'admin' | 'manager' | 'employee';
  /** The page it opens from; `shiftId` is an open shift without requests (postOpenShift). */
  path: (shiftId: number) => string;
  /** The button that opens it. */
  trigger: (page: Page) => Locator;
  /** Steps before the trigger shows, e.g. the dialog it opens from (opening pages as given). */
  prepare?: (page: Page, opening: Opening) => Promise<void>;
  /** Only at this size (the sidebar's account menu on a laptop, the bottom bar's on a phone). */
  only?: 'desktop' | 'phone';
}

export const CREDENTIALS: Record<DialogCase['who'], Credentials> = {
  admin: demo.admin,
  manager: demo.manager,
  employee: demo.employee,
};

async function openUserDetails(page: Page): Promise<void> {
  await page.getByRole('button', { name: `View ${EDITABLE_EMPLOYEE}` }).click();
  await expect(dialogNamed(page, 'User Details')).toBeVisible();
}

const shiftPage = (shiftId: number) => `/dashboard/shifts/${shiftId}`;

interface ListedShift {
  id: number;
  date: string;
  confirmedStartTime: string | null;
}

/**
 * Opens a shift of the demo data confirmed for part of its hours (the seed makes some), found
 * through the API with the page's own session: the Post Uncovered Hours dialog opens there.
 */
async function openPartlyCoveredShift(page: Page, opening: Opening): Promise<void> {
  const shiftId = await page.evaluate(async () => {
    const token = localStorage.getItem('access_token');
    const now = new Date();
    for (const offset of [0, 1, 2]) {
      const month = new Date(now.getFullYear(), now.getMonth() + offset, 1);
      const query = `month=${month.getMonth() + 1}&year=${month.getFullYear()}`;
      const response = await fetch(`/api/shifts?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const shifts = (await response.json()) as ListedShift[];
      const found = shifts.find((shift) => shift.confirmedStartTime && new Date(shift.date) > now);
      if (found) return found.id;
    }
    return null;
  });
  expect(shiftId, 'the demo data has an upcoming part-shift confirmation').not.toBeNull();
  await openPage(page, shiftPage(Number(shiftId)), opening);
  await expectPageSettled(page);
}

/** Every dialog, sheet and popover of the app, by who opens it and from where. */
const DIALOGS: readonly DialogCase[] = [
  {
    name: 'Create Organization',
    who: 'admin',
    path: () => '/dashboard/organizations',
    trigger: (page) => page.getByRole('button', { name: 'Create Organization' }),
  },
  {
    name: 'Organization Details',
    who: 'admin',
    path: () => '/dashboard/organizations',
    trigger: (page) => page.getByRole('button', { name: /^View\/Manage / }).first(),
  },
  {
    name: 'Create Location',
    who: 'manager',
    path: () => '/dashboard/locations',
    trigger: (page) => page.getByRole('button', { name: 'Create Location' }),
  },
  {
    name: 'Location Details',
    who: 'manager',
    path: () => '/dashboard/locations',
    trigger: (page) => page.getByRole('button', { name: /^View Details of / }).first(),
  },
  {
    name: 'Shift Templates',
    who: 'manager',
    path: () => '/dashboard/locations',
    trigger: (page) => page.getByRole('button', { name: /^Shift Templates of / }).first(),
  },
  {
    name: 'User Details',
    who: 'manager',
    path: () => '/dashboard/users',
    trigger: (page) => page.getByRole('button', { name: `View ${EDITABLE_EMPLOYEE}` }),
  },
  {
    name: `Sign ${EDITABLE_EMPLOYEE} out of all devices?`,
    who: 'manager',
    path: () => '/dashboard/users',
    prepare: openUserDetails,
    trigger: (page) =>
      dialogNamed(page, 'User Details').getByRole('button', { name: 'Sign out of all devices' }),
  },
  {
    name: 'Create Invite',
    who: 'manager',
    path: () => '/dashboard/invites',
    trigger: (page) => page.getByRole('button', { name: 'Add Invite' }),
  },
  {
    name: 'Delete Invite',
    who: 'manager',
    path: () => '/dashboard/invites',
    trigger: (page) => page.getByRole('button', { name: /^Delete invite for / }).first(),
  },
  {
    name: 'Add Shift',
    who: 'manager',
    path: () => '/dashboard/shifts',
    trigger: (page) => page.getByRole('button', { name: 'Create Shift' }),
  },
  {
    name: 'Copy Week',
    who: 'manager',
    path: () => '/dashboard/shifts?view=week',
    trigger: (page) => page.getByRole('button', { name: 'Copy Week' }),
  },
  {
    name: 'Edit Shift',
    who: 'manager',
    path: shiftPage,
    trigger: (page) => page.getByRole('button', { name: 'Edit Shift' }),
  },
  {
    name: 'Delete Shift',
    who: 'manager',
    path: shiftPage,
    trigger: (page) => page.getByRole('button', { name: 'Delete Shift' }),
  },
  {
    name: 'Assign Shift to User',
    who: 'manager',
    path: shiftPage,
    trigger: (page) => page.getByRole('button', { name: 'Assign to User' }),
  },
  {
    name: 'Post Uncovered Hours',
    who: 'manager',
    path: () => '/dashboard',
    prepare: openPartlyCoveredShift,
    trigger: (page) => page.getByRole('button', { name: 'Post Uncovered Hours' }),
  },
  {
    name: 'Request Shift',
    who: 'employee',
    path: shiftPage,
    trigger: (page) => page.getByRole('button', { name: 'Request Shift' }),
  },
  {
    name: 'Sign out of all devices?',
    who: 'manager',
    path: () => '/dashboard/settings',
    trigger: (page) => page.getByRole('button', { name: 'Sign out of all devices' }),
  },
  {
    name: 'Reset this calendar link?',
    who: 'employee',
    path: () => '/dashboard/settings',
    trigger: (page) => page.getByRole('button', { name: /^Reset link: / }).first(),
  },
  {
    name: 'Organization Settings',
    who: 'manager',
    path: () => '/dashboard/locations',
    trigger: (page) => page.getByRole('button', { name: 'Organization Settings' }),
  },
  {
    name: 'Notifications',
    who: 'employee',
    path: () => '/dashboard',
    // The header's bell: a popover on a laptop, a sheet on a phone.
    trigger: (page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ }),
  },
  {
    name: 'Account',
    who: 'manager',
    path: () => '/dashboard',
    // The sidebar footer's button: initials, name and position label.
    trigger: (page) => page.getByRole('button', { name: /Manager$/ }),
    only: 'desktop',
  },
  {
    name: 'Menu',
    who: 'manager',
    path: () => '/dashboard',
    trigger: (page) =>
      page.getByRole('navigation', { name: 'Mobile navigation' }).getByRole('button', {
        name: 'Menu',
      }),
    only: 'phone',
  },
];

/** Opens `dialog` from the keyboard: focus on its trigger, Enter. Returns the trigger. */
async function openWithKeyboard(page: Page, dialog: DialogCase): Promise<Locator> {
  const trigger = dialog.trigger(page);
  await trigger.focus();
  await page.keyboard.press('Enter');
  const opened = dialogNamed(page, dialog.name);
  await expect(opened).toBeVisible();
  // Focus has moved in: until then a key may still reach the layer beneath (a dialog opened
  // from another, on a busy machine, left Escape to close the User Details dialog under it).
  await expect
    .poll(() => opened.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  return trigger;
}

/** A slice of a list: the `index`-th (from 1) of `of` nearly equal parts. */
export interface Part {
  index: number;
  of: number;
}

/**
 * Opens, one after the other, each dialog `who` has at `size` (signed in already), or `part`
 * of them, from the keyboard, and runs `check` while it is open. `shiftId`: an open shift
 * without requests (postOpenShift); `opening`: how each dialog's page is opened.
 */
export async function forEachDialog(
  page: Page,
  who: DialogCase['who'],
  size: 'desktop' | 'phone',
  shiftId: number,
  check: (dialog: DialogCase, trigger: Locator) => Promise<void>,
  part: Part = { index: 1, of: 1 },
  opening: Opening = 'load',
): Promise<void> {
  const dialogs = DIALOGS.filter((dialog) => dialog.who === who && (dialog.only ?? size) === size);
  const perPart = Math.ceil(dialogs.length / part.of);
  for (const dialog of dialogs.slice((part.index - 1) * perPart, part.index * perPart)) {
    await openPage(page, dialog.path(shiftId), opening);
    await expectPageSettled(page);
    await dialog.prepare?.(page, opening);
    const trigger = await openWithKeyboard(page, dialog);
    await expectSettled(dialogNamed(page, dialog.name));
    await check(dialog, trigger);
    if (opening === 'in-app') await closeOpenDialogs(page);
  }
}

/**
 * Closes with Escape, innermost first, every dialog `check` left open: in the app, the next
 * dialog's page may be the same page, which stays as it is (a load would start it afresh). A
 * dialog on its way out still takes an Escape, so one more is pressed until none is left.
 */
async function closeOpenDialogs(page: Page): Promise<void> {
  const open = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await expect(async () => {
    if ((await open.count()) > 0) await page.keyboard.press('Escape');
    await expect(open).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/**
 * WCAG 2.4.3 focus order, `dialog` open from `trigger` (forEachDialog): Escape closes it and
 * gives focus back to the trigger; opened again, so do Cancel or its close button. The account
 * menu and the laptop's notifications are popovers without a Cancel button: Escape closes them.
 */
export async function expectFocusBackOnEscapeAndCancel(
  page: Page,
  dialog: DialogCase,
  size: 'desktop' | 'phone',
  trigger: Locator,
): Promise<void> {
  const opened = dialogNamed(page, dialog.name);
  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();
  await expect(trigger, `${dialog.name}: focus after Escape`).toBeFocused();
  if (dialog.name === 'Account' || (dialog.name === 'Notifications' && size === 'desktop')) return;
  const cancel = opened
    .getByRole('button', { name: 'Cancel', exact: true })
    .or(opened.getByRole('button', { name: 'Close', exact: true }))
    .first();
  await openWithKeyboard(page, dialog);
  await pressButton(page, cancel);
  await expect(opened).toBeHidden();
  await expect(trigger, `${dialog.name}: focus after Cancel`).toBeFocused();
}
