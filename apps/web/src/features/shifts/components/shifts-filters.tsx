import { RADIUS_OPTIONS, type Option } from '@chairside/domain';
import { FiltersPanel } from '@/components/list/filters-panel.tsx';
import { Combobox } from '@/components/ui/combobox.tsx';
import { Field } from '@/components/ui/field.tsx';
import { OptionSelect } from '@/components/ui/select.tsx';
import { useOrganizationOptions } from '@/lib/option-queries.ts';
import { locationsOfOrganization, useAllLocationOptions } from '../api/get-location-options.ts';
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

function toChoices(options: readonly Option[] | undefined, all: string) {
  return [
    { value: '', label: all },
    ...(options ?? []).map((option) => ({ value: String(option.value), label: option.label })),
  ];
}

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
  const locations = useAllLocationOptions();
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
        <Field label="Organization" error={organizations.error?.message}>
          <Combobox
            options={toChoices(organizations.data, 'All Organizations')}
            value={filters.org}
            onChange={chooseOrganization}
            placeholder="All Organizations"
            searchPlaceholder="Search organizations..."
            emptyText="No organization found."
            className="min-w-0"
          />
        </Field>
      ) : null}
      <Field label="Location" error={locations.error?.message}>
        <Combobox
          options={toChoices(locationOptions, 'All Locations')}
          value={filters.location}
          onChange={(location) => onChange({ location })}
          placeholder="All Locations"
          searchPlaceholder="Search locations..."
          emptyText="No location found."
          // A long 'Organization - Location' label truncates inside its column.
          className="min-w-0"
        />
      </Field>
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
