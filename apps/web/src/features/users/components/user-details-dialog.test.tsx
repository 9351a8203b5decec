import type { Me, UserDetail } from '@chairside/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCATIONS, manager } from '@/test/admin-list-fixtures.ts';
import { deferred, stubApi, type ApiHandlers } from '@/test/api-stub.ts';
import { stubVisibleIntersectionObserver } from '@/components/list/testing/render-list-page.tsx';
import { makeMe, makeUserDetail, makeUserRow } from '@/test/factories/users.ts';
import { renderUsersPage } from '../testing/render-users-page.tsx';

/** Opens the User Details dialog of `target` from the list, signed in as `actor`. */
async function openDetails(actor: Me, target: UserDetail, handlers: ApiHandlers = {}) {
  const calls = stubApi({
    'GET /api/users': {
      body: {
        items: [makeUserRow({ id: target.id, name: target.name, position: target.position })],
        total: 1,
      },
    },
    [`GET /api/users/${target.id}`]: { body: target },
    'GET /api/organizations/dropdown': { body: [{ value: 3, label: 'Bright Smiles' }] },
    'GET /api/locations/dropdown': { body: LOCATIONS },
    ...handlers,
  });
  renderUsersPage(actor);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `View ${target.name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'User Details' });
  await within(dialog).findByText(target.email);
  return { user, dialog, calls };
}

async function positionOptions(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('combobox', { name: 'Position' }));
  const listbox = await screen.findByRole('listbox');
  return within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

beforeEach(() => {
  stubVisibleIntersectionObserver();
});

/** The dialog offers no Edit and says why. */
function expectNoEditBecause(dialog: HTMLElement, reason: string) {
  expect(within(dialog).queryByRole('button', { name: 'Edit' })).toBeNull();
  expect(within(dialog).getByText(reason)).toBeVisible();
}

describe('User Details dialog', () => {
  it('shows the user with recent shifts as MMM d, yyyy and Xh Ym', async () => {
    const target = makeUserDetail({
      position: 'location_manager',
      locationIds: [12],
      recentShifts: [
        {
          id: 1,
          date: '2026-03-14T15:00:00.000Z',
          locationName: 'Downtown',
          position: 'Hygienist',
          totalMinutes: 450,
        },
      ],
    });
    const { dialog, calls } = await openDetails(makeMe(), target);

    expect(within(dialog).getByText('(555) 123-4567')).toBeVisible();
    expect(within(dialog).getByText('Bright Smiles')).toBeVisible();
    expect(within(dialog).getByText('Location Manager')).toBeVisible();
    expect(within(dialog).getByText('Hygienist', { selector: 'dd' })).toBeVisible();
    expect(await within(dialog).findByText('Bright Smiles - Uptown')).toBeVisible();
    expect(within(dialog).queryByText('Bright Smiles - Downtown')).toBeNull();
    expect(within(dialog).getByText('Mar 14, 2026')).toBeVisible();
    expect(within(dialog).getByText('Downtown · Hygienist')).toBeVisible();
    expect(within(dialog).getByText('7h 30m')).toBeVisible();
    expect(calls.map((call) => call.path)).toContain('/api/locations/dropdown?organizationId=3');
  });

  it('offers no Edit to a manager viewing another manager', async () => {
    const target = makeUserDetail({ id: 22, name: 'Marco Ruiz', position: 'manager' });
    const { dialog } = await openDetails(manager, target);
    expectNoEditBecause(dialog, 'Only an admin can edit a manager');
  });

  it('tells a manager viewing an admin why there is no Edit', async () => {
    const target = makeUserDetail({ id: 23, name: 'Dana Whitfield', position: 'admin' });
    const { dialog } = await openDetails(manager, target);
    expectNoEditBecause(dialog, 'Only an admin can edit an admin');
  });

  it('tells a location manager why there is no Edit', async () => {
    const target = makeUserDetail({ id: 24, name: 'Avery Cole', position: 'employee' });
    const { dialog } = await openDetails(
      makeMe({ position: 'location_manager', organizationId: 3, locationIds: [12] }),
      target,
    );
    expectNoEditBecause(dialog, 'Location managers cannot edit users');
  });

  it('gives no refusal beside the Edit it offers', async () => {
    const target = makeUserDetail({ id: 25, name: 'Avery Cole', position: 'employee' });
    const { dialog } = await openDetails(manager, target);
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeVisible();
    expect(within(dialog).queryByText(/cannot edit|can only edit|Only an admin/)).toBeNull();
  });

  it('signs an employee out of all devices after a confirmation (a lost phone)', async () => {
    const target = makeUserDetail({ id: 31, name: 'Ella Moss' });
    const { user, dialog, calls } = await openDetails(manager, target, {
      'POST /api/users/31/sign-out-everywhere': {
        body: { message: 'This user has been signed out of all devices.' },
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out of all devices' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Sign Ella Moss out of all devices?',
    });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Ella Moss was signed out of all devices.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/users/31/sign-out-everywhere',
    ]);
  });

  it('offers no sign-out to a manager viewing another manager', async () => {
    const other = await openDetails(
      manager,
      makeUserDetail({ id: 22, name: 'Marco Ruiz', position: 'manager' }),
    );
    expect(
      within(other.dialog).queryByRole('button', { name: 'Sign out of all devices' }),
    ).toBeNull();
  });

  it('offers Edit to a manager viewing an employee of their organization', async () => {
    const { dialog } = await openDetails(manager, makeUserDetail());
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeVisible();
  });

  it("limits a manager's position choices to Location Manager and Employee", async () => {
    const { user, dialog } = await openDetails(manager, makeUserDetail());
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(await positionOptions(user, dialog)).toEqual(['Location Manager', 'Employee']);
  });

  it('offers an admin all four positions', async () => {
    const { user, dialog } = await openDetails(makeMe(), makeUserDetail());
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(await positionOptions(user, dialog)).toEqual([
      'Admin',
      'Manager',
      'Location Manager',
      'Employee',
    ]);
  });

  it('clears the selected locations when the position changes away from location manager', async () => {
    const target = makeUserDetail({ position: 'location_manager', locationIds: [11] });
    const { user, dialog, calls } = await openDetails(makeMe(), target);
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const locations = await within(dialog).findByRole('button', { name: 'Locations' });
    await waitFor(() => expect(locations).toHaveTextContent('Bright Smiles - Downtown'));

    await positionOptions(user, dialog);
    await user.click(screen.getByRole('option', { name: 'Employee' }));
    expect(within(dialog).queryByRole('button', { name: 'Locations' })).toBeNull();

    await positionOptions(user, dialog);
    await user.click(screen.getByRole('option', { name: 'Location Manager' }));
    expect(within(dialog).getByRole('button', { name: 'Locations' })).toHaveTextContent(
      'Select locations',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'At least one location must be selected for location managers',
      ),
    ).toBeVisible();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it("reads 'Saving...' while saving, then shows the server's refusal inline in red", async () => {
    const { promise: answered, release: answer } = deferred();
    const { user, dialog } = await openDetails(makeMe(), makeUserDetail(), {
      'PATCH /api/users/21': async () => {
        await answered;
        return { status: 403, body: { message: 'You cannot assign this position' } };
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer();

    const error = await within(dialog).findByRole('alert');
    expect(error).toHaveTextContent('You cannot assign this position');
    expect(error).toHaveClass('text-destructive');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(within(dialog).getByRole('combobox', { name: 'Position' })).toBeVisible();
  });

  it('disables the Active switch on your own account', async () => {
    const self = makeUserDetail({ id: 7, name: 'Dana Whitfield', email: 'dana@example.com' });
    const { user, dialog } = await openDetails(makeMe(), self);
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));

    expect(within(dialog).getByRole('switch', { name: 'Status' })).toBeDisabled();
    expect(within(dialog).getByText('You cannot change your own active status.')).toBeVisible();
  });

  it("toggles another user's status between Active and Inactive", async () => {
    const { user, dialog } = await openDetails(makeMe(), makeUserDetail());
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const status = within(dialog).getByRole('switch', { name: 'Status' });

    expect(status).toBeEnabled();
    expect(status).toBeChecked();
    expect(status).toHaveAccessibleDescription('Active');
    await user.click(status);
    expect(status).not.toBeChecked();
    expect(status).toHaveAccessibleDescription('Inactive');
  });

  it('saves, toasts, returns to view mode and refreshes the list and the user', async () => {
    const saved = makeUserDetail({
      position: 'location_manager',
      locationIds: [12],
      isActive: false,
    });
    const { user, dialog, calls } = await openDetails(makeMe(), makeUserDetail(), {
      'PATCH /api/users/21': { body: saved },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await positionOptions(user, dialog);
    await user.click(screen.getByRole('option', { name: 'Location Manager' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Locations' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Bright Smiles - Uptown' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('switch', { name: 'Status' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('User Updated')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: '/api/users/21',
      body: { position: 'location_manager', locationIds: [12], isActive: false },
    });
    expect(await within(dialog).findByRole('button', { name: 'Edit' })).toBeVisible();
    await waitFor(() => {
      expect(calls.filter((call) => call.path === '/api/users/21')).toHaveLength(3);
      expect(calls.filter((call) => call.path.startsWith('/api/users?'))).toHaveLength(2);
    });
  });

  it('sends no locations for a position other than location manager', async () => {
    const { user, dialog, calls } = await openDetails(makeMe(), makeUserDetail(), {
      'PATCH /api/users/21': { body: makeUserDetail() },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('User Updated');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      position: 'employee',
      isActive: true,
    });
  });

  it('returns to view mode on Cancel without saving', async () => {
    const { user, dialog, calls } = await openDetails(makeMe(), makeUserDetail());
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeVisible();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });
});
