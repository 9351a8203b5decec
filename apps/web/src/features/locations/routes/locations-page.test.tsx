import type { Me } from '@chairside/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pagedList, searchParamsOf, type ApiHandlers, type StubbedCall } from '@/test/api-stub.ts';
import { fillAddress } from '@/components/forms/testing/fill-address.ts';
import { expectResetClears } from '@/components/list/testing/expect-reset-clears.ts';
import { AUSTIN_ADDRESS, makeLocationDetail, makeLocationRow } from '@/test/factories/places.ts';
import { makeMe } from '@/test/factories/users.ts';
import { columnHeaders } from '@/test/table-texts.ts';
import { chooseOption } from '@/test/choose-option.ts';
import {
  expectChoiceRevalidates,
  expectTypingRevalidates,
} from '@/components/forms/testing/required-fields.ts';
import { locationsPageRenderer } from '../testing/render-locations-page.tsx';

const platformAdmin = makeMe({ position: 'admin', organizationId: null });
const orgManager = makeMe({
  position: 'manager',
  organizationId: 3,
  organizationName: 'Bright Smiles Dental',
});

const listCalls = (calls: StubbedCall[]) => searchParamsOf(calls, '/api/locations');

const renderPage = locationsPageRenderer(platformAdmin);

describe('locations page', () => {
  it('shows Name, Location ID and Organization with the actions for each location', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Locations' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Locations' });
    expect(columnHeaders(table)).toEqual(['Name', 'Location ID', 'Organization', 'Actions']);
    const row = within(table).getByRole('row', { name: /Downtown/ });
    expect(row).toHaveTextContent('BSD-001');
    expect(row).toHaveTextContent('Bright Smiles Dental');
    expect(within(row).getByRole('link', { name: /Shift Schedule/ })).toHaveAttribute(
      'href',
      '/dashboard/shifts?org=3&location=11',
    );
  });

  it('filters by organization and search text through the URL, and Reset clears them', async () => {
    const user = userEvent.setup();
    const { calls, search } = renderPage();
    await screen.findByRole('table', { name: 'Locations' });
    const filters = screen.getByRole('region', { name: 'Filters' });

    await chooseOption(user, filters, 'Organization', 'Lakeside Orthodontics');
    await user.type(within(filters).getByLabelText('Search Locations'), 'BSD-0');

    expect(Object.fromEntries(search())).toEqual({ org: '4', search: 'BSD-0' });
    expect(screen.getByRole('button', { name: 'Filters (2 active)' })).toBeInTheDocument();
    await waitFor(() =>
      expect(Object.fromEntries(listCalls(calls).at(-1) ?? [])).toEqual({
        organizationId: '4',
        search: 'BSD-0',
        limit: '10',
        offset: '0',
      }),
    );

    await expectResetClears(user, filters, search);
    expect(within(filters).getByRole('combobox', { name: 'Organization' })).toHaveTextContent(
      'All Organizations',
    );
  });

  it('hides the Organization filter and column from organization-bound users', async () => {
    const { calls } = renderPage({
      user: orgManager,
      // A shared link's org filter does not apply to someone who cannot see the filter.
      path: '/dashboard/locations?org=4',
    });
    const table = await screen.findByRole('table', { name: 'Locations' });
    expect(columnHeaders(table)).toEqual(['Name', 'Location ID', 'Actions']);
    const filters = screen.getByRole('region', { name: 'Filters' });
    expect(within(filters).queryByRole('combobox', { name: 'Organization' })).toBeNull();
    expect(within(filters).getByLabelText('Search Locations')).toBeInTheDocument();
    expect(listCalls(calls)[0]?.has('organizationId')).toBe(false);
    expect(calls.some((call) => call.path.startsWith('/api/organizations/dropdown'))).toBe(false);
    expect(screen.getByText('Bright Smiles Dental')).toBeInTheDocument();
  });

  it('pages by ten and asks the server for the next ten', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({
      handlers: {
        'GET /api/locations': pagedList(21, (n) =>
          makeLocationRow({ id: n, name: `Location ${n}` }),
        ),
      },
    });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(listCalls(calls).at(-1)?.get('offset')).toBe('10');
    expect(await screen.findByRole('row', { name: /Location 11/ })).toBeInTheDocument();
  });

  it('says so when no location matches', async () => {
    renderPage({ handlers: { 'GET /api/locations': { body: { items: [], total: 0 } } } });
    expect(await screen.findByText('No locations found.')).toBeInTheDocument();
  });

  it('shows Location Details with the address, timezone and users with their positions', async () => {
    const user = userEvent.setup();
    renderPage({ handlers: { 'GET /api/locations/11': { body: makeLocationDetail() } } });
    await user.click(await screen.findByRole('button', { name: 'View Details of Downtown' }));

    const dialog = await screen.findByRole('dialog', { name: 'Location Details' });
    expect(await within(dialog).findByText('BSD-001')).toBeVisible();
    expect(dialog).toHaveTextContent('Bright Smiles Dental');
    expect(dialog).toHaveTextContent('100 Congress Ave');
    expect(dialog).toHaveTextContent('Austin, TX 78701');
    expect(dialog).toHaveTextContent('Central Time (CT)');
    const users = within(dialog).getAllByRole('listitem');
    expect(users.map((item) => item.textContent)).toEqual([
      'Maria LopezLocation Manager',
      'Sam ParkEmployee',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Shift Schedule' })).toHaveAttribute(
      'href',
      '/dashboard/shifts?org=3&location=11',
    );
  });

  it('offers Create Location to admins and managers only', async () => {
    renderPage({ user: makeMe({ position: 'location_manager', organizationId: 3 }) });
    await screen.findByRole('table', { name: 'Locations' });
    expect(screen.queryByRole('button', { name: 'Create Location' })).not.toBeInTheDocument();
  });

  describe('Create Location dialog', () => {
    async function openDialog({
      user = platformAdmin,
      handlers = {},
    }: { user?: Me; handlers?: ApiHandlers } = {}) {
      const actor = userEvent.setup();
      const view = renderPage({ user, handlers });
      await screen.findByRole('table', { name: 'Locations' });
      await actor.click(screen.getByRole('button', { name: 'Create Location' }));
      const dialog = await screen.findByRole('dialog', { name: 'Create Location' });
      return { ...view, actor, dialog };
    }

    /** Downtown, BSD-001, in Austin at `zipCode`, on Central Time. */
    async function fillLocation(actor: UserEvent, dialog: HTMLElement, zipCode: string) {
      await actor.type(within(dialog).getByLabelText('Name'), 'Downtown');
      await actor.type(within(dialog).getByLabelText('Location ID'), 'BSD-001');
      await fillAddress(actor, dialog, zipCode);
      await chooseOption(actor, dialog, 'Timezone', 'Central Time (CT)');
    }

    /** A location of Bright Smiles Dental, at a ZIP code the server may not know. */
    async function fillValidLocation(actor: UserEvent, dialog: HTMLElement) {
      await chooseOption(actor, dialog, 'Organization', 'Bright Smiles Dental');
      await fillLocation(actor, dialog, '00000');
    }

    it('shows every SPEC §5 message on an empty submit, without calling the API', async () => {
      const { actor, dialog, calls } = await openDialog();
      await actor.click(within(dialog).getByRole('button', { name: 'Create Location' }));

      for (const message of [
        'Organization is required',
        'Name is required',
        'Location ID is required',
        'Address Line 1 is required',
        'City is required',
        'State is required',
        'Zip Code is required',
        'Timezone is required',
      ]) {
        expect(await within(dialog).findByText(message)).toBeVisible();
      }
      expect(within(dialog).getByRole('combobox', { name: 'Timezone' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    });

    it('does not ask an organization-bound user for an organization', async () => {
      const { actor, dialog } = await openDialog({ user: orgManager });
      expect(within(dialog).queryByRole('combobox', { name: 'Organization' })).toBeNull();
      await actor.click(within(dialog).getByRole('button', { name: 'Create Location' }));
      expect(await within(dialog).findByText('Location ID is required')).toBeVisible();
      expect(within(dialog).queryByText('Organization is required')).not.toBeInTheDocument();
    });

    it('revalidates fields as they change after the first submit', async () => {
      const { actor, dialog } = await openDialog();
      await actor.click(within(dialog).getByRole('button', { name: 'Create Location' }));
      expect(await within(dialog).findByText('Location ID is required')).toBeVisible();

      await expectTypingRevalidates(actor, dialog, 'Location ID', 'B', 'Location ID is required');
      await expectChoiceRevalidates(
        actor,
        dialog,
        'Timezone',
        'Pacific Time (PT)',
        'Timezone is required',
      );

      await expectChoiceRevalidates(
        actor,
        dialog,
        'Organization',
        'Lakeside Orthodontics',
        'Organization is required',
      );
      expect(within(dialog).getByText('Name is required')).toBeVisible();
    });

    it('shows the server failure in red inside the dialog and stays open', async () => {
      const { actor, dialog } = await openDialog({
        handlers: { 'POST /api/locations': { status: 400, body: { message: 'Unknown Zip Code' } } },
      });
      await fillValidLocation(actor, dialog);
      await actor.click(within(dialog).getByRole('button', { name: 'Create Location' }));

      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent('Unknown Zip Code');
      expect(alert).toHaveClass('text-destructive');
      expect(screen.getByRole('dialog', { name: 'Create Location' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Create Location' })).toBeEnabled();
    });

    it('shows a duplicate Location ID (409) the same way', async () => {
      const { actor, dialog } = await openDialog({
        handlers: {
          'POST /api/locations': {
            status: 409,
            body: { message: 'A location with this Location ID already exists' },
          },
        },
      });
      await fillValidLocation(actor, dialog);
      await actor.click(within(dialog).getByRole('button', { name: 'Create Location' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'A location with this Location ID already exists',
      );
    });

    it('creates the location, closes, toasts and refetches the list', async () => {
      const { actor, dialog, calls } = await openDialog({
        handlers: {
          'POST /api/locations': { status: 201, body: makeLocationDetail({ id: 12 }) },
        },
      });
      await fillValidLocation(actor, dialog);
      const listCallsBefore = listCalls(calls).length;
      await actor.click(within(dialog).getByRole('button', { name: 'Create Location' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        organizationId: 3,
        name: 'Downtown',
        locationNumber: 'BSD-001',
        ...AUSTIN_ADDRESS,
        zipCode: '00000',
        timezone: 'America/Chicago',
      });
      expect(await screen.findByText('Location Created')).toBeInTheDocument();
      await waitFor(() => expect(listCalls(calls).length).toBe(listCallsBefore + 1));
    });

    it("sends an organization-bound user's own organization", async () => {
      const { actor, dialog, calls } = await openDialog({
        user: orgManager,
        handlers: { 'POST /api/locations': { status: 201, body: makeLocationDetail() } },
      });
      await fillLocation(actor, dialog, '78701');
      await actor.click(within(dialog).getByRole('button', { name: 'Create Location' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        organizationId: 3,
      });
    });
  });
});
