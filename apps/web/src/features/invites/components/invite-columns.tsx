import { ACCOUNT_POSITION_LABELS, type InviteRow } from '@chairside/domain';
import type { ListColumn } from '@/components/list/list-table.tsx';
import { InviteRowButtons, type InviteRowActions } from './invite-row-buttons.tsx';
import { InviteStatusBadge } from './invite-status-badge.tsx';

/** The desktop invites table (SPEC §2), with Resend invite on pending rows. */
export function inviteColumns(
  actions: InviteRowActions,
  showOrganization: boolean,
): ListColumn<InviteRow>[] {
  return [
    { header: 'Name', cell: (invite) => invite.name, className: 'font-medium' },
    { header: 'Email', cell: (invite) => invite.email, className: 'break-all' },
    ...(showOrganization
      ? [{ header: 'Organization', cell: (invite: InviteRow) => invite.organizationName }]
      : []),
    {
      header: 'Position',
      cell: (invite) => ACCOUNT_POSITION_LABELS[invite.position],
      className: 'whitespace-nowrap',
    },
    {
      header: 'Job Title',
      cell: (invite) =>
        invite.jobTitle ?? <span className="text-muted-foreground">Not set yet</span>,
    },
    { header: 'Status', cell: (invite) => <InviteStatusBadge isVerified={invite.isVerified} /> },
    {
      header: 'Actions',
      headClassName: 'text-right',
      className: 'text-right whitespace-nowrap',
      cell: (invite) => <InviteRowButtons invite={invite} layout="row" {...actions} />,
    },
  ];
}
