import { canEditUser, canEndSessionsOf } from '@chairside/domain';
import { useRef, useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';
import { useUserDetail } from '../api/get-user.ts';
import { SignOutUserAction } from './sign-out-user-action.tsx';
import { UserDetailsView } from './user-details-view.tsx';
import { UserEditForm } from './user-edit-form.tsx';

/** The dialog's body: GET /users/:id, then view mode or, after Edit, edit mode (SPEC §4). */
function UserDetailsBody({ userId }: { userId: number }) {
  const actor = useSignedInUser();
  const query = useUserDetail(userId);
  const [editing, setEditing] = useState(false);

  if (query.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading user" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {query.error.message}
      </p>
    );
  }
  const user = query.data;
  if (editing) return <UserEditForm user={user} onDone={() => setEditing(false)} />;
  return (
    <UserDetailsView
      user={user}
      onEdit={canEditUser(actor, user) ? () => setEditing(true) : undefined}
      signOutAction={canEndSessionsOf(actor, user) ? <SignOutUserAction user={user} /> : undefined}
    />
  );
}

interface UserDetailsDialogProps {
  /** The user shown; `null` keeps the dialog closed. */
  userId: number | null;
  /** A name to show in the description while the details load. */
  userName?: string;
  onClose: () => void;
}

/** 'User Details' (SPEC §2). Closing it drops edit mode, so it always reopens in view mode. */
export function UserDetailsDialog({ userId, userName, onClose }: UserDetailsDialogProps) {
  // Opened from a row's button rather than a DialogTrigger: focus goes back there on close.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={userId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="sm:max-w-2xl"
        onOpenAutoFocus={() => {
          opener.current = document.activeElement as HTMLElement | null;
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>User Details</DialogTitle>
          <DialogDescription>
            {userName ? `${userName}'s account, position and recent shifts.` : 'Account details.'}
          </DialogDescription>
        </DialogHeader>
        {userId !== null ? <UserDetailsBody userId={userId} /> : null}
      </DialogContent>
    </Dialog>
  );
}
