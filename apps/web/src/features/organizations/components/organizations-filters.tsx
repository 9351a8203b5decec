import { US_STATES } from '@chairside/domain';
import { FilterTextInput } from '@/components/list/filter-text-input.tsx';
import { FiltersPanel } from '@/components/list/filters-panel.tsx';
import { Field } from '@/components/ui/field.tsx';
import { OptionSelect } from '@/components/ui/select.tsx';
import type { OrganizationFilterKey } from '../api/get-organizations.ts';

/** Radix Select items need a non-empty value; this one stands for "no state filter". */
const ALL_STATES = 'all';
const STATE_FILTER_OPTIONS = [
  { value: ALL_STATES, label: 'All States' },
  ...US_STATES.map((state) => ({ value: state.code, label: state.name })),
];

function isKnownState(code: string): boolean {
  return US_STATES.some((state) => state.code === code);
}

interface OrganizationsFiltersProps {
  id: string;
  open: boolean;
  filters: Record<OrganizationFilterKey, string>;
  activeCount: number;
  setFilter: (key: OrganizationFilterKey, value: string) => void;
  reset: () => void;
}

/** SPEC §2 organization filters: State, City, Organization Admin and Search Organization. */
export function OrganizationsFilters({
  id,
  open,
  filters,
  activeCount,
  setFilter,
  reset,
}: OrganizationsFiltersProps) {
  return (
    <FiltersPanel id={id} open={open} activeCount={activeCount} onReset={reset}>
      <Field label="State">
        <OptionSelect
          options={STATE_FILTER_OPTIONS}
          value={isKnownState(filters.state) ? filters.state : ALL_STATES}
          onValueChange={(value) => setFilter('state', value === ALL_STATES ? '' : value)}
        />
      </Field>
      <Field label="City">
        <FilterTextInput value={filters.city} onValueChange={(value) => setFilter('city', value)} />
      </Field>
      <Field label="Organization Admin">
        <FilterTextInput
          value={filters.admin}
          onValueChange={(value) => setFilter('admin', value)}
          placeholder="Admin or manager name"
        />
      </Field>
      <Field label="Search Organization">
        <FilterTextInput
          search
          value={filters.search}
          onValueChange={(value) => setFilter('search', value)}
          placeholder="Organization name"
        />
      </Field>
    </FiltersPanel>
  );
}
