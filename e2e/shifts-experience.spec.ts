import { expect, test } from '@playwright/test';
import { expectMessages } from './support/admin.ts';
import { login } from './support/auth.ts';
import { createShift, daysFromToday, detailValue, MIDTOWN } from './support/shifts.ts';
import { demo } from './support/users.ts';

// SPEC §5 Request Shift: a specialty shift asks about experience, and No blocks the request.
test('a Dental Assistant-Specialty shift asks the hygienist about experience', async ({
  page,
  browser,
}) => {
  await login(page, demo.manager);
  const shiftId = await createShift(page, {
    position: 'Dental Assistant-Specialty',
    specialty: 'Endodontics',
    date: daysFromToday(15),
    start: { hour: 6, minute: 0, period: 'PM' },
    end: { hour: 9, minute: 0, period: 'PM' },
    location: MIDTOWN,
  });

  const hygienistContext = await browser.newContext();
  try {
    const hygienistPage = await hygienistContext.newPage();
    await login(hygienistPage, demo.employee);
    await hygienistPage.goto(`/dashboard/shifts/${shiftId}`);
    await expect(detailValue(hygienistPage, 'Specialty')).toHaveText('Endodontics');
    await hygienistPage.getByRole('button', { name: 'Request Shift' }).click();
    const dialog = hygienistPage.getByRole('dialog', { name: 'Request Shift' });
    const experience = dialog.getByRole('radiogroup');
    await expect(experience).toHaveAccessibleName(/experience/);
    const submit = dialog.getByRole('button', { name: 'Request Shift' });

    await submit.click();
    await expectMessages(dialog, ['Please answer the experience question']);

    // Each answer's label covers its whole box; a person clicks the word.
    await experience.getByText('No', { exact: true }).click();
    await expect(experience.getByRole('radio', { name: 'No' })).toBeChecked();
    await expectMessages(dialog, ['You cannot request this shift without the required experience']);
    await expect(dialog.getByText('Please answer the experience question')).toBeHidden();
    await expect(submit).toBeDisabled();

    await experience.getByText('Yes', { exact: true }).click();
    await expect(experience.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(
      dialog.getByText('You cannot request this shift without the required experience'),
    ).toBeHidden();
    await expect(submit).toBeEnabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(hygienistPage.getByText('No requests currently exist')).toBeVisible();
  } finally {
    await hygienistContext.close();
  }
});
