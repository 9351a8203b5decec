import { INVITE_MESSAGES } from '@chairside/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ORGANIZATIONS, SECOND_PAGE } from '@/test/admin-list-fixtures.ts';
import { pagedList, queriesOf, stubApi, type ApiHandlers } from '@/test/api-stub.ts';
import {
  setUpListPageTests,
  setViewportWidth,
} from '@/components/list/testing/render-list-page.tsx';
import { makeMe } from '@/test/factories/users.ts';
import { columnHeaders } from '@/test/table-texts.ts';
import { makeInvite, renderInvitesPage } from '../testing/render-invites-page.tsx';

const numberedInvite = (n: number) => makeInvite({ id: n, name: `Invitee ${n}` });

setUpListPageTests();

/** The list holds one invite (Jordan Lee's), and the organization filter its options. */
function stubOneInvite(handlers: ApiHandlers = {}) {
  return stubApi({
    'GET /api/invites': { body: { items: [makeInvite()], total: 1 } },
    'GET /api/organizations/dropdown': { body: ORGANIZATIONS },
    ...handlers,
  });
}

describe('invites page', () => {
  it('asks the server for the URL filters and page and shows the invites table', async () => {
    const calls = stubApi({
      'GET /api/invites': {
        body: {
          items: [
            makeInvite({ id: 1, name: 'Jordan Lee' }),
            makeInvite({
              id: 2,
              name: 'Sam Park',
              email: 'sam@example.com',
              position: 'location_manager',
              jobTitle: 'Front Desk',
              isVerified: true,
            }),
          ],
          total: 12,
        },
      },
      'GET /api/organizations/dropdown': { body: ORGANIZATIONS },
    });
    renderInvitesPage(makeMe(), '/dashboard/invites?org=3&search=lee&page=2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Invites' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Invites' });
    expect(queriesOf(calls, '/api/invites')[0]).toEqual({
      ...SECOND_PAGE,
      organizationId: '3',
      search: 'lee',
    });
    expect(columnHeaders(table)).toEqual([
      'Name',
      'Email',
      'Organization',
      'Position',
      'Job Title',
      'Status',
      'Actions',
    ]);
    const [, pending, verified] = within(table).getAllByRole('row');
    expect(pending).toHaveTextContent('Pending');
    expect(pending).toHaveTextContent('Employee');
    expect(verified).toHaveTextContent('Verified');
    expect(verified).toHaveTextContent('Location Manager');
    expect(verified).toHaveTextContent('Front Desk');
    expect(within(table).getByRole('button', { name: 'Delete invite for Sam Park' })).toBeVisible();
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
  });

  it('hides the Organization filter and column from an organization-bound user', async () => {
    const calls = stubApi({
      'GET /api/invites': { body: { items: [numberedInvite(1)], total: 1 } },
    });
    renderInvitesPage(
      makeMe({ position: 'manager', organizationId: 3, organizationName: 'Bright Smiles' }),
    );
    const table = await screen.findByRole('table', { name: 'Invites' });
    expect(within(table).queryByRole('columnheader', { name: 'Organization' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Organization' })).toBeNull();
    expect(screen.getByLabelText('Search Invites')).toBeVisible();
    expect(calls.some((call) => call.path.startsWith('/api/organizations'))).toBe(false);
  });

  it("says 'No invites found.' when nothing matches", async () => {
    stubApi({
      'GET /api/invites': { body: { items: [], total: 0 } },
      'GET /api/organizations/dropdown': { body: ORGANIZATIONS },
    });
    renderInvitesPage();
    expect(await screen.findByText('No invites found.')).toBeVisible();
  });

  it('shows cards on a phone and loads more while scrolling', async () => {
    setViewportWidth(390);
    const calls = stubApi({
      'GET /api/invites': pagedList(13, numberedInvite),
      'GET /api/organizations/dropdown': { body: ORGANIZATIONS },
    });
    renderInvitesPage();
    const list = await screen.findByRole('list', { name: 'Invites' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(13));
    expect(screen.queryByRole('table')).toBeNull();
    expect(
      within(list).getByRole('button', { name: 'Delete invite for Invitee 13' }),
    ).toBeVisible();
    expect(queriesOf(calls, '/api/invites').map((query) => query.offset)).toEqual(['0', '10']);
  });

  it('deletes an invite only after the Delete Invite confirmation', async () => {
    const user = userEvent.setup();
    const calls = stubOneInvite({
      'DELETE /api/invites/31': { status: 204 },
    });
    renderInvitesPage();
    const remove = await screen.findByRole('button', { name: 'Delete invite for Jordan Lee' });

    await user.click(remove);
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete Invite' });
    expect(confirm).toHaveAccessibleDescription(
      'This invite will be removed and its link will stop working.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(remove).toHaveFocus();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(remove);
    confirm = await screen.findByRole('alertdialog', { name: 'Delete Invite' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Invite Deleted')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/invites/31',
    ]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(queriesOf(calls, '/api/invites')).toHaveLength(2));
  });

  it('keeps the confirmation open with the server message when the delete fails', async () => {
    const user = userEvent.setup();
    stubOneInvite({
      'DELETE /api/invites/31': { status: 404, body: { message: 'Invite not found' } },
    });
    renderInvitesPage();
    await user.click(await screen.findByRole('button', { name: 'Delete invite for Jordan Lee' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Invite' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Invite not found');
  });

  it('resends a pending invite from its row: a fresh link is emailed and a toast says so', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/invites': {
        body: {
          items: [
            makeInvite(),
            makeInvite({ id: 32, name: 'Sam Park', email: 'sam@example.com', isVerified: true }),
          ],
          total: 2,
        },
      },
      'GET /api/organizations/dropdown': { body: ORGANIZATIONS },
      'POST /api/invites/31/resend': { body: makeInvite() },
    });
    renderInvitesPage();
    const table = await screen.findByRole('table', { name: 'Invites' });
    // A verified invite has nothing to resend.
    expect(within(table).queryByRole('button', { name: 'Resend invite to Sam Park' })).toBeNull();

    await user.click(within(table).getByRole('button', { name: 'Resend invite to Jordan Lee' }));

    expect(await screen.findByText('Invite Resent')).toBeInTheDocument();
    expect(
      screen.getByText('A new invite link was emailed to jordan@example.com.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/invites/31/resend',
    ]);
    await waitFor(() => expect(queriesOf(calls, '/api/invites')).toHaveLength(2));
  });

  it('shows the server message in an error toast when the resend is refused', async () => {
    const user = userEvent.setup();
    stubOneInvite({
      'POST /api/invites/31/resend': {
        status: 409,
        body: { message: 'This invite has already been accepted' },
      },
    });
    renderInvitesPage();
    await user.click(await screen.findByRole('button', { name: 'Resend invite to Jordan Lee' }));
    expect(await screen.findByText('This invite has already been accepted')).toBeInTheDocument();
  });

  it('shows the 429 of a resend within a minute of the last email in an error toast', async () => {
    const user = userEvent.setup();
    const refusal = INVITE_MESSAGES.tooManyEmails('1 minute');
    stubOneInvite({ 'POST /api/invites/31/resend': { status: 429, body: { message: refusal } } });
    renderInvitesPage();
    await user.click(await screen.findByRole('button', { name: 'Resend invite to Jordan Lee' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('offers Resend on the cards of a phone too', async () => {
    setViewportWidth(390);
    stubOneInvite();
    renderInvitesPage();
    const list = await screen.findByRole('list', { name: 'Invites' });
    expect(within(list).getByRole('button', { name: 'Resend invite to Jordan Lee' })).toBeVisible();
  });
});
