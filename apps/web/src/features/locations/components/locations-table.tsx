import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table.tsx';
import type { LocationRow } from '../api/get-locations.ts';
import { LocationActions } from './location-actions.tsx';

interface LocationsTableProps {
  rows: LocationRow[];
  onView: (id: number) => void;
  /** Hidden for organization-bound users (SPEC §6). */
  showOrganization: boolean;
  busy?: boolean;
}

/** The desktop list: Name, Location ID, Organization, Actions. */
export function LocationsTable({ rows, onView, showOrganization, busy }: LocationsTableProps) {
  return (
    <Table aria-label="Locations" aria-busy={busy || undefined}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Name</TableHead>
          <TableHead>Location ID</TableHead>
          {showOrganization ? <TableHead>Organization</TableHead> : null}
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((location) => (
          <TableRow key={location.id}>
            <TableCell className="font-medium">{location.name}</TableCell>
            <TableCell className="font-mono text-sm tabular-nums">
              {location.locationNumber}
            </TableCell>
            {showOrganization ? <TableCell>{location.organization}</TableCell> : null}
            <TableCell>
              <LocationActions
                location={location}
                onView={onView}
                className="flex-nowrap justify-end"
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
