import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table.tsx';
import type { OrganizationRow } from '../api/get-organizations.ts';
import { ManagerNames } from './manager-names.tsx';
import { OrganizationActions } from './organization-actions.tsx';

interface OrganizationsTableProps {
  rows: OrganizationRow[];
  onView: (id: number) => void;
  busy?: boolean;
}

/** The desktop list: Name, City, State, Organization Admin, Actions. */
export function OrganizationsTable({ rows, onView, busy }: OrganizationsTableProps) {
  return (
    <Table aria-label="Organizations" aria-busy={busy || undefined}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Name</TableHead>
          <TableHead>City</TableHead>
          <TableHead>State</TableHead>
          <TableHead>Organization Admin</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((organization) => (
          <TableRow key={organization.id}>
            <TableCell className="font-medium">{organization.name}</TableCell>
            <TableCell>{organization.city}</TableCell>
            <TableCell>{organization.stateCode}</TableCell>
            <TableCell>
              <ManagerNames names={organization.managerNames} />
            </TableCell>
            <TableCell>
              <OrganizationActions
                organization={organization}
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
