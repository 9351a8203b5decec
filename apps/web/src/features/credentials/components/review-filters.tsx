import { CREDENTIAL_REVIEW_FILTERS } from '@chairside/domain';
import { OrganizationSearchFilters } from '@/components/list/organization-search-filters.tsx';
import { SelectFilterField } from '@/components/list/select-filter-field.tsx';

export type ReviewFilterKey = 'org' | 'search' | 'status';

interface ReviewFiltersProps {
  filters: Record<ReviewFilterKey, string>;
  setFilter: (key: ReviewFilterKey, value: string) => void;
  /** Platform admins choose an organization; the others see their own (SPEC §6). */
  showOrganization: boolean;
}

/** The review page's filters: Organization (platform admins), Search People and Status. */
export function ReviewFilters({ filters, setFilter, showOrganization }: ReviewFiltersProps) {
  return (
    <>
      <OrganizationSearchFilters
        filters={filters}
        setFilter={setFilter}
        showOrganization={showOrganization}
        searchLabel="Search People"
        searchPlaceholder="Name"
      />
      <SelectFilterField
        label="Status"
        options={CREDENTIAL_REVIEW_FILTERS}
        value={filters.status}
        onChange={(status) => setFilter('status', status)}
      />
    </>
  );
}
