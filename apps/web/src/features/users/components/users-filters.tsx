import { USER_STATUS_FILTERS } from '@chairside/domain';
import { useId } from 'react';
import { FiltersPanel } from '@/components/list/filters-panel.tsx';
import { OrganizationFilterField } from '@/components/list/organization-filter-field.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Label } from '@/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { FilterTextInput } from '@/components/list/filter-text-input.tsx';

export type UserFilterKey = 'org' | 'search' | 'status';

interface UsersFiltersProps {
  id: string;
  open: boolean;
  filters: Record<UserFilterKey, string>;
  activeCount: number;
  setFilter: (key: UserFilterKey, value: string) => void;
  reset: () => void;
  /** Organization-bound users see only their organization: no Organization filter (SPEC §6). */
  showOrganization: boolean;
}

/** SPEC §2 Users filters: Organization, Search Users and Status, all in the URL. */
export function UsersFilters({
  id,
  open,
  filters,
  activeCount,
  setFilter,
  reset,
  showOrganization,
}: UsersFiltersProps) {
  const statusId = useId();
  return (
    <FiltersPanel id={id} open={open} activeCount={activeCount} onReset={reset}>
      {showOrganization ? (
        <OrganizationFilterField
          value={filters.org}
          onChange={(value) => setFilter('org', value)}
        />
      ) : null}
      <Field label="Search Users">
        <FilterTextInput
          search
          value={filters.search}
          onValueChange={(value) => setFilter('search', value)}
          placeholder="Name or email"
        />
      </Field>
      <div className="grid gap-2">
        <Label htmlFor={statusId}>Status</Label>
        <Select
          value={
            USER_STATUS_FILTERS.some((option) => option.value === filters.status)
              ? filters.status
              : 'all'
          }
          onValueChange={(value) => setFilter('status', value === 'all' ? '' : value)}
        >
          <SelectTrigger id={statusId}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {USER_STATUS_FILTERS.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </FiltersPanel>
  );
}
