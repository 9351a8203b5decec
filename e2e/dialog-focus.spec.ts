import { expect, test, type Locator, type Page } from '@playwright/test';
import { postOpenShift, postPendingInvite, VIEWPORTS } from './support/a11y.ts';
import { signInAt } from './support/auth.ts';
import {
  chooseComboboxOptionByKeyboard,
  chooseOptionByKeyboard,
  pressButton,
} from './support/keyboard.ts';
import { expectToast } from './support/toasts.ts';
import { hasPath } from './support/urls.ts';
import { demo, uniqueEmail } from './support/users.ts';

// WCAG 2.4.3 focus order: a dialog closed by a successful submit gives focus back to the button
// that opened it. When the submit removed that button (a request made, a shift assigned, an
// invite deleted) or left the page (a shift deleted), focus goes to the page's main heading.
// Escape and Cancel on every dialog, at both sizes, are checked by the accessibility sweep
// (accessibility.spec.ts) in the visit that scans each dialog.

function mainHeading(page: Page): Locator {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

let openShift = 0;
test.beforeAll(async ({ request }) => {
  openShift = await postOpenShift(request, demo.manager, 22);
  await postPendingInvite(request, demo.manager);
});

test.describe.serial('after a successful submit', () => {
  test.use({ viewport: VIEWPORTS.desktop, reducedMotion: 'reduce' });

  test('Request Shift removes its button, so focus goes to the main heading', async ({ page }) => {
    await signInAt(page, demo.employee, `/dashboard/shifts/${openShift}`);
    await pressButton(page, page.getByRole('button', { name: 'Request Shift' }));
    const dialog = page.getByRole('dialog', { name: 'Request Shift' });
    await pressButton(page, dialog.getByRole('button', { name: 'Request Shift' }));
    await expectToast(page, 'Shift Requested');
    await expect(dialog).toBeHidden();
    await expect(mainHeading(page)).toBeFocused();
  });

  test('Create Invite keeps its Add Invite button, which gets focus back', async ({ page }) => {
    await signInAt(page, demo.manager, '/dashboard/invites');
    const trigger = page.getByRole('button', { name: 'Add Invite' });
    await pressButton(page, trigger);
    const dialog = page.getByRole('dialog', { name: 'Create Invite' });
    await dialog.getByLabel('Name', { exact: true }).fill('Morgan Focus');
    await dialog.getByLabel('Email', { exact: true }).fill(uniqueEmail('focus'));
    await chooseOptionByKeyboard(
      page,
      dialog.getByRole('combobox', { name: 'Position' }),
      'Employee',
    );
    await pressButton(page, dialog.getByRole('button', { name: 'Send Invite' }));
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('Delete Invite removes its row, so focus goes to the main heading', async ({ page }) => {
    await signInAt(page, demo.manager, '/dashboard/invites');
    await pressButton(page, page.getByRole('button', { name: /^Delete invite for / }).first());
    const dialog = page.getByRole('alertdialog', { name: 'Delete Invite' });
    await pressButton(page, dialog.getByRole('button', { name: 'Delete', exact: true }));
    await expect(dialog).toBeHidden();
    await expect(mainHeading(page)).toBeFocused();
  });

  test('Assign Shift to User removes Assign to User, so focus goes to the main heading', async ({
    page,
  }) => {
    await signInAt(page, demo.manager, `/dashboard/shifts/${openShift}`);
    await pressButton(page, page.getByRole('button', { name: 'Assign to User' }));
    const dialog = page.getByRole('dialog', { name: 'Assign Shift to User' });
    await chooseComboboxOptionByKeyboard(
      page,
      dialog.getByRole('combobox', { name: 'User' }),
      // The Hygienist shift's hygienist: a job title that cannot work it is refused (issue #24 §1).
      'Hannah Lee (Hygienist)',
      'Hannah',
    );
    await pressButton(page, dialog.getByRole('button', { name: 'Assign Shift' }));
    await expect(dialog).toBeHidden();
    await expect(mainHeading(page)).toBeFocused();
  });

  test('Delete Shift goes to the shifts page, whose main heading gets focus', async ({
    page,
    request,
  }) => {
    const shiftId = await postOpenShift(request, demo.manager, 23);
    await signInAt(page, demo.manager, `/dashboard/shifts/${shiftId}`);
    await pressButton(page, page.getByRole('button', { name: 'Delete Shift' }));
    const dialog = page.getByRole('alertdialog', { name: 'Delete Shift' });
    await pressButton(page, dialog.getByRole('button', { name: 'Delete', exact: true }));
    await expect(page).toHaveURL(hasPath('/dashboard/shifts'));
    await expect(mainHeading(page)).toBeFocused();
  });
});
