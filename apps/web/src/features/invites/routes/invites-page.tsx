import { isOrganizationBound } from '@chairside/domain';
import { useState } from 'react';
import { useFiltersPanel } from '@/components/list/use-filters-panel.ts';
import {
  OrganizationSearchFilters,
  type OrganizationSearchFilterKey as InviteFilterKey,
} from '@/components/list/organization-search-filters.tsx';
import { ServerListView } from '@/components/list/server-list-view.tsx';
import { useListParams } from '@/components/list/use-list-params.ts';
import { useServerList } from '@/components/list/use-server-list.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';
import {
  INVITES_PATH,
  inviteListParams,
  invitesListQueryKey,
  type InviteRow,
} from '../api/get-invites.ts';
import { CreateInviteDialog } from '../components/create-invite-dialog.tsx';
import { DeleteInviteDialog } from '../components/delete-invite-dialog.tsx';
import { InviteCards } from '../components/invite-cards.tsx';
import { InvitesTable } from '../components/invites-table.tsx';
import { useResendInviteAction } from '../components/use-resend-invite-action.ts';

const ALL_FILTER_KEYS: readonly InviteFilterKey[] = ['org', 'search'];
/** Organization-bound users have no Organization filter, so `org` never counts for them. */
const SCOPED_FILTER_KEYS: readonly InviteFilterKey[] = ['search'];

/** /dashboard/invites: Manage Invites (SPEC §2), paged and filtered by the server from the URL. */
export function InvitesPage() {
  const user = useSignedInUser();
  const showOrganization = !isOrganizationBound(user);
  const params = useListParams(showOrganization ? ALL_FILTER_KEYS : SCOPED_FILTER_KEYS);
  const filters: Record<InviteFilterKey, string> = {
    org: '',
    search: '',
    ...(params.filters as Partial<Record<InviteFilterKey, string>>),
  };
  const panel = useFiltersPanel(params.activeCount);
  const [deleting, setDeleting] = useState<InviteRow | null>(null);
  const { resend, sending } = useResendInviteAction();

  const list = useServerList<InviteRow>({
    queryKey: invitesListQueryKey,
    path: INVITES_PATH,
    params: inviteListParams(filters, showOrganization),
    page: params.page,
  });

  return (
    <div className="space-y-6">
      <PageHeader
        title="Manage Invites"
        subtitle="Invitations sent to new team members."
        organizationName={user.organizationName}
        onFiltersClick={panel.toggle}
        filterCount={params.activeCount}
        filtersOpen={panel.open}
        filtersPanelId={panel.id}
      >
        <CreateInviteDialog />
      </PageHeader>
      <OrganizationSearchFilters
        searchLabel="Search Invites"
        searchPlaceholder="Name or email"
        id={panel.id}
        open={panel.open}
        filters={filters}
        activeCount={params.activeCount}
        setFilter={params.setFilter}
        reset={params.reset}
        showOrganization={showOrganization}
      />
      <div className="space-y-4">
        <ServerListView
          list={list}
          page={params.page}
          onPageChange={params.setPage}
          loadingLabel="Loading invites..."
          emptyText="No invites found."
          cards={(rows) => (
            <InviteCards
              rows={rows}
              showOrganization={showOrganization}
              onDelete={setDeleting}
              onResend={resend}
              resending={sending}
            />
          )}
          table={(rows, busy) => (
            <InvitesTable
              rows={rows}
              showOrganization={showOrganization}
              onDelete={setDeleting}
              onResend={resend}
              resending={sending}
              busy={busy}
            />
          )}
        />
      </div>
      <DeleteInviteDialog invite={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
