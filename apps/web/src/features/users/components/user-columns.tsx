import { ACCOUNT_POSITION_LABELS, type UserRow } from '@chairside/domain';
import { Eye } from 'lucide-react';
import type { ListColumn } from '@/components/list/list-table.tsx';
import { Button } from '@/components/ui/button.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';

/** The desktop users table (SPEC §2). */
export function userColumns(
  onView: (user: UserRow) => void,
  showOrganization: boolean,
): ListColumn<UserRow>[] {
  return [
    {
      header: 'Name',
      cell: (user) => (
        <>
          <div className="font-medium">{user.name}</div>
          <div className="text-xs text-muted-foreground">{user.email}</div>
        </>
      ),
    },
    ...(showOrganization
      ? [
          {
            header: 'Organization',
            cell: (user: UserRow) =>
              user.organizationNames.length > 0 ? (
                user.organizationNames.join(', ')
              ) : (
                <span className="text-muted-foreground">None</span>
              ),
          },
        ]
      : []),
    {
      header: 'Position',
      cell: (user) => ACCOUNT_POSITION_LABELS[user.position],
      className: 'whitespace-nowrap',
    },
    { header: 'Job Title', cell: (user) => user.jobTitle },
    { header: 'Status', cell: (user) => <UserStatusBadge isActive={user.isActive} /> },
    {
      header: 'Actions',
      headClassName: 'text-right',
      className: 'text-right',
      cell: (user) => (
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
      ),
    },
  ];
}
