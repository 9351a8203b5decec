import { expect, test } from '@playwright/test';
import { apiToken, signInAt } from './support/auth.ts';
import { currentMonth } from './support/reports.ts';
import { hasPath } from './support/urls.ts';
import { demo } from './support/users.ts';

// SPEC §2 menus and §6: reports are for admin, manager and location_manager only.
test('an employee has no Report entry, is sent home from the page, and the API refuses', async ({
  page,
  request,
}) => {
  await signInAt(page, demo.employee, '/dashboard');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Shifts' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Report' })).toHaveCount(0);

  await page.goto('/dashboard/reports');
  await expect(page).toHaveURL(hasPath('/dashboard'));
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shift Reports' })).toHaveCount(0);

  const token = await apiToken(request, demo.employee);
  const headers = { Authorization: `Bearer ${token}` };
  for (const path of ['/api/reports/shifts', '/api/reports/shifts.csv']) {
    const response = await request.get(path, { params: currentMonth(), headers });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(403);
  }
});

test('a platform admin filters the report by organization', async ({ page, request }) => {
  await signInAt(page, demo.admin, '/dashboard');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Report' })
    .click();
  const filters = page.getByRole('region', { name: 'Filters' });
  const organization = filters.getByRole('combobox', { name: 'Organization' });
  await expect(organization).toBeVisible();

  const token = await apiToken(request, demo.admin);
  const headers = { Authorization: `Bearer ${token}` };
  const organizations = (await (
    await request.get('/api/organizations/dropdown', { headers })
  ).json()) as { value: number; label: string }[];
  const bright = organizations.find((option) => option.label === 'Bright Smiles Dental');
  expect(bright).toBeDefined();
  const response = await request.get('/api/reports/shifts', {
    params: { ...currentMonth(), organizationId: String(bright?.value) },
    headers,
  });
  const rows = (await response.json()) as { organizationName: string }[];

  await organization.click();
  await page.keyboard.type('Bright');
  await page.getByRole('option', { name: 'Bright Smiles Dental', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`org=${bright?.value}`));
  const table = page.getByRole('table', { name: 'Shift reports' });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(table.locator('tbody tr')).toHaveCount(rows.length);
  // Users without an organization see each shift's organization under its location.
  await expect(table.locator('tbody tr').first()).toContainText('Bright Smiles Dental');

  await filters.getByRole('combobox', { name: 'Location' }).click();
  const options = page.getByRole('option');
  await expect(options.first()).toHaveText('All Locations');
  for (const label of await options.allTextContents()) {
    if (label !== 'All Locations') expect(label.startsWith('Bright Smiles Dental - ')).toBe(true);
  }
});
