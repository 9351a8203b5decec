import { ACCOUNT_POSITION_LABELS } from '@chairside/domain';
import { MailPlus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import type { InviteRow } from '../api/get-invites.ts';
import { InviteStatusBadge } from './invite-status-badge.tsx';

interface InviteCardsProps {
  rows: InviteRow[];
  showOrganization: boolean;
  onDelete: (invite: InviteRow) => void;
  /** Emails a fresh link; offered on pending invites only. */
  onResend: (invite: InviteRow) => void;
  /** The id of the invite being resent, if any. */
  resending?: number | null;
}

/** The mobile invites list: one card per invite (SPEC §2, 768 px or narrower). */
export function InviteCards({
  rows,
  showOrganization,
  onDelete,
  onResend,
  resending,
}: InviteCardsProps) {
  return (
    <ul aria-label="Invites" className="grid grid-cols-1 gap-3">
      {rows.map((invite) => (
        <li key={invite.id}>
          <Card className="space-y-3 p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="truncate font-semibold">{invite.name}</h2>
                <p className="truncate text-sm text-muted-foreground">{invite.email}</p>
              </div>
              <InviteStatusBadge isVerified={invite.isVerified} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {showOrganization ? (
                <>
                  <dt className="text-muted-foreground">Organization</dt>
                  <dd className="min-w-0 break-words">{invite.organizationName}</dd>
                </>
              ) : null}
              <dt className="text-muted-foreground">Position</dt>
              <dd>{ACCOUNT_POSITION_LABELS[invite.position]}</dd>
              <dt className="text-muted-foreground">Job Title</dt>
              <dd className="min-w-0 break-words">{invite.jobTitle ?? 'Not set yet'}</dd>
            </dl>
            <div className="flex gap-2">
              {invite.isVerified ? null : (
                <Button
                  type="button"
                  variant="outline"
                  className="flex-1"
                  aria-label={`Resend invite to ${invite.name}`}
                  disabled={resending === invite.id}
                  onClick={() => onResend(invite)}
                >
                  <MailPlus aria-hidden />
                  Resend
                </Button>
              )}
              <Button
                type="button"
                variant="outline"
                className="flex-1 text-destructive hover:bg-destructive/10 hover:text-destructive"
                aria-label={`Delete invite for ${invite.name}`}
                onClick={() => onDelete(invite)}
              >
                <Trash2 aria-hidden />
                Delete
              </Button>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
