import { RADIUS_OPTIONS } from '@chairside/domain';
import { FiltersPanel } from '@/components/list/filters-panel.tsx';
import { ComboboxFilterField } from '@/components/list/combobox-filter-field.tsx';
import { Field } from '@/components/ui/field.tsx';
import { OptionSelect } from '@/components/ui/select.tsx';
import { locationsOfOrganization, useLocationOptions } from '@/lib/pickers/location-options.ts';
import { useOrganizationOptions } from '@/lib/pickers/organization-options.ts';
import type { LocationStatus } from '../lib/use-user-location.ts';
import type { ShiftFilterKey } from '../lib/use-shifts-params.ts';
import { LOCATION_TEXTS } from './location-banner.tsx';

/** What the Radius field says under itself in each location state (SPEC §8). */
const RADIUS_HINTS: Record<LocationStatus, string | undefined> = {
  idle: 'Uses your current location',
  requesting: LOCATION_TEXTS.requesting,
  granted: undefined,
  denied: LOCATION_TEXTS.radiusDenied,
  error: LOCATION_TEXTS.radiusError,
};

const NO_RADIUS = 'none';
const RADIUS_CHOICES = [
  { value: NO_RADIUS, label: 'No radius' },
  ...RADIUS_OPTIONS.map((miles) => ({ value: String(miles), label: `${miles} miles` })),
];

interface ShiftsFiltersProps {
  id: string;
  open: boolean;
  filters: Record<ShiftFilterKey, string>;
  activeCount: number;
  /** Writes one or more filters at once ('' clears one). */
  onChange: (patch: Partial<Record<ShiftFilterKey, string>>) => void;
  reset: () => void;
  /** Users without an organization may filter by one (SPEC §6). */
  showOrganization: boolean;
  /** The user's location state: a radius needs a position, so denial or error disable it. */
  locationStatus: LocationStatus;
}

/** SPEC §2 shift filters: Organization, Location (narrowed to it), Radius; Reset and count. */
export function ShiftsFilters({
  id,
  open,
  filters,
  activeCount,
  onChange,
  reset,
  showOrganization,
  locationStatus,
}: ShiftsFiltersProps) {
  const organizations = useOrganizationOptions(showOrganization);
  const locations = useLocationOptions('all');
  const radiusUnavailable = locationStatus === 'denied' || locationStatus === 'error';
  const organizationLabel = showOrganization
    ? organizations.data?.find((option) => String(option.value) === filters.org)?.label
    : undefined;
  const locationOptions = locationsOfOrganization(locations.data ?? [], organizationLabel);

  function chooseOrganization(org: string) {
    const label = organizations.data?.find((option) => String(option.value) === org)?.label;
    const stillThere = locationsOfOrganization(locations.data ?? [], label).some(
      (option) => String(option.value) === filters.location,
    );
    // A location of another organization would match nothing: drop it with the change.
    onChange(stillThere ? { org } : { org, location: '' });
  }

  return (
    <FiltersPanel id={id} open={open} activeCount={activeCount} onReset={reset}>
      {showOrganization ? (
        <ComboboxFilterField
          filter="organization"
          error={organizations.error?.message}
          options={organizations.data ?? []}
          value={filters.org}
          onChange={chooseOrganization}
          className="min-w-0"
        />
      ) : null}
      <ComboboxFilterField
        filter="location"
        error={locations.error?.message}
        options={locationOptions}
        value={filters.location}
        onChange={(location) => onChange({ location })}
        // A long 'Organization - Location' label truncates inside its column.
        className="min-w-0"
      />
      <Field label="Radius" hint={RADIUS_HINTS[locationStatus]}>
        <OptionSelect
          options={RADIUS_CHOICES}
          value={filters.radius || NO_RADIUS}
          onValueChange={(value) => onChange({ radius: value === NO_RADIUS ? '' : value })}
          disabled={radiusUnavailable}
        />
      </Field>
    </FiltersPanel>
  );
}
