import { Building2, Hash } from 'lucide-react';
import type { LocationRow } from '../api/get-locations.ts';
import { LocationActions } from './location-actions.tsx';

interface LocationCardsProps {
  rows: LocationRow[];
  onView: (id: number) => void;
  showOrganization: boolean;
}

/** The phone list (768 px or narrower): one card per location. */
export function LocationCards({ rows, onView, showOrganization }: LocationCardsProps) {
  return (
    <ul aria-label="Locations" className="grid gap-3">
      {rows.map((location) => (
        <li
          key={location.id}
          className="rounded-lg border bg-card p-4 text-card-foreground shadow-sm"
        >
          <h2 className="text-base leading-snug font-semibold">{location.name}</h2>
          <dl className="mt-2 grid gap-1.5 text-sm">
            <div className="flex items-start gap-2">
              <dt>
                <Hash aria-hidden className="mt-0.5 size-4 text-muted-foreground" />
                <span className="sr-only">Location ID</span>
              </dt>
              <dd className="font-mono">{location.locationNumber}</dd>
            </div>
            {showOrganization ? (
              <div className="flex items-start gap-2">
                <dt>
                  <Building2 aria-hidden className="mt-0.5 size-4 text-muted-foreground" />
                  <span className="sr-only">Organization</span>
                </dt>
                <dd>{location.organization}</dd>
              </div>
            ) : null}
          </dl>
          <LocationActions location={location} onView={onView} className="mt-4 [&>*]:flex-1" />
        </li>
      ))}
    </ul>
  );
}
