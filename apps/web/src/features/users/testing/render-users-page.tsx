import type { Me } from '@chairside/domain';
import { renderListPage } from '@/components/list/testing/render-list-page.tsx';
import { makeMe } from '@/test/factories/users.ts';
import { UsersPage } from '../routes/users-page.tsx';

/** The Users page at `path`, as `actor`, with the real router, query client and toaster. */
export function renderUsersPage(actor: Me = makeMe(), path = '/dashboard/users') {
  return renderListPage(<UsersPage />, { path, user: actor });
}
