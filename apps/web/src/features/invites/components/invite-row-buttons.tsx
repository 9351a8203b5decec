import type { InviteRow } from '@chairside/domain';
import { MailPlus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

export interface InviteRowActions {
  onDelete: (invite: InviteRow) => void;
  /** Emails a fresh link; offered on pending invites only. */
  onResend: (invite: InviteRow) => void;
  /** The id of the invite being resent, if any. */
  resending?: number | null;
}

interface InviteRowButtonsProps extends InviteRowActions {
  invite: InviteRow;
  /** A card's buttons are labelled and share its width; a table row's are icons. */
  layout: 'card' | 'row';
}

/** An invite's Resend (pending invites only) and Delete buttons. */
export function InviteRowButtons({
  invite,
  onDelete,
  onResend,
  resending,
  layout,
}: InviteRowButtonsProps) {
  const card = layout === 'card';
  const size = card ? undefined : 'icon';
  const variant = card ? 'outline' : 'ghost';
  const shape = card ? 'flex-1' : 'size-9';
  return (
    <>
      {invite.isVerified ? null : (
        <Button
          type="button"
          variant={variant}
          size={size}
          className={shape}
          aria-label={`Resend invite to ${invite.name}`}
          title={card ? undefined : 'Resend invite'}
          disabled={resending === invite.id}
          onClick={() => onResend(invite)}
        >
          <MailPlus aria-hidden />
          {card ? 'Resend' : null}
        </Button>
      )}
      <Button
        type="button"
        variant={variant}
        size={size}
        className={`${shape} text-destructive hover:bg-destructive/10 hover:text-destructive`}
        aria-label={`Delete invite for ${invite.name}`}
        title={card ? undefined : 'Delete invite'}
        onClick={() => onDelete(invite)}
      >
        <Trash2 aria-hidden />
        {card ? 'Delete' : null}
      </Button>
    </>
  );
}
