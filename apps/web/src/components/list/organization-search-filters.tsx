import { Field } from '@/components/ui/field.tsx';
import { FilterTextInput } from './filter-text-input.tsx';
import { FiltersPanel } from './filters-panel.tsx';
import { OrganizationFilterField } from './organization-filter-field.tsx';

export type OrganizationSearchFilterKey = 'org' | 'search';

interface OrganizationSearchFiltersProps {
  id: string;
  open: boolean;
  filters: Record<OrganizationSearchFilterKey, string>;
  activeCount: number;
  setFilter: (key: OrganizationSearchFilterKey, value: string) => void;
  reset: () => void;
  /** Organization-bound users see only their organization: no Organization filter (SPEC §6). */
  showOrganization: boolean;
  /** e.g. 'Search Locations', 'Search Invites' (SPEC §2). */
  searchLabel: string;
  searchPlaceholder: string;
}

/** The Filters panel of lists filtered by Organization and a free-text search (SPEC §2). */
export function OrganizationSearchFilters({
  id,
  open,
  filters,
  activeCount,
  setFilter,
  reset,
  showOrganization,
  searchLabel,
  searchPlaceholder,
}: OrganizationSearchFiltersProps) {
  return (
    <FiltersPanel id={id} open={open} activeCount={activeCount} onReset={reset}>
      {showOrganization ? (
        <OrganizationFilterField
          value={filters.org}
          onChange={(value) => setFilter('org', value)}
        />
      ) : null}
      <Field label={searchLabel}>
        <FilterTextInput
          search
          value={filters.search}
          onValueChange={(value) => setFilter('search', value)}
          placeholder={searchPlaceholder}
        />
      </Field>
    </FiltersPanel>
  );
}
