import type { UserDetail } from '@chairside/domain';
import { toast } from 'sonner';
import { SignOutEverywhereDialog } from '@/components/sign-out-everywhere-dialog.tsx';
import { useSignOutUser } from '../api/sign-out-user.ts';

/** Ends every session of the person (a lost phone, someone leaving), after a confirmation. */
export function SignOutUserAction({ user }: { user: UserDetail }) {
  const action = useSignOutUser(user.id);
  return (
    <SignOutEverywhereDialog
      title={`Sign ${user.name} out of all devices?`}
      description="Every device signed in to this account is signed out at once. They sign in again with their password."
      action={action}
      onDone={() =>
        toast.success('Signed out', { description: `${user.name} was signed out of all devices.` })
      }
    />
  );
}
