import { ACCOUNT_POSITION_LABELS } from '@chairside/domain';
import { Eye } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table.tsx';
import type { UserRow } from '../api/get-users.ts';
import { UserStatusBadge } from './user-status-badge.tsx';

interface UsersTableProps {
  rows: UserRow[];
  showOrganization: boolean;
  onView: (user: UserRow) => void;
  busy?: boolean;
}

/** The desktop users table (SPEC §2). */
export function UsersTable({ rows, showOrganization, onView, busy }: UsersTableProps) {
  return (
    <Table aria-label="Users" aria-busy={busy || undefined}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Name</TableHead>
          {showOrganization ? <TableHead>Organization</TableHead> : null}
          <TableHead>Position</TableHead>
          <TableHead>Job Title</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((user) => (
          <TableRow key={user.id}>
            <TableCell>
              <div className="font-medium">{user.name}</div>
              <div className="text-xs text-muted-foreground">{user.email}</div>
            </TableCell>
            {showOrganization ? (
              <TableCell>
                {user.organizationNames.length > 0 ? (
                  user.organizationNames.join(', ')
                ) : (
                  <span className="text-muted-foreground">None</span>
                )}
              </TableCell>
            ) : null}
            <TableCell className="whitespace-nowrap">
              {ACCOUNT_POSITION_LABELS[user.position]}
            </TableCell>
            <TableCell>{user.jobTitle}</TableCell>
            <TableCell>
              <UserStatusBadge isActive={user.isActive} />
            </TableCell>
            <TableCell className="text-right">
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={`View ${user.name}`}
                onClick={() => onView(user)}
              >
                <Eye aria-hidden />
                View
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
