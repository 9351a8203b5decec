import type { InviteRow } from '@chairside/domain';
import { toast } from 'sonner';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog.tsx';
import { useDeleteInvite } from '../api/delete-invite.ts';

interface DeleteInviteDialogProps {
  /** The invite to delete; `null` keeps the dialog closed. */
  invite: InviteRow | null;
  onClose: () => void;
}

/** The 'Delete Invite' confirmation (SPEC §2); DELETE /invites/:id on Delete. */
export function DeleteInviteDialog({ invite, onClose }: DeleteInviteDialogProps) {
  const mutation = useDeleteInvite();
  return (
    <ConfirmActionDialog
      open={invite !== null}
      onClose={onClose}
      title="Delete Invite"
      description="This invite will be removed and its link will stop working."
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      action={mutation}
      // Delete can only be pressed while an invite is shown.
      variables={invite?.id ?? 0}
      onDone={() =>
        toast.success('Invite Deleted', {
          description: `The invite for ${invite?.name} was removed.`,
        })
      }
    >
      {invite ? (
        <p className="text-sm">
          <span className="font-medium">{invite.name}</span>{' '}
          <span className="text-muted-foreground">({invite.email})</span>
        </p>
      ) : null}
    </ConfirmActionDialog>
  );
}
