import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ORGANIZATIONS, SECOND_PAGE } from '@/test/admin-list-fixtures.ts';
import { deferred, numberedRows, pagedList, queriesOf, stubApi } from '@/test/api-stub.ts';
import {
  setUpListPageTests,
  setViewportWidth,
} from '@/components/list/testing/render-list-page.tsx';
import { makeMe, makeUserRow } from '@/test/factories/users.ts';
import { columnHeaders } from '@/test/table-texts.ts';
import { renderUsersPage } from '../testing/render-users-page.tsx';

const numberedUser = (n: number) =>
  makeUserRow({ id: n, name: `User ${n}`, email: `user${n}@example.com` });
const rows = (count: number, from = 1) => numberedRows(count, numberedUser, from);

setUpListPageTests();

/** The paging of a first page of users, as the server is asked for it. */
const FIRST_PAGE = { limit: '10', offset: '0' };

describe('users page', () => {
  it('asks the server for the filters and page in the URL and shows the table', async () => {
    const calls = stubApi({
      'GET /api/users': { body: { items: rows(10, 11), total: 23 } },
      'GET /api/organizations/dropdown': { body: ORGANIZATIONS },
    });
    renderUsersPage(makeMe(), '/dashboard/users?org=3&search=ann&status=inactive&page=2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(queriesOf(calls, '/api/users')[0]).toEqual({
      ...SECOND_PAGE,
      organizationId: '3',
      search: 'ann',
      status: 'inactive',
    });
    const headers = columnHeaders(table);
    expect(headers).toEqual(['Name', 'Organization', 'Position', 'Job Title', 'Status', 'Actions']);
    expect(within(table).getAllByText('Active')).toHaveLength(10);
    expect(within(table).getByRole('button', { name: 'View User 11' })).toBeVisible();
    expect(screen.getByText('Page 2 of 3')).toBeVisible();
    expect(screen.getByLabelText('Search Users')).toHaveValue('ann');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Inactive');
    expect(screen.getByRole('button', { name: /Filters/ })).toHaveTextContent('3');
  });

  it('pages with Previous and Next, keeping the page in the URL', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/users': pagedList(12, numberedUser),
      'GET /api/organizations/dropdown': { body: ORGANIZATIONS },
    });
    const { router } = renderUsersPage();

    expect(await screen.findByText('Page 1 of 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'View User 12' })).toBeVisible();
    expect(router.state.location.search).toBe('?page=2');
    expect(queriesOf(calls, '/api/users').at(-1)).toEqual(SECOND_PAGE);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('filters by status through the URL and resets every filter', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/users': { body: { items: rows(1), total: 1 } },
      'GET /api/organizations/dropdown': { body: ORGANIZATIONS },
    });
    const { router } = renderUsersPage(makeMe(), '/dashboard/users?search=pri');
    const lastQuery = () => queriesOf(calls, '/api/users').at(-1);
    await screen.findByRole('table', { name: 'Users' });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ ...FIRST_PAGE, search: 'pri', status: 'active' }),
    );
    expect(router.state.location.search).toBe('?search=pri&status=active');

    await user.type(screen.getByLabelText('Search Users'), 'ya');
    await waitFor(() =>
      expect(lastQuery()).toEqual({ ...FIRST_PAGE, search: 'priya', status: 'active' }),
    );
    expect(screen.getByLabelText('Search Users')).toHaveValue('priya');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(lastQuery()).toEqual(FIRST_PAGE));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Search Users')).toHaveValue('');
  });

  it('hides the Organization filter and column from an organization-bound user', async () => {
    const calls = stubApi({ 'GET /api/users': { body: { items: rows(2), total: 2 } } });
    renderUsersPage(
      makeMe({ position: 'manager', organizationId: 3, organizationName: 'Bright Smiles' }),
      '/dashboard/users?org=4',
    );
    const table = await screen.findByRole('table', { name: 'Users' });

    expect(within(table).queryByRole('columnheader', { name: 'Organization' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Organization' })).toBeNull();
    expect(queriesOf(calls, '/api/users')[0]).toEqual({ limit: '10', offset: '0' });
    expect(calls.some((call) => call.path.startsWith('/api/organizations'))).toBe(false);
  });

  it("says 'No users found.' when nothing matches", async () => {
    stubApi({
      'GET /api/users': { body: { items: [], total: 0 } },
      'GET /api/organizations/dropdown': { body: ORGANIZATIONS },
    });
    renderUsersPage();
    expect(await screen.findByText('No users found.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('shows the server message when the list fails', async () => {
    stubApi({
      'GET /api/users': { status: 403, body: { message: 'Forbidden' } },
      'GET /api/organizations/dropdown': { body: ORGANIZATIONS },
    });
    renderUsersPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
  });

  it('shows cards on a phone and loads 10 more at a time while scrolling', async () => {
    setViewportWidth(390);
    const { promise: secondPage, release: releaseSecondPage } = deferred();
    const calls = stubApi({
      'GET /api/users': pagedList(15, numberedUser, secondPage),
      'GET /api/organizations/dropdown': { body: ORGANIZATIONS },
    });
    renderUsersPage();

    const list = await screen.findByRole('list', { name: 'Users' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(await screen.findByText('Loading more...')).toBeVisible();
    releaseSecondPage();

    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(15));
    expect(screen.queryByText('Loading more...')).toBeNull();
    expect(queriesOf(calls, '/api/users')).toEqual([{ limit: '10', offset: '0' }, SECOND_PAGE]);
  });
});
