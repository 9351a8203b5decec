import { USER_STATUS_FILTERS } from '@chairside/domain';
import { OrganizationSearchFilters } from '@/components/list/organization-search-filters.tsx';
import { SelectFilterField } from '@/components/list/select-filter-field.tsx';

export type UserFilterKey = 'org' | 'search' | 'status';

interface UsersFiltersProps {
  filters: Record<UserFilterKey, string>;
  setFilter: (key: UserFilterKey, value: string) => void;
  /** Organization-bound users see only their organization: no Organization filter (SPEC §6). */
  showOrganization: boolean;
}

/** SPEC §2 Users filters: Organization, Search Users and Status, all in the URL. */
export function UsersFilters({ filters, setFilter, showOrganization }: UsersFiltersProps) {
  return (
    <>
      <OrganizationSearchFilters
        filters={filters}
        setFilter={setFilter}
        showOrganization={showOrganization}
        searchLabel="Search Users"
        searchPlaceholder="Name or email"
      />
      <SelectFilterField
        label="Status"
        options={USER_STATUS_FILTERS}
        value={filters.status}
        onChange={(status) => setFilter('status', status)}
      />
    </>
  );
}
