import type { Me } from '@chairside/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  renderListPage,
  setUpListPageTests,
  setViewportWidth,
} from '@/components/list/testing/render-list-page.tsx';
import { setAccessToken } from '@/lib/session.ts';
import { manager, ORGANIZATIONS, SECOND_PAGE } from '@/test/admin-list-fixtures.ts';
import { queriesOf, type ApiHandlers } from '@/test/api-stub.ts';
import { makeCprCard, makeCredential, makeReviewRow } from '@/test/factories/credentials.ts';
import { makeMe } from '@/test/factories/users.ts';
import { columnHeaders } from '@/test/table-texts.ts';
import { expectToast } from '@/test/toasts.ts';
import { CredentialsPage } from './credentials-page.tsx';

setUpListPageTests();

const REVIEW = '/api/credentials/review';
// The components' clock starts on Oct 14, 2026 (test/clock.ts).
const unverifiedCpr = makeReviewRow(makeCprCard());
const expiringLicense = makeReviewRow(makeCredential({ id: 6, expiresOn: '2026-10-26' }), {
  id: 32,
  name: 'Lucia Alvarez',
  organizationName: 'Pacific Coast Dental Group',
});
const PDF = new Blob(['%PDF-1.4 card'], { type: 'application/pdf' });

let objectUrls: Blob[];
beforeEach(() => {
  objectUrls = [];
  // jsdom has no object URLs; the browser's would point at the Blob.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    objectUrls.push(blob);
    return `blob:http://localhost/document-${objectUrls.length}`;
  });
  URL.revokeObjectURL = vi.fn();
});

function openReview(
  { user = manager, path = '/dashboard/credentials' }: { user?: Me; path?: string } = {},
  handlers: ApiHandlers = {},
) {
  setAccessToken('token-123');
  return renderListPage(<CredentialsPage />, {
    path,
    user,
    api: {
      'GET /api/credentials/review': {
        body: { items: [unverifiedCpr, expiringLicense], total: 12 },
      },
      'GET /api/organizations/dropdown': { body: ORGANIZATIONS },
      'GET /api/users/31/credentials/4/document': { body: PDF },
      ...handlers,
    },
  });
}

async function reviewDialogOf(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Review ${name}` }));
  return screen.findByRole('dialog', { name: 'Review Credential' });
}

describe('Credentials review page (issue #27 §4)', () => {
  it('asks the server for the URL filters and page, and lists each credential needing attention', async () => {
    const { calls } = openReview({
      path: '/dashboard/credentials?search=lee&status=expiring&page=2',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Credentials' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Credentials' });
    expect(queriesOf(calls, REVIEW)[0]).toEqual({
      ...SECOND_PAGE,
      search: 'lee',
      status: 'expiring',
    });
    expect(columnHeaders(table)).toEqual(['Person', 'Credential', 'Expires', 'Status', 'Actions']);
    const [, cpr, license] = within(table).getAllByRole('row');
    expect(cpr).toHaveTextContent('Hannah Lee');
    expect(cpr).toHaveTextContent('CPR/BLS Certification');
    expect(within(cpr as HTMLElement).getByText('Unverified')).toBeVisible();
    expect(license).toHaveTextContent('Dental Hygiene License · CA');
    expect(license).toHaveTextContent('Oct 26, 2026');
    expect(within(license as HTMLElement).getByText('Expires in 12 days')).toBeVisible();
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
  });

  it('sends no status for every credential needing attention, and an organization for a platform admin', async () => {
    const { calls } = openReview({
      user: makeMe(),
      path: '/dashboard/credentials?org=3&status=all',
    });
    const table = await screen.findByRole('table', { name: 'Credentials' });
    expect(queriesOf(calls, REVIEW)[0]).toEqual({ limit: '10', offset: '0', organizationId: '3' });
    expect(columnHeaders(table)).toContain('Organization');
    expect(table).toHaveTextContent('Pacific Coast Dental Group');
  });

  it('shows the document inline, fetched with the session, and verifies the credential', async () => {
    const { calls } = openReview(
      {},
      {
        'POST /api/users/31/credentials/4/verify': {
          body: {
            ...unverifiedCpr.credential,
            status: 'verified',
            verifiedAt: '2026-10-14T14:00:00.000Z',
            verifiedBy: { id: 50, name: 'Priya Raman' },
          },
        },
      },
    );
    const dialog = await reviewDialogOf('CPR/BLS Certification of Hannah Lee');
    expect(dialog).toHaveTextContent('AHA-77120');
    const frame = await within(dialog).findByTitle('CPR/BLS Certification of Hannah Lee');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:http://localhost/document-1');
    expect(await (objectUrls[0] as Blob).text()).toBe('%PDF-1.4 card');
    const fetched = calls.find((call) => call.path === '/api/users/31/credentials/4/document');
    expect(fetched?.headers.Authorization).toBe('Bearer token-123');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await expectToast('Credential verified', 'CPR/BLS Certification of Hannah Lee');
    expect(within(dialog).getByRole('button', { name: 'Unverify' })).toBeVisible();
    expect(dialog).toHaveTextContent('By Priya Raman on Oct 14, 2026');
    await waitFor(() => expect(queriesOf(calls, REVIEW)).toHaveLength(2));
  });

  it('shows an image document as an image, and withdraws a verification', async () => {
    const { calls } = openReview(
      {},
      {
        'GET /api/users/32/credentials/6/document': {
          body: new Blob(['png'], { type: 'image/png' }),
        },
        'DELETE /api/users/32/credentials/6/verify': {
          body: {
            ...expiringLicense.credential,
            status: 'unverified',
            verifiedAt: null,
            verifiedBy: null,
          },
        },
      },
    );
    const dialog = await reviewDialogOf('Dental Hygiene License · CA of Lucia Alvarez');
    expect(
      await within(dialog).findByRole('img', {
        name: 'Dental Hygiene License · CA of Lucia Alvarez',
      }),
    ).toHaveAttribute('src', 'blob:http://localhost/document-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unverify' }));
    await expectToast('Verification withdrawn', 'Dental Hygiene License · CA of Lucia Alvarez');
    expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeVisible();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/users/32/credentials/6/verify',
    ]);
  });

  it("keeps the dialog open with the server's refusal, and says when there is no document", async () => {
    openReview(
      {},
      {
        'GET /api/credentials/review': {
          body: { items: [makeReviewRow(makeCprCard({ hasDocument: false }))], total: 1 },
        },
        'POST /api/users/31/credentials/4/verify': {
          status: 404,
          body: { message: 'Credential not found' },
        },
      },
    );
    const dialog = await reviewDialogOf('CPR/BLS Certification of Hannah Lee');
    expect(dialog).toHaveTextContent('No document uploaded yet.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Credential not found');
  });

  it('offers no Verify for an expired credential never verified', async () => {
    openReview(
      {},
      {
        'GET /api/credentials/review': {
          body: {
            items: [
              makeReviewRow(
                makeCprCard({ status: 'expired', expiresOn: '2026-10-01', hasDocument: false }),
              ),
            ],
            total: 1,
          },
        },
      },
    );
    const dialog = await reviewDialogOf('CPR/BLS Certification of Hannah Lee');
    expect(within(dialog).getByText('Expired')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  });

  it("offers a platform admin no Verify for an organization's people, only for independents", async () => {
    const independent = makeReviewRow(makeCprCard({ id: 7, hasDocument: false }), {
      id: 40,
      name: 'Jordan Rivera',
      organizationName: null,
    });
    openReview(
      { user: makeMe(), path: '/dashboard/credentials?org=3' },
      {
        'GET /api/credentials/review': {
          body: { items: [unverifiedCpr, independent], total: 2 },
        },
      },
    );
    let dialog = await reviewDialogOf('CPR/BLS Certification of Hannah Lee');
    expect(dialog).toHaveTextContent("Their organization's admins and managers verify it.");
    expect(within(dialog).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    await userEvent.click(
      within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement,
    );

    dialog = await reviewDialogOf('CPR/BLS Certification of Jordan Rivera');
    expect(dialog).toHaveTextContent('Hygienist · Independent');
    expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeVisible();
  });

  it('shows a card per credential on a phone', async () => {
    setViewportWidth(390);
    openReview();
    const cards = await screen.findByRole('list', { name: 'Credentials' });
    const [cpr] = within(cards).getAllByRole('listitem');
    expect(within(cpr as HTMLElement).getByRole('heading', { name: 'Hannah Lee' })).toBeVisible();
    expect(cpr).toHaveTextContent('CPR/BLS Certification');
    expect(
      within(cpr as HTMLElement).getByRole('button', {
        name: 'Review CPR/BLS Certification of Hannah Lee',
      }),
    ).toBeVisible();
  });
});
