import type { Me } from '@chairside/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCATIONS, manager, ORGANIZATIONS } from '@/test/admin-list-fixtures.ts';
import { stubApi, type ApiHandlers } from '@/test/api-stub.ts';
import { stubVisibleIntersectionObserver } from '@/components/list/testing/render-list-page.tsx';
import { makeMe } from '@/test/factories/users.ts';
import { chooseOption } from '@/test/choose-option.ts';
import { makeInvite, renderInvitesPage } from '../testing/render-invites-page.tsx';

type User = ReturnType<typeof userEvent.setup>;

async function openCreateInvite(actor: Me = makeMe(), handlers: ApiHandlers = {}) {
  const calls = stubApi({
    'GET /api/invites': { body: { items: [makeInvite()], total: 1 } },
    'GET /api/organizations/dropdown': { body: ORGANIZATIONS },
    'GET /api/locations/dropdown': { body: LOCATIONS },
    ...handlers,
  });
  renderInvitesPage(actor);
  const user = userEvent.setup();
  await screen.findByRole('table', { name: 'Invites' });
  await user.click(screen.getByRole('button', { name: 'Add Invite' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Invite' });
  // The form loads when the dialog opens.
  await within(dialog).findByRole('button', { name: 'Send Invite' });
  return { user, dialog, calls };
}

async function positionChoices(user: User, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('combobox', { name: 'Position' }));
  return within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
}

async function choosePosition(user: User, dialog: HTMLElement, label: string) {
  await positionChoices(user, dialog);
  await user.click(screen.getByRole('option', { name: label }));
}

beforeEach(() => {
  stubVisibleIntersectionObserver();
});

describe('Create Invite dialog', () => {
  it('shows every required-field message on an empty submit, without calling the API', async () => {
    const { user, dialog, calls } = await openCreateInvite();
    await user.click(within(dialog).getByRole('button', { name: 'Send Invite' }));

    expect(await within(dialog).findByText('Organization is required')).toBeVisible();
    expect(within(dialog).getByText('Name is required')).toBeVisible();
    expect(within(dialog).getByText('Email is required')).toBeVisible();
    expect(within(dialog).getByText('Position is required')).toBeVisible();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks for a valid email address', async () => {
    const { user, dialog } = await openCreateInvite();
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeVisible();
  });

  it('has no Organization field for an organization-bound user', async () => {
    const { user, dialog } = await openCreateInvite(manager);
    expect(within(dialog).queryByRole('combobox', { name: 'Organization' })).toBeNull();
    expect(await positionChoices(user, dialog)).toEqual([
      'Manager',
      'Location Manager',
      'Employee',
    ]);
  });

  it('lets a location manager invite only employees', async () => {
    const locationManager = makeMe({
      id: 60,
      position: 'location_manager',
      organizationId: 3,
      organizationName: 'Bright Smiles',
      locationIds: [11],
    });
    const { user, dialog } = await openCreateInvite(locationManager);
    expect(within(dialog).getByRole('combobox', { name: 'Position' })).toHaveTextContent(
      'Employee',
    );
    expect(await positionChoices(user, dialog)).toEqual(['Employee']);
  });

  it('invites a location manager with managed locations of the chosen organization', async () => {
    const { user, dialog, calls } = await openCreateInvite(makeMe(), {
      'POST /api/invites': {
        status: 201,
        body: makeInvite({ id: 40, email: 'alex@example.com', position: 'location_manager' }),
      },
    });
    await chooseOption(user, dialog, 'Organization', 'Bright Smiles');
    await user.type(within(dialog).getByLabelText('Name'), 'Alex Moreno');
    await user.type(within(dialog).getByLabelText('Email'), 'Alex@Example.com');
    await choosePosition(user, dialog, 'Location Manager');
    await user.click(await within(dialog).findByRole('button', { name: 'Managed Locations' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Bright Smiles - Uptown' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invite' }));

    expect(await screen.findByText('Invite Sent')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/api/locations/dropdown?organizationId=3');
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/invites',
      body: {
        organizationId: 3,
        name: 'Alex Moreno',
        email: 'alex@example.com',
        position: 'location_manager',
        managingLocationIds: [12],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(calls.filter((call) => call.path.startsWith('/api/invites?'))).toHaveLength(2),
    );
  });

  it("uses the inviter's own organization and sends no locations for an employee", async () => {
    const { user, dialog, calls } = await openCreateInvite(manager, {
      'POST /api/invites': { status: 201, body: makeInvite() },
    });
    await user.type(within(dialog).getByLabelText('Name'), 'Jordan Lee');
    await user.type(within(dialog).getByLabelText('Email'), 'jordan@example.com');
    await choosePosition(user, dialog, 'Employee');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invite' }));

    await screen.findByText('Invite Sent');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      organizationId: 3,
      name: 'Jordan Lee',
      email: 'jordan@example.com',
      position: 'employee',
      managingLocationIds: [],
    });
  });

  it("shows the server's location-manager message under Managed Locations", async () => {
    const { user, dialog } = await openCreateInvite(manager, {
      'POST /api/invites': {
        status: 400,
        body: { message: ['At least one location must be selected for location managers'] },
      },
    });
    await user.type(within(dialog).getByLabelText('Name'), 'Alex Moreno');
    await user.type(within(dialog).getByLabelText('Email'), 'alex@example.com');
    await choosePosition(user, dialog, 'Location Manager');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invite' }));

    const locations = within(dialog).getByRole('button', { name: 'Managed Locations' });
    await waitFor(() =>
      expect(locations).toHaveAccessibleDescription(
        expect.stringContaining('At least one location must be selected for location managers'),
      ),
    );
    expect(locations).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a conflict from the server inline and stays open', async () => {
    const { user, dialog } = await openCreateInvite(manager, {
      'POST /api/invites': {
        status: 409,
        body: { message: 'An invite for this email is already pending' },
      },
    });
    await user.type(within(dialog).getByLabelText('Name'), 'Jordan Lee');
    await user.type(within(dialog).getByLabelText('Email'), 'jordan@example.com');
    await choosePosition(user, dialog, 'Employee');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invite' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An invite for this email is already pending',
    );
    expect(screen.getByRole('dialog', { name: 'Create Invite' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Send Invite' })).toBeEnabled();
  });

  it('starts empty every time it opens', async () => {
    const { user, dialog } = await openCreateInvite(manager);
    await user.type(within(dialog).getByLabelText('Name'), 'Half typed');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    await within(dialog).findByText('Email is required');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Add Invite' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Add Invite' }));
    const reopened = await screen.findByRole('dialog', { name: 'Create Invite' });
    expect(within(reopened).getByLabelText('Name')).toHaveValue('');
    expect(within(reopened).queryByText('Email is required')).toBeNull();
  });
});
