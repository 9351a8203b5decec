import { ACCOUNT_POSITION_LABELS } from '@chairside/domain';
import { Eye } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import type { UserRow } from '../api/get-users.ts';
import { UserStatusBadge } from './user-status-badge.tsx';

interface UserCardsProps {
  rows: UserRow[];
  showOrganization: boolean;
  onView: (user: UserRow) => void;
}

/** The mobile users list: one card per user (SPEC §2, 768 px or narrower). */
export function UserCards({ rows, showOrganization, onView }: UserCardsProps) {
  return (
    <ul aria-label="Users" className="grid grid-cols-1 gap-3">
      {rows.map((user) => (
        <li key={user.id}>
          <Card className="space-y-3 p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="truncate font-semibold">{user.name}</h2>
                <p className="truncate text-sm text-muted-foreground">{user.email}</p>
              </div>
              <UserStatusBadge isActive={user.isActive} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {showOrganization ? (
                <>
                  <dt className="text-muted-foreground">Organization</dt>
                  <dd className="min-w-0 break-words">
                    {user.organizationNames.length > 0 ? user.organizationNames.join(', ') : 'None'}
                  </dd>
                </>
              ) : null}
              <dt className="text-muted-foreground">Position</dt>
              <dd>{ACCOUNT_POSITION_LABELS[user.position]}</dd>
              <dt className="text-muted-foreground">Job Title</dt>
              <dd className="min-w-0 break-words">{user.jobTitle}</dd>
            </dl>
            <Button
              type="button"
              variant="outline"
              className="w-full"
              aria-label={`View ${user.name}`}
              onClick={() => onView(user)}
            >
              <Eye aria-hidden />
              View
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
