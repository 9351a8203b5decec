import { credentialExpiryWarning, credentialToday, formatCredentialDate } from '@chairside/domain';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { demoPdf } from '../apps/api/src/seed/demo-documents.ts';
import { apiAs } from './support/api.ts';
import {
  chooseComboboxOption,
  chooseOption,
  createInvitedUser,
  uniqueSuffix,
} from './support/admin.ts';
import { apiToken, signInAt } from './support/auth.ts';
import { dateKey, daysFromToday, requestCard } from './support/shifts.ts';
import { expectToast } from './support/toasts.ts';
import { DEMO_PASSWORD, uniqueEmail } from './support/users.ts';

/**
 * Issue #27's journey: Pacific Coast checks everyone's credentials, its own staff's too
 * (credentialChecks 'everyone', set for the journey and put back after it). A hygienist it
 * invites adds her California license and CPR card with their PDFs; a Pacific Coast manager
 * verifies both on the review page, the documents shown inline; she asks for a shift her
 * license covers and is confirmed; a shift after her license expires is refused, the message on
 * the shift page and from the API. Set-up through the API. (An independent is checked under the
 * default too, and the platform admin verifies independents: the API and review page tests.)
 */

const PACIFIC_MANAGER = { email: 'manager@pacificcoast.test', password: DEMO_PASSWORD };
const PACIFIC_MANAGER_NAME = 'Grace Nakamura';
const DOWNTOWN_LA = 'Pacific Coast Dental Group - Downtown Los Angeles';
/** A real one-page PDF, as the demo's documents are, for the review page's viewer to show. */
const PDF = demoPdf('Dental Hygiene License', [
  'Issued to: Casey Credentials',
  'Issuing state: CA',
]);
const LICENSE = 'Dental Hygiene License · CA';
const CPR = 'CPR/BLS Certification';

/** A Hygienist shift at Downtown Los Angeles `daysAhead` days from today, posted by its manager. */
async function postHygieneShift(request: APIRequestContext, token: string, daysAhead: number) {
  const locations = await apiAs<{ value: number; label: string }[]>(
    request,
    token,
    'GET',
    '/api/locations/dropdown',
    200,
  );
  const shift = await apiAs<{ id: number }>(request, token, 'POST', '/api/shifts', 201, {
    locationId: locations.find((option) => option.label === DOWNTOWN_LA)?.value,
    date: `${dateKey(daysFromToday(daysAhead))}T08:00`,
    position: 'Hygienist',
    specialty: null,
    totalMinutes: 480,
    lunchMinutes: 30,
    notes: null,
    internalNotes: null,
  });
  return shift.id;
}

/** Settings › Credentials' Add Credential, with its PDF. */
async function addCredential(
  page: Page,
  section: Locator,
  credential: { type: string; state?: string; number: string; expiresOn: string },
) {
  await section.getByRole('button', { name: 'Add Credential' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Credential' });
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Credential' }), credential.type);
  if (credential.state) {
    const state = dialog.getByRole('combobox', { name: 'Issuing State' });
    await chooseComboboxOption(page, state, credential.state);
  }
  await dialog.getByLabel('Number').fill(credential.number);
  await dialog.getByLabel('Expires On').fill(credential.expiresOn);
  await dialog
    .getByLabel('Document')
    .setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('button', { name: 'Add Credential' }).click();
  await expectToast(page, 'Credential added');
  await expect(dialog).toBeHidden();
}

test('a hygienist adds her license and CPR card, her manager verifies them on the review page, and she works a shift her license covers but not one after it expires', async ({
  page,
  browser,
  request,
}) => {
  const pacificToken = await apiToken(request, PACIFIC_MANAGER);
  const { organizationId } = await apiAs<{ organizationId: number }>(
    request,
    pacificToken,
    'GET',
    '/api/users/me',
    200,
  );
  const settingsUrl = `/api/organizations/${organizationId}/settings`;
  const checks = (credentialChecks: string) =>
    apiAs(request, pacificToken, 'PUT', settingsUrl, 200, {
      offerResponseHours: 24,
      credentialChecks,
    });
  await checks('everyone');
  try {
    await hygienistJourney(page, browser, request, pacificToken, organizationId);
  } finally {
    await checks('outsideProfessionals');
  }
});

async function hygienistJourney(
  page: Page,
  browser: Browser,
  request: APIRequestContext,
  pacificToken: string,
  organizationId: number,
) {
  const hygienist = await createInvitedUser(request, PACIFIC_MANAGER, {
    organizationId,
    name: `Casey Credentials ${uniqueSuffix()}`,
    email: uniqueEmail('credentials'),
    position: 'employee',
    jobTitle: 'Hygienist',
  });
  const { name } = hygienist;
  const covered = await postHygieneShift(request, pacificToken, 10);
  const afterExpiry = await postHygieneShift(request, pacificToken, 40);
  const licenseExpiry = dateKey(daysFromToday(20));

  // She adds them in Settings: unverified, the license expiring in 20 days or so (its warning
  // counts from the US day that ends last, credentialToday).
  await signInAt(page, hygienist, '/dashboard/settings');
  const section = page.getByRole('region', { name: 'Credentials' });
  await addCredential(page, section, {
    type: 'Dental Hygiene License',
    state: 'California',
    number: 'RDH 700123',
    expiresOn: licenseExpiry,
  });
  await addCredential(page, section, {
    type: CPR,
    number: 'AHA eCard 215000000001',
    expiresOn: dateKey(daysFromToday(400)),
  });
  const license = section.getByRole('listitem', { name: LICENSE });
  await expect(license).toContainText('Unverified');
  await expect(license).toContainText(
    credentialExpiryWarning(licenseExpiry, credentialToday()) as string,
  );
  await expect(license).toContainText('Document on file.');

  // Her manager reviews each document inline and verifies it.
  const managerContext = await browser.newContext();
  try {
    const manager = await managerContext.newPage();
    // The CSP lets the document show from its blob: URL (frame-src, img-src) and nothing more.
    await manager.addInitScript(() => {
      const blocked: string[] = [];
      (window as unknown as { cspBlocked: string[] }).cspBlocked = blocked;
      document.addEventListener('securitypolicyviolation', (event) =>
        blocked.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await signInAt(
      manager,
      PACIFIC_MANAGER,
      `/dashboard/credentials?search=${encodeURIComponent(name)}`,
    );
    for (const credential of [LICENSE, CPR]) {
      await manager.getByRole('button', { name: `Review ${credential} of ${name}` }).click();
      const dialog = manager.getByRole('dialog', { name: 'Review Credential' });
      await expect(dialog.getByTitle(`${credential} of ${name}`)).toHaveAttribute('src', /^blob:/);
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await expectToast(manager, 'Credential verified', `${credential} of ${name}`);
      await expect(dialog.getByRole('button', { name: 'Unverify' })).toBeVisible();
      // The PDF viewer in the frame may hold the focus: Close rather than Escape.
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await expect(dialog).toBeHidden();
    }
    expect(
      await manager.evaluate(() => (window as unknown as { cspBlocked: string[] }).cspBlocked),
    ).toEqual([]);
  } finally {
    await managerContext.close();
  }
  await page.reload();
  await expect(license).toContainText(`Verified by ${PACIFIC_MANAGER_NAME}`);

  // She asks for the shift her license covers; Pacific Coast offers it and she accepts.
  await page.goto(`/dashboard/shifts/${covered}`);
  await page.getByRole('button', { name: 'Request Shift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Shift' });
  await dialog.getByRole('button', { name: 'Request Shift' }).click();
  await expectToast(page, 'Shift Requested');
  const [asked] = await apiAs<{ id: number }[]>(
    request,
    pacificToken,
    'GET',
    `/api/shifts/${covered}/requests`,
    200,
  );
  await apiAs(
    request,
    pacificToken,
    'PATCH',
    `/api/shifts/${covered}/requests/${asked?.id}/offer`,
    200,
  );
  await page.reload();
  await requestCard(page, name).getByRole('button', { name: 'Accept Offer' }).click();
  await expectToast(page, 'Shift Confirmed');
  await expect(requestCard(page, name)).toContainText('Confirmed');

  // The shift after her license expires is refused, on the page and by the API.
  const refusal = `Your Dental Hygiene License for CA expires on ${formatCredentialDate(licenseExpiry)}, before this shift`;
  await page.goto(`/dashboard/shifts/${afterExpiry}`);
  await expect(page.getByRole('note')).toContainText(refusal);
  await expect(page.getByRole('button', { name: 'Request Shift' })).toHaveCount(0);
  const refused = await request.post(`/api/shifts/${afterExpiry}/requests`, {
    headers: { Authorization: `Bearer ${await apiToken(request, hygienist)}` },
    data: {},
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(refusal);
}
