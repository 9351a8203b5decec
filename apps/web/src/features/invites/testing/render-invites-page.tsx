import type { InviteRow, Me } from '@chairside/domain';
import { renderListPage } from '@/components/list/testing/render-list-page.tsx';
import { makeMe } from '@/test/factories/users.ts';
import { InvitesPage } from '../routes/invites-page.tsx';
import { factory } from '@/test/factories/factory.ts';

export const makeInvite = factory<InviteRow>({
  id: 31,
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  organizationId: 3,
  organizationName: 'Bright Smiles',
  position: 'employee',
  jobTitle: null,
  isVerified: false,
  managingLocationIds: [],
});

/** The Invites page at `path`, as `actor`, with the real router, query client and toaster. */
export function renderInvitesPage(actor: Me = makeMe(), path = '/dashboard/invites') {
  return renderListPage(<InvitesPage />, { path, user: actor });
}
