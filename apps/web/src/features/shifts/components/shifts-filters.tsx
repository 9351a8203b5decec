import { MINIMUM_RATE_CHOICES, PAY_LABELS, RADIUS_CHOICES } from '@chairside/domain';
import { FiltersPanel } from '@/components/list/filters-panel.tsx';
import { ComboboxFilterField } from '@/components/list/combobox-filter-field.tsx';
import { Field } from '@/components/ui/field.tsx';
import { OptionSelect } from '@/components/ui/select.tsx';
import { useLocationPicker } from '@/lib/pickers/use-location-picker.ts';
import { useOrganizationPicker } from '@/lib/pickers/use-organization-picker.ts';
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
const ANY_RATE = 'any';
const MINIMUM_RATE_FILTER_CHOICES = [
  { value: ANY_RATE, label: 'Any rate' },
  ...MINIMUM_RATE_CHOICES,
];
const RADIUS_FILTER_CHOICES = [{ value: NO_RADIUS, label: 'No radius' }, ...RADIUS_CHOICES];

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
  /** Professionals may ask for a minimum rate (issue #28 §1). */
  showMinimumRate?: boolean;
  /** The user's location state: a radius needs a position, so denial or error disable it. */
  locationStatus: LocationStatus;
}

/**
 * SPEC §2 shift filters: Organization, Location (narrowed to it), Radius, and for professionals
 * a Minimum rate (issue #28 §1); Reset and count. The
 * server searches the organizations and locations as the user types: a platform admin reaches
 * every one of them (DESIGN §10).
 */
export function ShiftsFilters({
  id,
  open,
  filters,
  activeCount,
  onChange,
  reset,
  showOrganization,
  showMinimumRate = false,
  locationStatus,
}: ShiftsFiltersProps) {
  const organizations = useOrganizationPicker(filters.org, showOrganization);
  const organizationId = showOrganization && filters.org ? Number(filters.org) : undefined;
  const locations = useLocationPicker(filters.location, organizationId);
  const radiusUnavailable = locationStatus === 'denied' || locationStatus === 'error';

  function chooseOrganization(org: string) {
    const label = organizations.options.find((option) => option.value === org)?.label;
    const location = locations.options.find((option) => option.value === filters.location);
    // SPEC §2: an organization's locations are labelled 'OrgLabel - '. Another organization's
    // location would match nothing: drop it with the change.
    const stillThere = !org || Boolean(label && location?.label.startsWith(`${label} - `));
    onChange(stillThere ? { org } : { org, location: '' });
  }

  return (
    <FiltersPanel id={id} open={open} activeCount={activeCount} onReset={reset}>
      {showOrganization ? (
        <ComboboxFilterField
          filter="organization"
          picker={organizations}
          value={filters.org}
          onChange={chooseOrganization}
          className="min-w-0"
        />
      ) : null}
      <ComboboxFilterField
        filter="location"
        picker={locations}
        value={filters.location}
        onChange={(location) => onChange({ location })}
        // A long 'Organization - Location' label truncates inside its column.
        className="min-w-0"
      />
      <Field label="Radius" hint={RADIUS_HINTS[locationStatus]}>
        <OptionSelect
          options={RADIUS_FILTER_CHOICES}
          value={filters.radius || NO_RADIUS}
          onValueChange={(value) => onChange({ radius: value === NO_RADIUS ? '' : value })}
          disabled={radiusUnavailable}
        />
      </Field>
      {showMinimumRate ? (
        <Field label={PAY_LABELS.minimumRate}>
          <OptionSelect
            options={MINIMUM_RATE_FILTER_CHOICES}
            value={filters.minRate || ANY_RATE}
            onValueChange={(value) => onChange({ minRate: value === ANY_RATE ? '' : value })}
          />
        </Field>
      ) : null}
    </FiltersPanel>
  );
}
