import type { MapLocation } from '@chairside/domain';
import { distanceLabel, type PositionCount } from '../lib/location-shifts.ts';
import { PositionDot } from './position-dot.tsx';

interface LocationPopupContentProps {
  location: Pick<MapLocation, 'name' | 'locationNumber' | 'organizationName' | 'distanceMiles'>;
  /** SPEC §2: the distance shows only while a radius is set. */
  showDistance: boolean;
  /** The chosen day's shifts here by position group, in map order; undefined while loading. */
  positions: readonly PositionCount[] | undefined;
  /** The chosen day, for example 'Monday, Nov 23'. */
  dayLabel: string;
  /** The day's shifts could not be loaded. */
  error?: string;
}

function shiftCount({ count, unassigned }: PositionCount): string {
  const shifts = `${count} ${count === 1 ? 'shift' : 'shifts'}`;
  return unassigned > 0 ? `${shifts}, ${unassigned} unassigned` : shifts;
}

/**
 * What a location's map popup says (SPEC §2): name, location number, the distance when a
 * radius is set, and a coloured dot per position with shifts on the chosen day (Front Desk,
 * Dental Assistant, Doctor, Hygienist), or 'No shifts scheduled for this date'.
 */
export function LocationPopupContent({
  location,
  showDistance,
  positions,
  dayLabel,
  error,
}: LocationPopupContentProps) {
  return (
    <div className="min-w-48 space-y-2 text-sm" data-testid="location-popup">
      <div>
        <h3 className="text-base leading-tight font-semibold">{location.name}</h3>
        <p className="text-xs text-muted-foreground">{location.organizationName}</p>
      </div>
      <p>Location #{location.locationNumber}</p>
      {showDistance && location.distanceMiles !== null ? (
        <p className="font-medium text-primary">{distanceLabel(location.distanceMiles)}</p>
      ) : null}
      <div className="space-y-1 border-t pt-3">
        <p className="text-xs font-medium text-muted-foreground">{dayLabel}</p>
        {error ? (
          <p className="text-destructive">{error}</p>
        ) : positions === undefined ? (
          <p className="text-muted-foreground">Loading shifts...</p>
        ) : positions.length === 0 ? (
          <p>No shifts scheduled for this date</p>
        ) : (
          <ul className="space-y-1" aria-label={`Shifts on ${dayLabel}`}>
            {positions.map((entry) => (
              <li key={entry.group} className="flex items-center gap-2" data-group={entry.group}>
                <PositionDot group={entry.group} decorative className="size-2.5" />
                <span className="font-medium">{entry.group}</span>
                <span className="ml-auto text-xs text-muted-foreground">{shiftCount(entry)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
