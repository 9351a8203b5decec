import { MapPin, UserRound } from 'lucide-react';
import type { OrganizationRow } from '../api/get-organizations.ts';
import { ManagerNames } from './manager-names.tsx';
import { OrganizationActions } from './organization-actions.tsx';

interface OrganizationCardsProps {
  rows: OrganizationRow[];
  onView: (id: number) => void;
}

/** The phone list (768 px or narrower): one card per organization. */
export function OrganizationCards({ rows, onView }: OrganizationCardsProps) {
  return (
    <ul aria-label="Organizations" className="grid gap-3">
      {rows.map((organization) => (
        <li
          key={organization.id}
          className="rounded-lg border bg-card p-4 text-card-foreground shadow-sm"
        >
          <h2 className="text-base leading-snug font-semibold">{organization.name}</h2>
          <dl className="mt-2 grid gap-1.5 text-sm">
            <div className="flex items-start gap-2">
              <dt>
                <MapPin aria-hidden className="mt-0.5 size-4 text-muted-foreground" />
                <span className="sr-only">City and state</span>
              </dt>
              <dd>
                {organization.city}, {organization.stateCode}
              </dd>
            </div>
            <div className="flex items-start gap-2">
              <dt>
                <UserRound aria-hidden className="mt-0.5 size-4 text-muted-foreground" />
                <span className="sr-only">Organization Admin</span>
              </dt>
              <dd>
                <ManagerNames names={organization.managerNames} />
              </dd>
            </div>
          </dl>
          <OrganizationActions
            organization={organization}
            onView={onView}
            className="mt-4 [&>*]:flex-1"
          />
        </li>
      ))}
    </ul>
  );
}
