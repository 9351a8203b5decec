import { CREDENTIAL_REVIEW_FILTER_LABELS, CREDENTIAL_REVIEW_FILTERS } from '@chairside/domain';
import { OrganizationSearchFilters } from '@/components/list/organization-search-filters.tsx';
import { ALL_FILTER_VALUE, SelectFilterField } from '@/components/list/select-filter-field.tsx';

/** 'attention', every credential needing it, is the list's unfiltered first choice. */
const STATUS_OPTIONS = CREDENTIAL_REVIEW_FILTERS.map((filter) => ({
  value: filter === 'attention' ? ALL_FILTER_VALUE : filter,
  label: CREDENTIAL_REVIEW_FILTER_LABELS[filter],
}));

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
        options={STATUS_OPTIONS}
        value={filters.status}
        onChange={(status) => setFilter('status', status)}
      />
    </>
  );
}
