import { ACCOUNT_POSITION_LABELS, type InviteRow } from '@chairside/domain';
import { PersonCards } from '@/components/list/person-cards.tsx';
import { InviteRowButtons, type InviteRowActions } from './invite-row-buttons.tsx';
import { InviteStatusBadge } from './invite-status-badge.tsx';

interface InviteCardsProps extends InviteRowActions {
  rows: InviteRow[];
  showOrganization: boolean;
}

/** The mobile invites list: one card per invite (SPEC §2, 768 px or narrower). */
export function InviteCards({ rows, showOrganization, ...actions }: InviteCardsProps) {
  return (
    <PersonCards
      label="Invites"
      rows={rows}
      badge={(invite) => <InviteStatusBadge isVerified={invite.isVerified} />}
      terms={(invite) => [
        ...(showOrganization
          ? [{ term: 'Organization', value: invite.organizationName, wrap: true }]
          : []),
        { term: 'Position', value: ACCOUNT_POSITION_LABELS[invite.position] },
        { term: 'Job Title', value: invite.jobTitle ?? 'Not set yet', wrap: true },
      ]}
      actions={(invite) => (
        <div className="flex gap-2">
          <InviteRowButtons invite={invite} layout="card" {...actions} />
        </div>
      )}
    />
  );
}
