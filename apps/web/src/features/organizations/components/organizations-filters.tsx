import { US_STATES } from '@chairside/domain';
import { ALL_FILTER_VALUE, SelectFilterField } from '@/components/list/select-filter-field.tsx';
import { TextFilterField } from '@/components/list/text-filter-field.tsx';
import type { ListParams } from '@/components/list/use-list-params.ts';
import type { OrganizationFilterKey } from '../api/get-organizations.ts';

const STATE_FILTER_OPTIONS = [
  { value: ALL_FILTER_VALUE, label: 'All States' },
  ...US_STATES.map((state) => ({ value: state.code, label: state.name })),
];

type OrganizationsFiltersProps = Pick<ListParams<OrganizationFilterKey>, 'filters' | 'setFilter'>;

/** SPEC §2 organization filters: State, City, Organization Admin and Search Organization. */
export function OrganizationsFilters({ filters, setFilter }: OrganizationsFiltersProps) {
  return (
    <>
      <SelectFilterField
        label="State"
        options={STATE_FILTER_OPTIONS}
        value={filters.state}
        onChange={(value) => setFilter('state', value)}
      />
      <TextFilterField
        label="City"
        value={filters.city}
        onChange={(value) => setFilter('city', value)}
      />
      <TextFilterField
        label="Organization Admin"
        value={filters.admin}
        onChange={(value) => setFilter('admin', value)}
        placeholder="Admin or manager name"
      />
      <TextFilterField
        label="Search Organization"
        search
        value={filters.search}
        onChange={(value) => setFilter('search', value)}
        placeholder="Organization name"
      />
    </>
  );
}
