import type { OrganizationRow } from '@chairside/domain';
import { MapPin, UserRound } from 'lucide-react';
import { FactCards } from '@/components/list/fact-cards.tsx';
import { ManagerNames } from './manager-names.tsx';
import { OrganizationActions } from './organization-actions.tsx';

interface OrganizationCardsProps {
  rows: OrganizationRow[];
  onView: (id: number) => void;
}

/** The phone list (768 px or narrower): one card per organization. */
export function OrganizationCards({ rows, onView }: OrganizationCardsProps) {
  return (
    <FactCards
      label="Organizations"
      rows={rows}
      title={(organization) => organization.name}
      facts={(organization) => [
        {
          label: 'City and state',
          icon: MapPin,
          value: (
            <>
              {organization.city}, {organization.stateCode}
            </>
          ),
        },
        {
          label: 'Organization Admin',
          icon: UserRound,
          value: <ManagerNames names={organization.managerNames} />,
        },
      ]}
      actions={(organization) => (
        <OrganizationActions organization={organization} onView={onView} layout="card" />
      )}
    />
  );
}
