import { expect, test, type Page } from '@playwright/test';
import {
  chooseComboboxOption,
  chooseManyOptions,
  chooseOption,
  createInvitedUser,
  expectMessages,
  INVITEE_PASSWORD,
  phoneCodeFromOutbox,
  uniquePhone,
  uniqueSuffix,
} from './support/admin.ts';
import { login, signInAt } from './support/auth.ts';
import { linkFromOutbox } from './support/outbox.ts';
import { expectToast } from './support/toasts.ts';
import { hasPath } from './support/urls.ts';
import { demo, uniqueEmail, type TestUser } from './support/users.ts';

// SPEC §2 Organizations, Locations, Invites and Users pages, §4 invite flow, §5 messages, §6
// roles: a platform admin sets up an organization and its manager, who then builds a team.
// Each journey starts where the one before left off.
const managerMenu: [string, string][] = [
  ['Home', '/dashboard'],
  ['Locations', '/dashboard/locations'],
  ['Users', '/dashboard/users'],
  ['Invites', '/dashboard/invites'],
  ['Credentials', '/dashboard/credentials'],
  ['Shifts', '/dashboard/shifts'],
  ['Report', '/dashboard/reports'],
  ['Settings', '/dashboard/settings'],
];

test.describe.serial('onboarding an organization', () => {
  const suffix = uniqueSuffix();
  const organization = `E2E Dental ${suffix}`;
  const locations = [
    { name: `Congress Avenue ${suffix}`, number: `E2E-${suffix}-1` },
    { name: `South Lamar ${suffix}`, number: `E2E-${suffix}-2` },
  ];
  const locationLabels = locations.map((location) => `${organization} - ${location.name}`);
  const manager: TestUser = {
    name: `Morgan Manager ${suffix}`,
    email: uniqueEmail('manager'),
    password: INVITEE_PASSWORD,
  };
  let organizationId = 0;

  async function createLocation(page: Page, location: { name: string; number: string }) {
    await page.getByRole('button', { name: 'Create Location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Location' });
    await chooseComboboxOption(
      page,
      dialog.getByRole('combobox', { name: 'Organization' }),
      organization,
    );
    await dialog.getByLabel('Name', { exact: true }).fill(location.name);
    await dialog.getByLabel('Location ID', { exact: true }).fill(location.number);
    await dialog.getByLabel('Address Line 1', { exact: true }).fill('600 Congress Ave');
    await dialog.getByLabel('City', { exact: true }).fill('Austin');
    await chooseComboboxOption(page, dialog.getByRole('combobox', { name: 'State' }), 'Texas');
    await dialog.getByLabel('Zip Code', { exact: true }).fill('78701');
    await chooseOption(
      page,
      dialog.getByRole('combobox', { name: 'Timezone' }),
      'Central Time (CT)',
    );
    await dialog.getByRole('button', { name: 'Create Location' }).click();
    await expectToast(page, 'Location Created', `${location.name} was added.`);
    await expect(dialog).toBeHidden();
  }

  test('the platform admin creates an organization, its locations and invites its manager', async ({
    page,
  }) => {
    await signInAt(page, demo.admin, '/dashboard');

    // Organization: every SPEC §5 message on an empty submit, then a valid one.
    await page.goto('/dashboard/organizations');
    await expect(page.getByRole('heading', { name: 'Manage Organizations' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Organization' }).click();
    const organizationDialog = page.getByRole('dialog', { name: 'Create Organization' });
    await organizationDialog.getByRole('button', { name: 'Create Organization' }).click();
    await expectMessages(organizationDialog, [
      'Name is required',
      'Address Line 1 is required',
      'City is required',
      'State is required',
      'Zip Code is required',
    ]);
    await organizationDialog.getByLabel('Name', { exact: true }).fill(organization);
    await organizationDialog.getByLabel('Address Line 1', { exact: true }).fill('100 Congress Ave');
    await organizationDialog.getByLabel('City', { exact: true }).fill('Austin');
    await chooseComboboxOption(
      page,
      organizationDialog.getByRole('combobox', { name: 'State' }),
      'Texas',
    );
    await organizationDialog.getByLabel('Zip Code', { exact: true }).fill('78701');
    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/organizations',
    );
    await organizationDialog.getByRole('button', { name: 'Create Organization' }).click();
    const createdResponse = await created;
    expect(createdResponse.status()).toBe(201);
    organizationId = ((await createdResponse.json()) as { id: number }).id;
    await expectToast(page, 'Organization Created', `${organization} was added.`);
    await expect(organizationDialog).toBeHidden();
    await page.getByLabel('Search Organization', { exact: true }).fill(organization);
    const organizationRow = page
      .getByRole('table', { name: 'Organizations' })
      .getByRole('row')
      .filter({ hasText: organization });
    await expect(organizationRow).toHaveCount(1);
    await expect(organizationRow).toContainText('Austin');
    await expect(organizationRow).toContainText('TX');

    // Locations: every message of an empty submit, then two locations of the organization.
    await page.goto('/dashboard/locations');
    await expect(page.getByRole('heading', { name: 'Manage Locations' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Location' }).click();
    const locationDialog = page.getByRole('dialog', { name: 'Create Location' });
    await locationDialog.getByRole('button', { name: 'Create Location' }).click();
    await expectMessages(locationDialog, [
      'Organization is required',
      'Name is required',
      'Location ID is required',
      'Address Line 1 is required',
      'City is required',
      'State is required',
      'Zip Code is required',
      'Timezone is required',
    ]);
    await locationDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(locationDialog).toBeHidden();
    for (const location of locations) await createLocation(page, location);

    await page.getByLabel('Search Locations', { exact: true }).fill(suffix);
    const locationRows = page
      .getByRole('table', { name: 'Locations' })
      .getByRole('row')
      .filter({ hasText: suffix });
    await expect(locationRows).toHaveCount(2);
    for (const location of locations) {
      const row = locationRows.filter({ hasText: location.name });
      await expect(row.getByRole('cell').nth(1)).toHaveText(location.number);
      await expect(row).toContainText(organization);
    }

    // The manager's invite: the messages of an empty submit and of a bad email, then Pending.
    await page.goto('/dashboard/invites');
    await expect(page.getByRole('heading', { name: 'Manage Invites' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Invite' }).click();
    const inviteDialog = page.getByRole('dialog', { name: 'Create Invite' });
    await inviteDialog.getByRole('button', { name: 'Send Invite' }).click();
    await expectMessages(inviteDialog, [
      'Organization is required',
      'Name is required',
      'Email is required',
      'Position is required',
    ]);
    await chooseComboboxOption(
      page,
      inviteDialog.getByRole('combobox', { name: 'Organization' }),
      organization,
    );
    await inviteDialog.getByLabel('Name', { exact: true }).fill(manager.name);
    await inviteDialog.getByLabel('Email', { exact: true }).fill('morgan.example.com');
    await chooseOption(page, inviteDialog.getByRole('combobox', { name: 'Position' }), 'Manager');
    await inviteDialog.getByRole('button', { name: 'Send Invite' }).click();
    await expectMessages(inviteDialog, ['Please enter a valid email address']);
    await inviteDialog.getByLabel('Email', { exact: true }).fill(manager.email);
    await inviteDialog.getByRole('button', { name: 'Send Invite' }).click();
    await expectToast(page, 'Invite Sent', `An invitation was emailed to ${manager.email}.`);
    await expect(inviteDialog).toBeHidden();

    await page.getByLabel('Search Invites', { exact: true }).fill(manager.email);
    const inviteRow = page
      .getByRole('table', { name: 'Invites' })
      .getByRole('row')
      .filter({ hasText: manager.email });
    await expect(inviteRow).toHaveCount(1);
    await expect(inviteRow).toContainText(manager.name);
    await expect(inviteRow).toContainText(organization);
    await expect(inviteRow).toContainText('Manager');
    await expect(inviteRow).toContainText('Pending');
  });

  test('the invitee accepts the invite, verifies the phone and signs in as a manager', async ({
    page,
    browser,
    request,
  }) => {
    const phone = uniquePhone();
    const link = await linkFromOutbox(request, manager.email, '/auth/verify-invite');
    await page.goto(link);
    await expect(page.getByRole('combobox', { name: 'Job Title' })).toBeVisible();
    const phoneField = page.getByLabel('Phone Number', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    const confirmPassword = page.getByLabel('Confirm Password', { exact: true });
    const completeSetup = page.getByRole('button', { name: 'Complete Setup' });

    await phoneField.fill('555-0100');
    await password.fill('Short1!');
    await confirmPassword.fill('Short1!');
    await completeSetup.click();
    await expect(page.getByText('Please enter a valid US phone number')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();

    await phoneField.fill(phone.typed);
    await password.fill(manager.password);
    await confirmPassword.fill(`${manager.password}x`);
    await completeSetup.click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByText('Please enter a valid US phone number')).toBeHidden();
    await expect(page.getByText('Password must be at least 8 characters long')).toBeHidden();

    await chooseComboboxOption(
      page,
      page.getByRole('combobox', { name: 'Job Title' }),
      'Dental Assistant-General Practice',
      'General',
    );
    await confirmPassword.fill(manager.password);
    await completeSetup.click();

    await expect(page).toHaveURL(hasPath('/auth/verify-phone'));
    await expect(page.getByText(phone.typed, { exact: true })).toBeVisible();
    const code = page.getByLabel('Verification Code', { exact: true });
    await code.fill('12');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText('Please enter the 4-digit verification code')).toBeVisible();
    await code.fill(await phoneCodeFromOutbox(request, phone.normalized));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();

    await expect(page).toHaveURL(hasPath('/auth/login'));
    await expectToast(page, 'Phone Verified');
    await login(page, manager, manager.name);
    // SPEC §2: exactly the manager's menu.
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(links).toHaveCount(managerMenu.length);
    for (const [name, href] of managerMenu) {
      await expect(links.filter({ hasText: name }).first()).toHaveAttribute('href', href);
    }

    // The platform admin now sees the invite as Verified.
    const adminContext = await browser.newContext();
    try {
      const adminPage = await adminContext.newPage();
      await signInAt(
        adminPage,
        demo.admin,
        `/dashboard/invites?search=${encodeURIComponent(manager.email)}`,
      );
      const inviteRow = adminPage
        .getByRole('table', { name: 'Invites' })
        .getByRole('row')
        .filter({ hasText: manager.email });
      await expect(inviteRow).toContainText('Verified');
      await expect(inviteRow).toContainText('Dental Assistant-General Practice');
    } finally {
      await adminContext.close();
    }
  });

  test('the new manager invites a location manager and promotes an employee', async ({
    page,
    request,
  }) => {
    const employee = await createInvitedUser(request, demo.admin, {
      organizationId,
      name: `Evan Employee ${suffix}`,
      email: uniqueEmail('employee'),
      position: 'employee',
    });
    const locationManager = {
      name: `Lee Locations ${suffix}`,
      email: uniqueEmail('locmanager'),
    };

    await login(page, manager, manager.name);

    // Invite a location manager for both locations; no Organization field for org-bound users.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Invites' })
      .click();
    await expect(page.getByRole('heading', { name: 'Manage Invites' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Invite' }).click();
    const inviteDialog = page.getByRole('dialog', { name: 'Create Invite' });
    await expect(inviteDialog.getByRole('combobox', { name: 'Organization' })).toHaveCount(0);
    await inviteDialog.getByLabel('Name', { exact: true }).fill(locationManager.name);
    await inviteDialog.getByLabel('Email', { exact: true }).fill(locationManager.email);
    await chooseOption(
      page,
      inviteDialog.getByRole('combobox', { name: 'Position' }),
      'Location Manager',
    );
    await chooseManyOptions(
      page,
      inviteDialog.getByRole('button', { name: 'Managed Locations' }),
      locationLabels,
    );
    await expect(
      inviteDialog.getByRole('button', { name: 'Managed Locations' }),
    ).toHaveAccessibleDescription(locationLabels.join(', '));
    const sent = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && new URL(request.url()).pathname === '/api/invites',
    );
    await inviteDialog.getByRole('button', { name: 'Send Invite' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      position: 'location_manager',
      managingLocationIds: [expect.any(Number), expect.any(Number)],
    });
    await expectToast(
      page,
      'Invite Sent',
      `An invitation was emailed to ${locationManager.email}.`,
    );
    await expect(inviteDialog).toBeHidden();
    const inviteRow = page
      .getByRole('table', { name: 'Invites' })
      .getByRole('row')
      .filter({ hasText: locationManager.email });
    await expect(inviteRow).toContainText('Location Manager');
    await expect(inviteRow).toContainText('Pending');

    // Promote the employee to location manager of one location.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Users' })
      .click();
    await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
    await page.getByRole('button', { name: `View ${employee.name}`, exact: true }).click();
    const details = page.getByRole('dialog', { name: 'User Details' });
    await expect(details.getByText(employee.email, { exact: true })).toBeVisible();
    await expect(details).toContainText('Employee');
    await details.getByRole('button', { name: 'Edit', exact: true }).click();
    await chooseOption(
      page,
      details.getByRole('combobox', { name: 'Position' }),
      'Location Manager',
    );
    await details.getByRole('button', { name: 'Save', exact: true }).click();
    await expectMessages(details, ['At least one location must be selected for location managers']);
    await chooseManyOptions(page, details.getByRole('button', { name: 'Locations' }), [
      locationLabels[0] as string,
    ]);
    await expect(
      details.getByText('At least one location must be selected for location managers'),
    ).toBeHidden();
    await details.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'User Updated', `${employee.name}'s account was saved.`);
    await expect(details.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
    await expect(details).toContainText('Location Manager');
    await expect(details).toContainText('Managed Locations');
    await expect(details.getByText(locationLabels[0] as string, { exact: true })).toBeVisible();

    await details.getByRole('button', { name: 'Close' }).click();
    const userRow = page
      .getByRole('table', { name: 'Users' })
      .getByRole('row')
      .filter({ hasText: employee.email });
    await expect(userRow).toContainText('Location Manager');
  });
});
