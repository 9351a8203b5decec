import {
  REPORT_STATUS_FILTERS,
  REPORT_TIME_RANGES,
  type Option,
  type ReportTimeRange,
} from '@chairside/domain';
import { FiltersPanel } from '@/components/list/filters-panel.tsx';
import { ComboboxFilterField } from '@/components/list/combobox-filter-field.tsx';
import { Field } from '@/components/ui/field.tsx';
import { OptionSelect } from '@/components/ui/select.tsx';
import { useLocationOptions } from '@/lib/pickers/location-options.ts';
import { useLocationPicker } from '@/lib/pickers/use-location-picker.ts';
import { useOrganizationPicker } from '@/lib/pickers/use-organization-picker.ts';
import { useUserPicker } from '@/lib/pickers/use-user-picker.ts';
import { presetDates, TIME_RANGE_LABELS, type ReportDates } from '../lib/date-range.ts';
import { ReportDateField } from './report-date-field.tsx';
import type {
  ReportFilterValues,
  ReportParamKey,
  ReportStatusFilter,
} from '../lib/use-report-params.ts';

const TIME_RANGE_OPTIONS = REPORT_TIME_RANGES.map((range) => ({
  value: range,
  label: TIME_RANGE_LABELS[range],
}));

const STATUS_OPTIONS = REPORT_STATUS_FILTERS.map((status: ReportStatusFilter) => ({
  value: status,
  label: status,
}));

export interface ReportScope {
  /** Users without an organization may filter by one (SPEC §6). */
  showOrganization: boolean;
  /** The organization whose locations and users the filters offer, when there is one. */
  organizationId: string | undefined;
  /** The locations the report is confined to (reportLocationScope); null: all within reach. */
  locationIds: readonly number[] | null;
}

interface ReportFiltersProps {
  id: string;
  open: boolean;
  filters: ReportFilterValues;
  /** The dates the report covers: a preset's (read-only) or the custom range's. */
  dates: ReportDates;
  /** Why the custom range cannot be run, shown under the offending date. */
  dateError?: { field: 'startDate' | 'endDate'; message: string };
  activeCount: number;
  scope: ReportScope;
  today: Date;
  onChange: (patch: Partial<Record<ReportParamKey, string>>) => void;
  onReset: () => void;
}

/**
 * SPEC §2 report filters: Time Range, Start and End Date, Status, Assigned User, Location and
 * (users without an organization) Organization, with Reset Filters and the active count. The
 * dates always show what the range covers; they are editable for a Custom range only.
 */
export function ReportFilters({
  id,
  open,
  filters,
  dates,
  dateError,
  activeCount,
  scope,
  today,
  onChange,
  onReset,
}: ReportFiltersProps) {
  const organizationId = scope.organizationId ? Number(scope.organizationId) : undefined;
  const organizations = useOrganizationPicker(filters.org, scope.showOrganization);
  // A platform admin reaches every location and user, so the server searches them (DESIGN §10);
  // an organization's own locations are one list, which a location manager's narrow further.
  const searchedLocations = useLocationPicker(
    filters.location,
    organizationId,
    scope.showOrganization,
  );
  const ownLocations = useLocationOptions(
    scope.showOrganization ? null : (organizationId ?? 'all'),
  );
  // An organization-bound user's people are their organization's already (docs/API.md tenancy).
  const users = useUserPicker(filters.user, scope.showOrganization ? organizationId : undefined);
  const isCustom = filters.range === 'custom';
  const dateFieldProps = { dates, editable: isCustom, error: dateError, onChange };

  const ownLocationOptions = (ownLocations.data ?? []).filter(
    (option: Option) => scope.locationIds === null || scope.locationIds.includes(option.value),
  );

  function chooseRange(value: string) {
    const range = value as ReportTimeRange;
    if (range === 'custom') {
      // A custom range starts from the dates on screen, for the user to adjust.
      const current = filters.range === 'custom' ? dates : presetDates(filters.range, today);
      onChange({ range, start: current.startDate, end: current.endDate });
    } else {
      onChange({ range, start: '', end: '' });
    }
  }

  return (
    <FiltersPanel
      id={id}
      open={open}
      activeCount={activeCount}
      onReset={onReset}
      resetLabel="Reset Filters"
    >
      <Field label="Time Range">
        <OptionSelect
          options={TIME_RANGE_OPTIONS}
          value={filters.range}
          onValueChange={chooseRange}
        />
      </Field>
      <ReportDateField end="start" {...dateFieldProps} />
      <ReportDateField end="end" {...dateFieldProps} />
      <Field label="Status">
        <OptionSelect
          options={STATUS_OPTIONS}
          value={filters.status}
          onValueChange={(status) => onChange({ status })}
        />
      </Field>
      {scope.showOrganization ? (
        <ComboboxFilterField
          filter="organization"
          picker={organizations}
          value={filters.org}
          // Another organization's location or user would match nothing: drop them.
          onChange={(org) =>
            onChange(org === filters.org ? { org } : { org, location: '', user: '' })
          }
        />
      ) : null}
      {scope.showOrganization ? (
        <ComboboxFilterField
          filter="location"
          picker={searchedLocations}
          value={filters.location}
          onChange={(location) => onChange({ location })}
        />
      ) : (
        <ComboboxFilterField
          filter="location"
          error={ownLocations.error?.message}
          options={ownLocationOptions}
          value={filters.location}
          onChange={(location) => onChange({ location })}
        />
      )}
      <ComboboxFilterField
        filter="user"
        picker={users}
        value={filters.user}
        onChange={(user) => onChange({ user })}
      />
    </FiltersPanel>
  );
}
