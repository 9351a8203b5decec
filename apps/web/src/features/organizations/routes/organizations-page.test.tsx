import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  listPageRenderer,
  setViewportWidth,
  stubIntersectionObserver,
} from '@/components/list/testing/render-list-page.tsx';
import {
  deferred,
  numberedRows,
  pagedList,
  searchParamsOf,
  type ApiHandlers,
  type StubbedCall,
} from '@/test/api-stub.ts';
import { fillAddress } from '@/components/forms/testing/fill-address.ts';
import { expectResetClears } from '@/components/list/testing/expect-reset-clears.ts';
import {
  AUSTIN_ADDRESS,
  makeOrganizationDetail,
  makeOrganizationRow,
} from '@/test/factories/places.ts';
import { makeMe } from '@/test/factories/users.ts';
import { columnHeaders } from '@/test/table-texts.ts';
import { chooseOption } from '@/test/choose-option.ts';
import {
  expectChoiceRevalidates,
  expectTypingRevalidates,
} from '@/components/forms/testing/required-fields.ts';
import { OrganizationsPage } from './organizations-page.tsx';

const platformAdmin = makeMe({ position: 'admin', organizationId: null });

const numberedOrganization = (n: number) =>
  makeOrganizationRow({ id: n, name: `Organization ${n}` });

const listCalls = (calls: StubbedCall[]) => searchParamsOf(calls, '/api/organizations');

const renderPage = listPageRenderer(<OrganizationsPage />, {
  path: '/dashboard/organizations',
  user: platformAdmin,
  api: { 'GET /api/organizations': { body: { items: [makeOrganizationRow()], total: 1 } } },
});

afterEach(() => setViewportWidth(1024));

describe('organizations page', () => {
  it('shows the organizations of the first page in a table', async () => {
    const { calls } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Organizations' })).toBeVisible();

    const table = await screen.findByRole('table', { name: 'Organizations' });
    expect(columnHeaders(table)).toEqual([
      'Name',
      'City',
      'State',
      'Organization Admin',
      'Actions',
    ]);
    const row = within(table).getByRole('row', { name: /Bright Smiles Dental/ });
    expect(row).toHaveTextContent('Austin');
    expect(row).toHaveTextContent('TX');
    expect(row).toHaveTextContent('Maria Lopez, Sam Park');
    expect(within(row).getByRole('link', { name: /Shift Schedule/ })).toHaveAttribute(
      'href',
      '/dashboard/shifts?org=1',
    );
    expect(listCalls(calls)[0]?.toString()).toBe('limit=10&offset=0');
  });

  it('writes each filter to the URL, asks the server with it, and Reset clears them all', async () => {
    const user = userEvent.setup();
    const { calls, search } = renderPage();
    await screen.findByRole('table', { name: 'Organizations' });
    const filters = screen.getByRole('region', { name: 'Filters' });

    await chooseOption(user, filters, 'State', 'California');
    await user.type(within(filters).getByLabelText('City'), 'San Jose');
    await user.type(within(filters).getByLabelText('Organization Admin'), 'Maria');
    await user.type(within(filters).getByLabelText('Search Organization'), 'Bright');

    expect(Object.fromEntries(search())).toEqual({
      state: 'CA',
      city: 'San Jose',
      admin: 'Maria',
      search: 'Bright',
    });
    expect(screen.getByRole('button', { name: 'Filters (4 active)' })).toBeInTheDocument();
    expect(within(filters).getByText('4 filters applied')).toBeInTheDocument();
    await waitFor(() =>
      expect(Object.fromEntries(listCalls(calls).at(-1) ?? [])).toEqual({
        state: 'CA',
        city: 'San Jose',
        admin: 'Maria',
        search: 'Bright',
        limit: '10',
        offset: '0',
      }),
    );

    await expectResetClears(user, filters, search);
    expect(within(filters).getByLabelText('City')).toHaveValue('');
    expect(within(filters).getByLabelText('Search Organization')).toHaveValue('');
    expect(within(filters).getByRole('combobox', { name: 'State' })).toHaveTextContent(
      'All States',
    );
    expect(within(filters).getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('reads the filters and page from the URL it is opened with', async () => {
    const { calls } = renderPage({ path: '/dashboard/organizations?state=TX&search=smile&page=2' });
    await screen.findByRole('table', { name: 'Organizations' });
    expect(Object.fromEntries(listCalls(calls)[0] ?? [])).toEqual({
      state: 'TX',
      search: 'smile',
      limit: '10',
      offset: '10',
    });
    expect(screen.getByRole('button', { name: 'Filters (2 active)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search Organization')).toHaveValue('smile');
  });

  it('pages by ten with Previous, Page X of Y and Next', async () => {
    const user = userEvent.setup();
    const { calls, search } = renderPage({
      handlers: {
        'GET /api/organizations': pagedList(25, numberedOrganization),
      },
    });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(search().get('page')).toBe('2');
    expect(listCalls(calls).at(-1)?.get('offset')).toBe('10');
    expect(await screen.findByRole('row', { name: /Organization 11/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('goes back to page 1 when a filter changes', async () => {
    const user = userEvent.setup();
    const { search } = renderPage({
      path: '/dashboard/organizations?page=3',
      handlers: {
        'GET /api/organizations': {
          body: { items: numberedRows(5, numberedOrganization), total: 25 },
        },
      },
    });
    await screen.findByText('Page 3 of 3');
    await user.type(screen.getByLabelText('City'), 'A');
    expect(search().get('page')).toBeNull();
    expect(search().get('city')).toBe('A');
  });

  it('says so when no organization matches', async () => {
    renderPage({ handlers: { 'GET /api/organizations': { body: { items: [], total: 0 } } } });
    expect(await screen.findByText('No organizations found.')).toBeInTheDocument();
    expect(screen.queryByText(/Page \d+ of/)).not.toBeInTheDocument();
  });

  it('shows the server message when the list fails', async () => {
    renderPage({
      handlers: { 'GET /api/organizations': { status: 403, body: { message: 'Forbidden' } } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
  });

  it('opens Organization Details from View/Manage', async () => {
    const user = userEvent.setup();
    renderPage({
      handlers: {
        'GET /api/organizations/1': { body: makeOrganizationDetail() },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'View/Manage Bright Smiles Dental' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Organization Details' });
    expect(await within(dialog).findByText('100 Congress Ave', { exact: false })).toBeVisible();
    expect(dialog).toHaveTextContent('Suite 200');
    expect(dialog).toHaveTextContent('Austin, TX 78701');
    expect(within(dialog).getByText('Downtown')).toBeVisible();
    expect(within(dialog).getByText('Round Rock')).toBeVisible();
    expect(within(dialog).getByText('Maria Lopez')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Shift Schedule' })).toHaveAttribute(
      'href',
      '/dashboard/shifts?org=1',
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View/Manage Bright Smiles Dental' })).toHaveFocus();
  });

  it('offers Create Organization only to a platform admin', async () => {
    renderPage({
      user: makeMe({ position: 'manager', organizationId: 4, organizationName: 'Acme' }),
    });
    await screen.findByRole('table', { name: 'Organizations' });
    expect(screen.queryByRole('button', { name: 'Create Organization' })).not.toBeInTheDocument();
    expect(screen.getByText('Acme')).toBeInTheDocument();
  });

  describe('Create Organization dialog', () => {
    async function openDialog(handlers: ApiHandlers = {}) {
      const user = userEvent.setup();
      const view = renderPage({ handlers });
      await screen.findByRole('table', { name: 'Organizations' });
      await user.click(screen.getByRole('button', { name: 'Create Organization' }));
      const dialog = await screen.findByRole('dialog', { name: 'Create Organization' });
      return { ...view, user, dialog };
    }

    it('shows every SPEC §5 message on an empty submit, without calling the API', async () => {
      const { user, dialog, calls } = await openDialog();
      await user.click(within(dialog).getByRole('button', { name: 'Create Organization' }));

      for (const message of [
        'Name is required',
        'Address Line 1 is required',
        'City is required',
        'State is required',
        'Zip Code is required',
      ]) {
        expect(await within(dialog).findByText(message)).toBeVisible();
      }
      expect(within(dialog).getByLabelText('Address Line 2')).not.toHaveAttribute('aria-invalid');
      expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
      expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    });

    it('revalidates each field as it changes after the first submit', async () => {
      const { user, dialog } = await openDialog();
      // Before a submit nothing is checked.
      await user.type(within(dialog).getByLabelText('Name'), 'x');
      await user.clear(within(dialog).getByLabelText('Name'));
      expect(within(dialog).queryByText('Name is required')).not.toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Create Organization' }));
      expect(await within(dialog).findByText('Name is required')).toBeVisible();

      await expectTypingRevalidates(user, dialog, 'Name', 'Bright Smiles', 'Name is required');
      await expectChoiceRevalidates(user, dialog, 'State', 'Texas', 'State is required');
      expect(within(dialog).getByText('City is required')).toBeVisible();
    });

    it('creates the organization, closes, toasts and refetches the list', async () => {
      const { user, dialog, calls } = await openDialog({
        'POST /api/organizations': {
          status: 201,
          body: makeOrganizationDetail({
            id: 9,
            name: 'Bright Smiles',
            addressLine2: null,
            locationNames: [],
            adminNames: [],
          }),
        },
      });
      await user.type(within(dialog).getByLabelText('Name'), '  Bright Smiles  ');
      await fillAddress(user, dialog);
      const listCallsBefore = listCalls(calls).length;
      await user.click(within(dialog).getByRole('button', { name: 'Create Organization' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        name: 'Bright Smiles',
        ...AUSTIN_ADDRESS,
        managerNames: null,
      });
      expect(await screen.findByText('Organization Created')).toBeInTheDocument();
      await waitFor(() => expect(listCalls(calls).length).toBe(listCallsBefore + 1));
    });

    it('shows a server failure in the dialog and keeps it open', async () => {
      const { user, dialog } = await openDialog({
        'POST /api/organizations': {
          status: 400,
          body: { message: ['Zip Code must be 5 digits'] },
        },
      });
      await user.type(within(dialog).getByLabelText('Name'), 'Bright Smiles');
      await fillAddress(user, dialog);
      await user.click(within(dialog).getByRole('button', { name: 'Create Organization' }));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Zip Code must be 5 digits',
      );
    });

    it('starts empty again after being closed', async () => {
      const { user, dialog } = await openDialog();
      await user.type(within(dialog).getByLabelText('Name'), 'Half typed');
      await user.click(within(dialog).getByRole('button', { name: 'Create Organization' }));
      expect(await within(dialog).findByText('City is required')).toBeVisible();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

      await user.click(screen.getByRole('button', { name: 'Create Organization' }));
      const reopened = await screen.findByRole('dialog', { name: 'Create Organization' });
      expect(within(reopened).getByLabelText('Name')).toHaveValue('');
      expect(within(reopened).queryByText('City is required')).not.toBeInTheDocument();
    });
  });

  describe('on a phone', () => {
    it('shows cards and loads ten more when the end of the list scrolls into view', async () => {
      const observer = stubIntersectionObserver();
      setViewportWidth(390);
      const { promise: secondBatch, release: releaseSecondBatch } = deferred();
      const { calls } = renderPage({
        handlers: {
          'GET /api/organizations': pagedList(15, numberedOrganization, secondBatch),
        },
      });

      const cards = await screen.findByRole('list', { name: 'Organizations' });
      expect(within(cards).getAllByRole('listitem')).toHaveLength(10);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.queryByText(/Page \d+ of/)).not.toBeInTheDocument();

      observer.intersect();
      expect(await screen.findByText('Loading more...')).toBeInTheDocument();
      releaseSecondBatch();
      await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(15));
      expect(listCalls(calls).map((params) => params.get('offset'))).toEqual(['0', '10']);
      expect(screen.queryByText('Loading more...')).not.toBeInTheDocument();
      // Everything is loaded: nothing is watched any more.
      expect(observer.observing).toBe(0);
    });
  });
});
