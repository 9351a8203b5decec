import { FilterTextInput } from '@/components/list/filter-text-input.tsx';
import { FiltersPanel } from '@/components/list/filters-panel.tsx';
import { Combobox } from '@/components/ui/combobox.tsx';
import { Field } from '@/components/ui/field.tsx';
import { useOrganizationOptions } from '@/lib/option-queries.ts';
import type { LocationFilterKey } from '../api/get-locations.ts';

const ALL_ORGANIZATIONS = { value: '', label: 'All Organizations' };

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
  const organizations = useOrganizationOptions(showOrganization);
  const organizationOptions = [
    ALL_ORGANIZATIONS,
    ...(organizations.data ?? []).map((option) => ({
      value: String(option.value),
      label: option.label,
    })),
  ];

  return (
    <FiltersPanel id={id} open={open} activeCount={activeCount} onReset={reset}>
      {showOrganization ? (
        <Field label="Organization" error={organizations.error?.message}>
          <Combobox
            options={organizationOptions}
            value={filters.org}
            onChange={(value) => setFilter('org', value)}
            placeholder="All Organizations"
            searchPlaceholder="Search organizations..."
            emptyText="No organization found."
          />
        </Field>
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
