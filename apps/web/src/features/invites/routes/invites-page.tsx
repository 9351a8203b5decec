import { isOrganizationBound, type InviteRow } from '@chairside/domain';
import { useState } from 'react';
import { ListPage } from '@/components/list/list-page.tsx';
import {
  OrganizationSearchFilters,
  type OrganizationSearchFilterKey as InviteFilterKey,
} from '@/components/list/organization-search-filters.tsx';
import { useScopedListParams } from '@/components/list/use-scoped-list-params.ts';
import { useSignedInUser } from '@/lib/current-user.ts';
import { useInvites } from '../api/get-invites.ts';
import { CreateInviteDialog } from '../components/create-invite-dialog.tsx';
import { DeleteInviteDialog } from '../components/delete-invite-dialog.tsx';
import { InviteCards } from '../components/invite-cards.tsx';
import { inviteColumns } from '../components/invite-columns.tsx';
import { useResendInviteAction } from '../components/use-resend-invite-action.ts';

const FILTER_KEYS: readonly InviteFilterKey[] = ['org', 'search'];

/** /dashboard/invites: Manage Invites (SPEC §2), paged and filtered by the server from the URL. */
export function InvitesPage() {
  const user = useSignedInUser();
  const showOrganization = !isOrganizationBound(user);
  const params = useScopedListParams(FILTER_KEYS, showOrganization);
  const { filters } = params;
  const [deleting, setDeleting] = useState<InviteRow | null>(null);
  const { resend, sending } = useResendInviteAction();
  const actions = { onDelete: setDeleting, onResend: resend, resending: sending };

  const list = useInvites(filters, params.page, showOrganization);

  return (
    <ListPage
      title="Manage Invites"
      subtitle="Invitations sent to new team members."
      action={<CreateInviteDialog />}
      label="Invites"
      params={params}
      filters={
        <OrganizationSearchFilters
          filters={filters}
          setFilter={params.setFilter}
          showOrganization={showOrganization}
          searchLabel="Search Invites"
          searchPlaceholder="Name or email"
        />
      }
      list={list}
      columns={inviteColumns(actions, showOrganization)}
      cards={(rows) => <InviteCards rows={rows} showOrganization={showOrganization} {...actions} />}
    >
      <DeleteInviteDialog invite={deleting} onClose={() => setDeleting(null)} />
    </ListPage>
  );
}
