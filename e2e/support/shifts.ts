import { addDaysToDate, WEEKDAY_NAMES } from '@chairside/domain';
import { expect, type Locator, type Page } from '@playwright/test';
import { chooseComboboxOption, chooseOption } from './admin.ts';
import { expectToast } from './toasts.ts';

/** A time of day as the time pickers take it: three selects (SPEC §5). */
export interface ClockTime {
  hour: number;
  minute: number;
  period: 'AM' | 'PM';
}

/**
 * Sets a time picker named `label` ('Start time', 'End time') inside `scope`, each of its three
 * selects with `choose` (a click by default; support/keyboard.ts has the keyboard's).
 */
export async function setTime(
  page: Page,
  scope: Locator,
  label: string,
  { hour, minute, period }: ClockTime,
  choose: typeof chooseOption = chooseOption,
): Promise<void> {
  await choose(page, scope.getByRole('combobox', { name: `${label} hour` }), String(hour));
  await choose(
    page,
    scope.getByRole('combobox', { name: `${label} minute` }),
    String(minute).padStart(2, '0'),
  );
  await choose(page, scope.getByRole('combobox', { name: `${label} AM or PM` }), period);
}

/** Local midnight `days` after today. */
export function daysFromToday(days: number): Date {
  const today = new Date();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
}

/** 'YYYY-MM-DD' of a local date, as the date field and the `date` query parameter take it. */
export function dateKey(day: Date): string {
  const month = String(day.getMonth() + 1).padStart(2, '0');
  return `${day.getFullYear()}-${month}-${String(day.getDate()).padStart(2, '0')}`;
}

/** 'Thursday, December 3': how a calendar day cell's name begins (before its shifts). */
export function calendarDayName(day: Date): string {
  return day.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
}

/** 'December 2026': the calendar's title for the month of `day`. */
export function monthTitle(day: Date): string {
  return day.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
}

/** How many times the calendar's Next month arrow leads from this month to that of `day`. */
export function monthsAhead(day: Date): number {
  const today = new Date();
  return (day.getFullYear() - today.getFullYear()) * 12 + day.getMonth() - today.getMonth();
}

/** Midtown Manhattan, a Bright Smiles Dental location on Eastern time (demo data). */
export const MIDTOWN = 'Bright Smiles Dental - Midtown Manhattan';

export interface NewShift {
  position: string;
  specialty?: string;
  date: Date;
  start: ClockTime;
  end: ClockTime;
  /** The location's option label, 'Organization - Location'. */
  location: string;
  lunch?: string;
  notes?: string;
}

/** Fills the Add Shift dialog; the end is set after the start, which it follows until set. */
export async function fillShiftForm(page: Page, dialog: Locator, shift: NewShift): Promise<void> {
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Position' }), shift.position);
  if (shift.specialty !== undefined) {
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Specialty' }), shift.specialty);
  }
  await dialog.getByLabel('Date', { exact: true }).fill(dateKey(shift.date));
  await setTime(page, dialog, 'Start time', shift.start);
  await setTime(page, dialog, 'End time', shift.end);
  await chooseComboboxOption(
    page,
    dialog.getByRole('combobox', { name: 'Location' }),
    shift.location,
    shift.location.split(' - ').at(-1),
  );
  if (shift.lunch !== undefined) {
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Lunch length' }), shift.lunch);
  }
  if (shift.notes !== undefined) {
    await dialog.getByLabel('Notes', { exact: true }).fill(shift.notes);
  }
}

/** Submits a filled Add Shift dialog and returns the new shift's id. */
export async function submitShiftForm(page: Page, dialog: Locator): Promise<number> {
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/shifts',
  );
  await dialog.getByRole('button', { name: 'Create Shift' }).click();
  const response = await created;
  expect(response.status(), `POST /api/shifts: ${await response.text()}`).toBe(201);
  await expectToast(page, 'Shift Created');
  await expect(dialog).toBeHidden();
  return ((await response.json()) as { id: number }).id;
}

/**
 * Creates a shift through the Shifts page's Create Shift button; the page then shows the new
 * shift's day, where `shiftLink` finds it. Returns the shift's id.
 */
export async function createShift(page: Page, shift: NewShift): Promise<number> {
  await page.goto('/dashboard/shifts');
  await page.getByRole('button', { name: 'Create Shift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Shift' });
  await fillShiftForm(page, dialog, shift);
  return submitShiftForm(page, dialog);
}

/** The link to a shift's detail page in the Shifts page's day panel. */
export function shiftLink(page: Page, shiftId: number): Locator {
  return page.locator(`a[href="/dashboard/shifts/${shiftId}"]`);
}

/** The value beside a term of a details list (`<dt>term</dt><dd>value</dd>`). */
export function detailValue(scope: Page | Locator, term: string): Locator {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** A request's card on the shift detail page, named by the person who asked. */
export function requestCard(page: Page, employeeName: string): Locator {
  return page.getByRole('article', { name: employeeName });
}

const TUESDAY = 2;
const THURSDAY = 4;

/** 'YYYY-MM-DD' of a UTC calendar day. */
const dayKey = (day: Date) => day.toISOString().slice(0, 10);

/** Next month's first and last days and its Tuesdays and Thursdays, from today's date. */
export function nextMonthTuesdaysAndThursdays() {
  const today = new Date();
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  const days: string[] = [];
  for (let day = new Date(first); day <= last; day.setUTCDate(day.getUTCDate() + 1)) {
    if ([TUESDAY, THURSDAY].includes(day.getUTCDay())) days.push(dayKey(day));
  }
  return { first: dayKey(first), last: dayKey(last), days };
}

/**
 * In an open Add Shift dialog already filled in: repeat weekly on Tuesdays and Thursdays from
 * the first to the last of `month`, preview every shift, post them, and answer their ids.
 */
export async function postTuesdaysAndThursdays(
  page: Page,
  dialog: Locator,
  month: ReturnType<typeof nextMonthTuesdaysAndThursdays>,
): Promise<number[]> {
  await dialog.getByLabel('Date', { exact: true }).fill(month.first);
  await dialog.getByRole('radio', { name: 'Weekly' }).click();
  // Issue #26 §8: a weekly repeat starts on the shift's own weekday, until four weeks on.
  const own = new Date(`${month.first}T12:00Z`).getUTCDay();
  const weekday = (day: number) => dialog.getByRole('button', { name: WEEKDAY_NAMES[day] });
  await expect(weekday(own)).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByLabel('Until date')).toHaveValue(addDaysToDate(month.first, 28));
  for (const day of new Set([own, TUESDAY, THURSDAY])) {
    // Leaves Tuesday and Thursday chosen, and only them.
    if ((day === own) !== [TUESDAY, THURSDAY].includes(day)) await weekday(day).click();
  }
  await dialog.getByLabel('Until date').fill(month.last);
  await dialog.getByRole('button', { name: 'Preview Shifts' }).click();
  const list = dialog.getByRole('list', { name: 'Shifts to post' });
  await expect(list.getByRole('listitem')).toHaveCount(month.days.length);
  const posted = page.waitForResponse(
    (response) => response.url().endsWith('/api/shifts/series') && response.status() === 201,
  );
  await dialog.getByRole('button', { name: `Post ${month.days.length} Shifts` }).click();
  const { shiftIds } = (await (await posted).json()) as { shiftIds: number[] };
  return shiftIds;
}

/**
 * Opens Add Shift from the Shifts page at Midtown Manhattan and starts it from the template
 * whose option matches `template` (issue #16 §1); answers the dialog.
 */
export async function addShiftFromTemplate(
  page: Page,
  template: string | RegExp,
): Promise<Locator> {
  await page.goto('/dashboard/shifts');
  await page.getByRole('button', { name: 'Create Shift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Shift' });
  await chooseComboboxOption(
    page,
    dialog.getByRole('combobox', { name: 'Location' }),
    MIDTOWN,
    'Midtown Manhattan',
  );
  await dialog.getByRole('combobox', { name: 'Start from template' }).click();
  await page.getByRole('listbox').getByRole('option', { name: template }).click();
  await expect(dialog.getByRole('combobox', { name: 'Position' })).toContainText('Hygienist');
  return dialog;
}
