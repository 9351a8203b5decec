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
import { USERS_PATH, userListParams, usersListQueryKey, type UserRow } from '../api/get-users.ts';
import { UserCards } from '../components/user-cards.tsx';
import { UserDetailsDialog } from '../components/user-details-dialog.tsx';
import { UsersFilters, type UserFilterKey } from '../components/users-filters.tsx';
import { UsersTable } from '../components/users-table.tsx';

const ALL_FILTER_KEYS: readonly UserFilterKey[] = ['org', 'search', 'status'];
/** Organization-bound users have no Organization filter, so `org` never counts for them. */
const SCOPED_FILTER_KEYS: readonly UserFilterKey[] = ['search', 'status'];

/** /dashboard/users: Manage Users (SPEC §2), paged and filtered by the server from the URL. */
export function UsersPage() {
  const user = useSignedInUser();
  const showOrganization = !isOrganizationBound(user);
  const params = useListParams(showOrganization ? ALL_FILTER_KEYS : SCOPED_FILTER_KEYS);
  const filters: Record<UserFilterKey, string> = {
    org: '',
    search: '',
    status: '',
    ...(params.filters as Partial<Record<UserFilterKey, string>>),
  };
  const panel = useFiltersPanel(params.activeCount);
  const [viewing, setViewing] = useState<UserRow | null>(null);

  const list = useServerList<UserRow>({
    queryKey: usersListQueryKey,
    path: USERS_PATH,
    params: userListParams(filters, showOrganization),
    page: params.page,
  });

  // A page past the end (an old link, or rows that went away) moves to the last page.
  const { setPage, page } = params;
  const pastTheEnd =
    !list.isMobile && !list.isLoading && list.pageCount > 0 && page > list.pageCount;
  useEffect(() => {
    if (pastTheEnd) setPage(list.pageCount);
  }, [pastTheEnd, list.pageCount, setPage]);

  let content;
  if (list.isLoading) content = <ListLoading label="Loading users..." />;
  else if (list.isError) content = <ListError error={list.error} />;
  else if (list.rows.length === 0) content = <ListEmpty>No users found.</ListEmpty>;
  else if (list.isMobile) {
    content = (
      <>
        <UserCards rows={list.rows} showOrganization={showOrganization} onView={setViewing} />
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
        <UsersTable
          rows={list.rows}
          showOrganization={showOrganization}
          onView={setViewing}
          busy={list.isFetching}
        />
        <ListPagination page={page} pageCount={list.pageCount} onPageChange={setPage} />
      </>
    );
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="Manage Users"
        subtitle="Team members, their positions and access."
        organizationName={user.organizationName}
        onFiltersClick={panel.toggle}
        filterCount={params.activeCount}
        filtersOpen={panel.open}
        filtersPanelId={panel.id}
      />
      <UsersFilters
        id={panel.id}
        open={panel.open}
        filters={filters}
        activeCount={params.activeCount}
        setFilter={params.setFilter}
        reset={params.reset}
        showOrganization={showOrganization}
      />
      <div className="space-y-4">{content}</div>
      <UserDetailsDialog
        userId={viewing?.id ?? null}
        userName={viewing?.name}
        onClose={() => setViewing(null)}
      />
    </div>
  );
}
