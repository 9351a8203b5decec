import { expect, test } from '@playwright/test';
import { expectMessages } from './support/admin.ts';
import { signInAt } from './support/auth.ts';
import { createShift, daysFromToday, detailValue, MIDTOWN } from './support/shifts.ts';
import { demo } from './support/users.ts';

// SPEC §5 Request Shift: a specialty shift asks about experience, and No blocks the request.
// Issue #24 §1: only a job title that can work the shift may ask (the Endodontics assistant).
test('a Dental Assistant-Specialty shift asks the endodontics assistant about experience', async ({
  page,
  browser,
}) => {
  await signInAt(page, demo.manager, '/dashboard');
  const shiftId = await createShift(page, {
    position: 'Dental Assistant-Specialty',
    specialty: 'Endodontics',
    date: daysFromToday(15),
    start: { hour: 6, minute: 0, period: 'PM' },
    end: { hour: 9, minute: 0, period: 'PM' },
    location: MIDTOWN,
  });

  const assistantContext = await browser.newContext();
  try {
    const assistantPage = await assistantContext.newPage();
    await signInAt(assistantPage, demo.endoAssistant, `/dashboard/shifts/${shiftId}`);
    await expect(detailValue(assistantPage, 'Specialty')).toHaveText('Endodontics');
    await assistantPage.getByRole('button', { name: 'Request Shift' }).click();
    const dialog = assistantPage.getByRole('dialog', { name: 'Request Shift' });
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
    await expect(assistantPage.getByText('No requests currently exist')).toBeVisible();
  } finally {
    await assistantContext.close();
  }
});
