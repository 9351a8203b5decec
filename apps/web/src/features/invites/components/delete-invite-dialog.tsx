import { useRef } from 'react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useDeleteInvite } from '../api/delete-invite.ts';
import type { InviteRow } from '../api/get-invites.ts';

interface DeleteInviteDialogProps {
  /** The invite to delete; `null` keeps the dialog closed. */
  invite: InviteRow | null;
  onClose: () => void;
}

/** The 'Delete Invite' confirmation (SPEC §2); DELETE /invites/:id on Delete. */
export function DeleteInviteDialog({ invite, onClose }: DeleteInviteDialogProps) {
  const mutation = useDeleteInvite();
  // Opened from a row's button rather than a trigger: focus goes back there on Cancel.
  const opener = useRef<HTMLElement | null>(null);

  function handleOpenChange(open: boolean) {
    if (open || mutation.isPending) return;
    mutation.reset();
    onClose();
  }

  function confirm() {
    if (!invite) return;
    mutation.mutate(invite.id, {
      onSuccess: () => {
        toast.success('Invite Deleted', {
          description: `The invite for ${invite.name} was removed.`,
        });
        mutation.reset();
        onClose();
      },
    });
  }

  return (
    <AlertDialog open={invite !== null} onOpenChange={handleOpenChange}>
      <AlertDialogContent
        onOpenAutoFocus={() => {
          opener.current = document.activeElement as HTMLElement | null;
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Invite</AlertDialogTitle>
          <AlertDialogDescription>
            This invite will be removed and its link will stop working.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {invite ? (
          <p className="text-sm">
            <span className="font-medium">{invite.name}</span>{' '}
            <span className="text-muted-foreground">({invite.email})</span>
          </p>
        ) : null}
        {mutation.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {mutation.error.message}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={mutation.isPending}>Cancel</AlertDialogCancel>
          {/* Not an AlertDialogAction: that would close the dialog before the call answers. */}
          <Button
            type="button"
            variant="destructive"
            onClick={confirm}
            disabled={mutation.isPending}
          >
            {mutation.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
