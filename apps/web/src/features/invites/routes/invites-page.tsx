import { isOrganizationBound } from '@chairside/domain';
import { useEffect, useState } from 'react';
import { ListPagination } from '@/components/list/list-pagination.tsx';
import { ListEmpty, ListError, ListLoading } from '@/components/list/list-states.tsx';
import { LoadMore } from '@/components/list/load-more.tsx';
import { useFiltersPanel } from '@/components/list/use-filters-panel.ts';
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
import { InvitesFilters, type InviteFilterKey } from '../components/invites-filters.tsx';
import { InvitesTable } from '../components/invites-table.tsx';

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

  const list = useServerList<InviteRow>({
    queryKey: invitesListQueryKey,
    path: INVITES_PATH,
    params: inviteListParams(filters, showOrganization),
    page: params.page,
  });

  // A page past the end (an old link, or the last invite of a page deleted) moves back.
  const { setPage, page } = params;
  const pastTheEnd =
    !list.isMobile && !list.isLoading && list.pageCount > 0 && page > list.pageCount;
  useEffect(() => {
    if (pastTheEnd) setPage(list.pageCount);
  }, [pastTheEnd, list.pageCount, setPage]);

  let content;
  if (list.isLoading) content = <ListLoading label="Loading invites..." />;
  else if (list.isError) content = <ListError error={list.error} />;
  else if (list.rows.length === 0) content = <ListEmpty>No invites found.</ListEmpty>;
  else if (list.isMobile) {
    content = (
      <>
        <InviteCards rows={list.rows} showOrganization={showOrganization} onDelete={setDeleting} />
        <LoadMore
          hasMore={list.hasMore}
          isLoadingMore={list.isLoadingMore}
          onLoadMore={list.loadMore}
        />
      </>
    );
  } else {
    content = (
      <>
        <InvitesTable
          rows={list.rows}
          showOrganization={showOrganization}
          onDelete={setDeleting}
          busy={list.isFetching}
        />
        <ListPagination page={page} pageCount={list.pageCount} onPageChange={setPage} />
      </>
    );
  }

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
      <InvitesFilters
        id={panel.id}
        open={panel.open}
        filters={filters}
        activeCount={params.activeCount}
        setFilter={params.setFilter}
        reset={params.reset}
        showOrganization={showOrganization}
      />
      <div className="space-y-4">{content}</div>
      <DeleteInviteDialog invite={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
