import { MAP_POSITION_ORDER } from '@chairside/domain';
import { format } from 'date-fns';
import { MapPinned } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/cn.ts';
import { useMapConfig } from '../api/get-map-config.ts';
import { useMapLocations } from '../api/get-map-locations.ts';
import { useShiftMonth, type NearFilter } from '../api/get-shifts.ts';
import { monthOf, toDateKey } from '../lib/calendar-dates.ts';
import { positionsByLocation } from '../lib/location-shifts.ts';
import type { UserLocation } from '../lib/use-user-location.ts';
import { LocationBanner } from './location-banner.tsx';
import { PositionDot } from './position-dot.tsx';

// Leaflet, react-leaflet and their stylesheets load with this chunk, only when the map opens.
const LeafletMap = lazy(() => import('./map/leaflet-map.tsx'));

/** Tall enough for a region's locations beside the day panel; the loading state keeps it. */
const MAP_SIZE = { height: '32rem' } as const;

interface ShiftsMapViewProps {
  /** The chosen day (local midnight). */
  day: Date;
  organizationId: number | null;
  /** The radius filter in miles (null: none), applied once the user's position is known. */
  radiusMiles: number | null;
  near: NearFilter | null;
  /** Issue #28 §1: the minimum rate in cents (null: any). */
  minRateCents?: number | null;
  userLocation: UserLocation;
  selectedLocationId: number | null;
  onSelectLocation: (id: number) => void;
  className?: string;
}

function locationsSummary(count: number, radiusMiles: number | null): string {
  const locations = `${count} ${count === 1 ? 'location' : 'locations'}`;
  return radiusMiles === null ? locations : `${locations} within ${radiusMiles} miles`;
}

/**
 * SPEC §2 map view: the location banner, one marker per location the user may see (within
 * the radius when one applies) and, in each popup, the chosen day's shifts there.
 */
export function ShiftsMapView({
  day,
  organizationId,
  radiusMiles,
  near,
  minRateCents = null,
  userLocation,
  selectedLocationId,
  onSelectLocation,
  className,
}: ShiftsMapViewProps) {
  const config = useMapConfig();
  const locations = useMapLocations({ organizationId, near });
  // Every location's shifts, whatever location the calendar is narrowed to.
  const shifts = useShiftMonth(monthOf(day), {
    organizationId,
    locationId: null,
    near,
    minRateCents,
  });
  const dateKey = toDateKey(day);
  const dayShifts = shifts.data?.byDate.get(dateKey);
  const positions = useMemo(
    () => (shifts.data ? positionsByLocation(dayShifts ?? []) : undefined),
    [shifts.data, dayShifts],
  );
  const shownRadius = near ? radiusMiles : null;
  // Issue #26 §11: a denial the browser already knew, with no radius chosen and nothing
  // asked, needs no alarm: the map shows its default view, and the radius filter says why it is
  // unavailable.
  const quietDenial =
    userLocation.status === 'denied' && !userLocation.asked && radiusMiles === null;

  return (
    <section
      aria-labelledby="shifts-map-title"
      className={cn(
        'space-y-3 rounded-lg border bg-card p-3 text-card-foreground shadow-sm sm:p-4',
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="shifts-map-title" className="text-base font-semibold sm:text-lg">
          Locations map
        </h2>
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {locations.data ? locationsSummary(locations.data.length, shownRadius) : null}
        </p>
      </div>
      {quietDenial ? null : (
        <LocationBanner status={userLocation.status} onRetry={userLocation.retry} />
      )}
      {locations.error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {locations.error.message}
        </p>
      ) : null}
      {config.error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          Map tiles are unavailable: {config.error.message}
        </p>
      ) : null}
      <div className="relative overflow-hidden rounded-md border bg-muted" style={MAP_SIZE}>
        <Suspense fallback={<MapLoading />}>
          <LeafletMap
            tileUrl={config.data?.tileUrl}
            locations={locations.data ?? []}
            positions={positions}
            shiftsError={shifts.error?.message}
            userPosition={userLocation.position}
            radiusMiles={shownRadius}
            selectedLocationId={selectedLocationId}
            onSelectLocation={onSelectLocation}
            dayLabel={format(day, 'EEEE, MMM d')}
          />
        </Suspense>
        {locations.isFetching ? (
          <span className="absolute top-3 right-3 rounded-full bg-card p-1 shadow-sm">
            <Spinner className="size-4 text-primary" label="Loading locations" />
          </span>
        ) : null}
      </div>
      <MapLegend />
    </section>
  );
}

function MapLoading() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 text-sm text-muted-foreground">
      <MapPinned aria-hidden className="size-8 text-primary" />
      <span className="flex items-center gap-2">
        <Spinner className="size-4" label="Loading map" />
        <span aria-hidden>Loading map...</span>
      </span>
    </div>
  );
}

/** What the popup dots mean, in the popups' order. */
function MapLegend() {
  return (
    <ul
      aria-label="Position colours"
      className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
    >
      {MAP_POSITION_ORDER.map((group) => (
        <li key={group} className="flex items-center gap-1.5">
          <PositionDot group={group} decorative className="size-2.5" />
          {group}
        </li>
      ))}
    </ul>
  );
}
