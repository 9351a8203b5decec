import type { LocationRow } from '@chairside/domain';
import type { ListColumn } from '@/components/list/list-table.tsx';
import { LocationActions } from './location-actions.tsx';

/** The desktop table: Name, Location ID, Organization (SPEC §6: not for its members), Actions. */
export function locationColumns(
  onView: (id: number) => void,
  showOrganization: boolean,
): ListColumn<LocationRow>[] {
  return [
    { header: 'Name', cell: (location) => location.name, className: 'font-medium' },
    {
      header: 'Location ID',
      cell: (location) => location.locationNumber,
      className: 'font-mono text-sm tabular-nums',
    },
    ...(showOrganization
      ? [{ header: 'Organization', cell: (location: LocationRow) => location.organization }]
      : []),
    {
      header: 'Actions',
      headClassName: 'text-right',
      cell: (location) => <LocationActions location={location} onView={onView} layout="row" />,
    },
  ];
}
