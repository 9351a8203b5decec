import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken } from './auth.ts';
import { codeFromOutbox, readOutbox } from './outbox.ts';
import type { Credentials, TestUser } from './users.ts';

/** Password of the accounts the administration journeys create through invites. */
export const INVITEE_PASSWORD = 'Invited-pass-1';

/** A short suffix no other run or test uses, for names and Location IDs. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
}

/** A US mobile number (10 digits) no other test uses, as typed and as the server stores it. */
export function uniquePhone(): { typed: string; normalized: string } {
  // NANP: the exchange starts with 2-9 and is no N11 service code nor the premium 976.
  let exchange: string;
  do exchange = String(200 + Math.floor(Math.random() * 800));
  while (exchange.endsWith('11') || exchange === '976');
  const line = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  const digits = `646${exchange}${line}`;
  return {
    typed: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
    normalized: `+1${digits}`,
  };
}

// ---------------------------------------------------------------------------------------------
// Form controls (shared with support/shifts.ts)

/**
 * Picks `option` in a Radix select (a `combobox` button whose options are `option`s in a
 * popup) and waits for the popup to close and the button to show it.
 *
 * While the popup is open Radix hides the rest of the page from the accessibility tree (the
 * trigger too), so each step waits for the popup's state before the next one looks for a
 * control: a click that does not choose then fails here, by name, rather than as a missing
 * control further on.
 */
export async function chooseOption(page: Page, trigger: Locator, option: string): Promise<void> {
  const list = page.getByRole('listbox');
  await expect(list).toHaveCount(0);
  await trigger.click();
  await expect(list).toBeVisible();
  await list.getByRole('option', { name: option, exact: true }).click();
  await expect(list, `the list closes after choosing "${option}"`).toHaveCount(0);
  await expect(trigger).toContainText(option);
}

/**
 * Picks `option` in a searchable select (components/ui/combobox): opens it, types `search`
 * into its search box (focused on opening) and clicks the option.
 */
export async function chooseComboboxOption(
  page: Page,
  trigger: Locator,
  option: string | RegExp,
  search: string = typeof option === 'string' ? option : '',
): Promise<void> {
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  if (search) await page.keyboard.type(search);
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await expect(trigger).toContainText(option);
}

/**
 * Ticks `options` in a multi-select (components/ui/multi-select): a button opening a group of
 * checkboxes named after the field. Closes the popup with Escape.
 */
export async function chooseManyOptions(
  page: Page,
  trigger: Locator,
  options: readonly string[],
): Promise<void> {
  await trigger.click();
  for (const option of options) {
    const checkbox = page.getByRole('checkbox', { name: option, exact: true });
    await checkbox.click();
    await expect(checkbox).toBeChecked();
  }
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
}

/** Every text of `messages` is visible in `scope`. */
export async function expectMessages(scope: Locator, messages: readonly string[]): Promise<void> {
  for (const message of messages) {
    await expect(scope.getByText(message, { exact: true })).toBeVisible();
  }
}

// ---------------------------------------------------------------------------------------------
// The API, for the set-up a journey does not itself exercise

/** The 4-digit code of the newest text sent to `phone` ('+1' and ten digits). */
export async function phoneCodeFromOutbox(
  request: APIRequestContext,
  phone: string,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const texts = (await readOutbox(request, phone)).filter((m) => m.channel === 'sms');
        code = texts[0]?.text.match(/\b(\d{4})\b/)?.[1];
        return code;
      },
      { message: `a 4-digit code texted to ${phone}` },
    )
    .toBeDefined();
  return code as string;
}

export interface InviteDetails {
  organizationId: number;
  name: string;
  email: string;
  position: 'admin' | 'manager' | 'location_manager' | 'employee';
  managingLocationIds?: number[];
  jobTitle?: string;
}

/** `POST /api/invites` as `inviter`: a pending invite. */
export async function postInvite(
  request: APIRequestContext,
  inviter: Credentials,
  details: InviteDetails,
): Promise<void> {
  const token = await apiToken(request, inviter);
  const invited = await request.post('/api/invites', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      organizationId: details.organizationId,
      name: details.name,
      email: details.email,
      position: details.position,
      managingLocationIds: details.managingLocationIds ?? [],
    },
  });
  expect(invited.status(), `POST /api/invites: ${await invited.text()}`).toBe(201);
}

/**
 * Invites someone as `inviter` and completes the invite and the phone check through the API,
 * for journeys that need an extra member of an organization but test other screens.
 */
export async function createInvitedUser(
  request: APIRequestContext,
  inviter: Credentials,
  details: InviteDetails,
): Promise<TestUser & { id: number }> {
  await postInvite(request, inviter, details);

  const code = await codeFromOutbox(request, details.email, '/auth/verify-invite');
  const phone = uniquePhone();
  const accepted = await request.post('/api/invites/verify', {
    params: { code },
    data: {
      password: INVITEE_PASSWORD,
      jobTitle: details.jobTitle ?? 'Front Desk',
      phoneNumber: phone.normalized,
    },
  });
  expect(accepted.status(), `POST /api/invites/verify: ${await accepted.text()}`).toBe(200);
  const { userId, verificationToken } = (await accepted.json()) as {
    userId: number;
    verificationToken: string;
  };

  const phoneCode = await phoneCodeFromOutbox(request, phone.normalized);
  const verified = await request.post('/api/auth/verify-phone', {
    data: { userId, verificationToken, code: phoneCode },
  });
  expect(verified.status(), `POST /api/auth/verify-phone: ${await verified.text()}`).toBe(200);
  return { id: userId, name: details.name, email: details.email, password: INVITEE_PASSWORD };
}
