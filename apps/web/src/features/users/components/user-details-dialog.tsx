import { lazy, Suspense } from 'react';
import { DialogShell } from '@/components/dialog-shell.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useUserDetail } from '../api/get-user.ts';

/*
 * View and edit modes (with react-hook-form, zod and the domain schemas) load when a user is
 * first opened, not with the list (DESIGN §10 shell budget), while the user is fetched.
 */
const UserDetailsPanel = lazy(async () => ({
  default: (await import('./user-details-panel.tsx')).UserDetailsPanel,
}));

function UserLoading() {
  return (
    <div className="flex justify-center py-10">
      <Spinner label="Loading user" />
    </div>
  );
}

/** The dialog's body: GET /users/:id, then the user's details (SPEC §4). */
function UserDetailsBody({ userId }: { userId: number }) {
  const query = useUserDetail(userId);
  if (query.isPending) return <UserLoading />;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {query.error.message}
      </p>
    );
  }
  return (
    <Suspense fallback={<UserLoading />}>
      <UserDetailsPanel user={query.data} />
    </Suspense>
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
  return (
    <DialogShell
      open={userId !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="User Details"
      description={
        userName ? `${userName}'s account, position and recent shifts.` : 'Account details.'
      }
      className="sm:max-w-2xl"
    >
      {userId !== null ? <UserDetailsBody userId={userId} /> : null}
    </DialogShell>
  );
}
