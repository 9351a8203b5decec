import { FiltersPanel } from '@/components/list/filters-panel.tsx';
import { OrganizationFilterField } from '@/components/list/organization-filter-field.tsx';
import { Field } from '@/components/ui/field.tsx';
import { FilterTextInput } from '@/components/list/filter-text-input.tsx';

export type InviteFilterKey = 'org' | 'search';

interface InvitesFiltersProps {
  id: string;
  open: boolean;
  filters: Record<InviteFilterKey, string>;
  activeCount: number;
  setFilter: (key: InviteFilterKey, value: string) => void;
  reset: () => void;
  /** Organization-bound users see only their organization: no Organization filter (SPEC §6). */
  showOrganization: boolean;
}

/** SPEC §2 Invites filters: Organization and Search Invites, both in the URL. */
export function InvitesFilters({
  id,
  open,
  filters,
  activeCount,
  setFilter,
  reset,
  showOrganization,
}: InvitesFiltersProps) {
  return (
    <FiltersPanel id={id} open={open} activeCount={activeCount} onReset={reset}>
      {showOrganization ? (
        <OrganizationFilterField
          value={filters.org}
          onChange={(value) => setFilter('org', value)}
        />
      ) : null}
      <Field label="Search Invites">
        <FilterTextInput
          search
          value={filters.search}
          onValueChange={(value) => setFilter('search', value)}
          placeholder="Name or email"
        />
      </Field>
    </FiltersPanel>
  );
}
