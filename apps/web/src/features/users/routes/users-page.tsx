import { isOrganizationBound, type UserRow } from '@chairside/domain';
import { useState } from 'react';
import { ListPage } from '@/components/list/list-page.tsx';
import { useScopedListParams } from '@/components/list/use-scoped-list-params.ts';
import { useSignedInUser } from '@/lib/current-user.ts';
import { useUsers } from '../api/get-users.ts';
import { UserCards } from '../components/user-cards.tsx';
import { userColumns } from '../components/user-columns.tsx';
import { UserDetailsDialog } from '../components/user-details-dialog.tsx';
import { UsersFilters, type UserFilterKey } from '../components/users-filters.tsx';

const FILTER_KEYS: readonly UserFilterKey[] = ['org', 'search', 'status'];

/** /dashboard/users: Manage Users (SPEC §2), paged and filtered by the server from the URL. */
export function UsersPage() {
  const user = useSignedInUser();
  const showOrganization = !isOrganizationBound(user);
  const params = useScopedListParams(FILTER_KEYS, showOrganization);
  const { filters } = params;
  const [viewing, setViewing] = useState<UserRow | null>(null);

  const list = useUsers(filters, params.page, showOrganization);

  return (
    <ListPage
      title="Manage Users"
      subtitle="Team members, their positions and access."
      label="Users"
      params={params}
      filters={
        <UsersFilters
          filters={filters}
          setFilter={params.setFilter}
          showOrganization={showOrganization}
        />
      }
      list={list}
      columns={userColumns(setViewing, showOrganization)}
      cards={(rows) => (
        <UserCards rows={rows} showOrganization={showOrganization} onView={setViewing} />
      )}
    >
      <UserDetailsDialog
        userId={viewing?.id ?? null}
        userName={viewing?.name}
        onClose={() => setViewing(null)}
      />
    </ListPage>
  );
}
