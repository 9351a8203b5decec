import { OrganizationFilterField } from './organization-filter-field.tsx';
import { TextFilterField } from './text-filter-field.tsx';

export type OrganizationSearchFilterKey = 'org' | 'search';

interface OrganizationSearchFiltersProps {
  filters: Record<OrganizationSearchFilterKey, string>;
  setFilter: (key: OrganizationSearchFilterKey, value: string) => void;
  /** Organization-bound users see only their organization: no Organization filter (SPEC §6). */
  showOrganization: boolean;
  /** e.g. 'Search Locations', 'Search Invites' (SPEC §2). */
  searchLabel: string;
  searchPlaceholder: string;
}

/** The Organization filter and a free-text search, the fields most lists filter by (SPEC §2). */
export function OrganizationSearchFilters({
  filters,
  setFilter,
  showOrganization,
  searchLabel,
  searchPlaceholder,
}: OrganizationSearchFiltersProps) {
  return (
    <>
      {showOrganization ? (
        <OrganizationFilterField value={filters.org} onChange={(org) => setFilter('org', org)} />
      ) : null}
      <TextFilterField
        label={searchLabel}
        search
        value={filters.search}
        onChange={(search) => setFilter('search', search)}
        placeholder={searchPlaceholder}
      />
    </>
  );
}
