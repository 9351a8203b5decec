import { FilterTextInput } from '@/components/list/filter-text-input.tsx';
import { FiltersPanel } from '@/components/list/filters-panel.tsx';
import { OrganizationFilterField } from '@/components/list/organization-filter-field.tsx';
import { Field } from '@/components/ui/field.tsx';
import type { LocationFilterKey } from '../api/get-locations.ts';

interface LocationsFiltersProps {
  id: string;
  open: boolean;
  filters: Record<LocationFilterKey, string>;
  activeCount: number;
  setFilter: (key: LocationFilterKey, value: string) => void;
  reset: () => void;
  /** Organization-bound users see only their organization: no Organization filter (SPEC §6). */
  showOrganization: boolean;
}

/** SPEC §2 location filters: Organization (users without one) and Search Locations. */
export function LocationsFilters({
  id,
  open,
  filters,
  activeCount,
  setFilter,
  reset,
  showOrganization,
}: LocationsFiltersProps) {
  return (
    <FiltersPanel id={id} open={open} activeCount={activeCount} onReset={reset}>
      {showOrganization ? (
        <OrganizationFilterField
          value={filters.org}
          onChange={(value) => setFilter('org', value)}
        />
      ) : null}
      <Field label="Search Locations">
        <FilterTextInput
          search
          value={filters.search}
          onValueChange={(value) => setFilter('search', value)}
          placeholder="Name or location ID"
        />
      </Field>
    </FiltersPanel>
  );
}
