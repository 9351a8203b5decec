import { canEndSessionsOf, userEditRefusal, type UserDetail } from '@chairside/domain';
import { useState } from 'react';
import { useSignedInUser } from '@/lib/current-user.ts';
import { SignOutUserAction } from './sign-out-user-action.tsx';
import { UserDetailsView } from './user-details-view.tsx';
import { UserEditForm } from './user-edit-form.tsx';

/** A loaded user: view mode or, after Edit, edit mode (SPEC §4). */
export function UserDetailsPanel({ user }: { user: UserDetail }) {
  const actor = useSignedInUser();
  const [editing, setEditing] = useState(false);
  if (editing) return <UserEditForm user={user} onDone={() => setEditing(false)} />;
  // The rule that hides Edit also says why, so the reason cannot drift from the rule.
  const editRefusal = userEditRefusal(actor, user);
  return (
    <UserDetailsView
      user={user}
      onEdit={editRefusal === null ? () => setEditing(true) : undefined}
      editRefusal={editRefusal ?? undefined}
      signOutAction={canEndSessionsOf(actor, user) ? <SignOutUserAction user={user} /> : undefined}
    />
  );
}
