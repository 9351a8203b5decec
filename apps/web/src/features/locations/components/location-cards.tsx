import type { LocationRow } from '@chairside/domain';
import { Building2, Hash } from 'lucide-react';
import { FactCards } from '@/components/list/fact-cards.tsx';
import { LocationActions } from './location-actions.tsx';

interface LocationCardsProps {
  rows: LocationRow[];
  onView: (id: number) => void;
  showOrganization: boolean;
}

/** The phone list (768 px or narrower): one card per location. */
export function LocationCards({ rows, onView, showOrganization }: LocationCardsProps) {
  return (
    <FactCards
      label="Locations"
      rows={rows}
      title={(location) => location.name}
      facts={(location) => [
        {
          label: 'Location ID',
          icon: Hash,
          value: location.locationNumber,
          className: 'font-mono',
        },
        ...(showOrganization
          ? [{ label: 'Organization', icon: Building2, value: location.organization }]
          : []),
      ]}
      actions={(location) => <LocationActions location={location} onView={onView} layout="card" />}
    />
  );
}
