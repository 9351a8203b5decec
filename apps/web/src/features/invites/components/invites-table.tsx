import { ACCOUNT_POSITION_LABELS } from '@chairside/domain';
import { MailPlus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table.tsx';
import type { InviteRow } from '../api/get-invites.ts';
import { InviteStatusBadge } from './invite-status-badge.tsx';

interface InvitesTableProps {
  rows: InviteRow[];
  showOrganization: boolean;
  onDelete: (invite: InviteRow) => void;
  /** Emails a fresh link; offered on pending invites only. */
  onResend: (invite: InviteRow) => void;
  /** The id of the invite being resent, if any. */
  resending?: number | null;
  busy?: boolean;
}

/** The desktop invites table (SPEC §2), with Resend invite on pending rows. */
export function InvitesTable({
  rows,
  showOrganization,
  onDelete,
  onResend,
  resending,
  busy,
}: InvitesTableProps) {
  return (
    <Table aria-label="Invites" aria-busy={busy || undefined}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          {showOrganization ? <TableHead>Organization</TableHead> : null}
          <TableHead>Position</TableHead>
          <TableHead>Job Title</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((invite) => (
          <TableRow key={invite.id}>
            <TableCell className="font-medium">{invite.name}</TableCell>
            <TableCell className="break-all">{invite.email}</TableCell>
            {showOrganization ? <TableCell>{invite.organizationName}</TableCell> : null}
            <TableCell className="whitespace-nowrap">
              {ACCOUNT_POSITION_LABELS[invite.position]}
            </TableCell>
            <TableCell>
              {invite.jobTitle ?? <span className="text-muted-foreground">Not set yet</span>}
            </TableCell>
            <TableCell>
              <InviteStatusBadge isVerified={invite.isVerified} />
            </TableCell>
            <TableCell className="text-right whitespace-nowrap">
              {invite.isVerified ? null : (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-9"
                  aria-label={`Resend invite to ${invite.name}`}
                  title="Resend invite"
                  disabled={resending === invite.id}
                  onClick={() => onResend(invite)}
                >
                  <MailPlus aria-hidden />
                </Button>
              )}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-9 text-destructive hover:bg-destructive/10 hover:text-destructive"
                aria-label={`Delete invite for ${invite.name}`}
                title="Delete invite"
                onClick={() => onDelete(invite)}
              >
                <Trash2 aria-hidden />
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
