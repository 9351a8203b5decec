import { expect, test, type Locator } from '@playwright/test';
import { chooseOption } from './support/admin.ts';
import { signInAt } from './support/auth.ts';
import { expectAligned } from './support/layout.ts';
import { demo } from './support/users.ts';

/*
 * Issue #13 item 5: choosing Dental Assistant-Specialty used to insert Specialty into the Add
 * Shift grid, so Date jumped columns and End time sat alone. Every field keeps its place now,
 * and the fields of a row share one top and one height.
 */

/** The Add Shift fields: the label of each control, and the two time pickers' groups. */
const FIELDS = [
  'Start from template',
  'Position',
  'Specialty',
  'Date',
  'Lunch length',
  'Location',
  'Notes',
] as const;
const TIMES = ['Start time', 'End time'] as const;
const ROWS = [
  ['Position', 'Specialty'],
  ['Date', 'Lunch length'],
  ['Start time', 'End time'],
] as const;

function controlOf(dialog: Locator, name: string): Locator {
  return (TIMES as readonly string[]).includes(name)
    ? dialog.getByRole('group', { name })
    : dialog.getByLabel(name, { exact: true });
}

async function boxes(dialog: Locator): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    [...FIELDS, ...TIMES].map(async (name) => [name, await controlOf(dialog, name).boundingBox()]),
  );
  return Object.fromEntries(entries);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Add Shift keeps every field in place when Specialty applies', async ({ page }) => {
      await signInAt(page, demo.manager, '/dashboard/shifts');
      await page.getByRole('button', { name: 'Create Shift' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Shift' });
      // Issue #26 §8: Create Shift is in view as the dialog opens; the template field is there
      // before any location (and its templates) is chosen.
      await expect(dialog.getByRole('button', { name: 'Create Shift' })).toBeInViewport();
      await expect(dialog.getByRole('combobox', { name: 'Start from template' })).toBeDisabled();
      await chooseOption(page, dialog.getByRole('combobox', { name: 'Position' }), 'Hygienist');
      await expect(dialog.getByRole('combobox', { name: 'Specialty' })).toBeDisabled();
      const before = await boxes(dialog);

      await chooseOption(
        page,
        dialog.getByRole('combobox', { name: 'Position' }),
        'Dental Assistant-Specialty',
      );
      await expect(dialog.getByRole('combobox', { name: 'Specialty' })).toBeEnabled();
      expect(await boxes(dialog)).toEqual(before);

      for (const [left, right] of ROWS) {
        await expectAligned(
          [controlOf(dialog, left), controlOf(dialog, right)],
          `${left} and ${right}`,
          viewport.width >= 640,
        );
      }
    });
  });
}
