import { ACCOUNT_POSITION_LABELS, type UserRow } from '@chairside/domain';
import { Eye } from 'lucide-react';
import { PersonCards } from '@/components/list/person-cards.tsx';
import { Button } from '@/components/ui/button.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';

interface UserCardsProps {
  rows: UserRow[];
  showOrganization: boolean;
  onView: (user: UserRow) => void;
}

/** The mobile users list: one card per user (SPEC §2, 768 px or narrower). */
export function UserCards({ rows, showOrganization, onView }: UserCardsProps) {
  return (
    <PersonCards
      label="Users"
      rows={rows}
      badge={(user) => <UserStatusBadge isActive={user.isActive} />}
      terms={(user) => [
        ...(showOrganization
          ? [
              {
                term: 'Organization',
                value:
                  user.organizationNames.length > 0 ? user.organizationNames.join(', ') : 'None',
                wrap: true,
              },
            ]
          : []),
        { term: 'Position', value: ACCOUNT_POSITION_LABELS[user.position] },
        { term: 'Job Title', value: user.jobTitle, wrap: true },
      ]}
      actions={(user) => (
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
      )}
    />
  );
}
