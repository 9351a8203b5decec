import { isOrganizationBound } from '@chairside/domain';
import { useState } from 'react';
import { useFiltersPanel } from '@/components/list/use-filters-panel.ts';
import { ServerListView } from '@/components/list/server-list-view.tsx';
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
      <div className="space-y-4">
        <ServerListView
          list={list}
          page={params.page}
          onPageChange={params.setPage}
          loadingLabel="Loading users..."
          emptyText="No users found."
          cards={(rows) => (
            <UserCards rows={rows} showOrganization={showOrganization} onView={setViewing} />
          )}
          table={(rows, busy) => (
            <UsersTable
              rows={rows}
              showOrganization={showOrganization}
              onView={setViewing}
              busy={busy}
            />
          )}
        />
      </div>
      <UserDetailsDialog
        userId={viewing?.id ?? null}
        userName={viewing?.name}
        onClose={() => setViewing(null)}
      />
    </div>
  );
}
