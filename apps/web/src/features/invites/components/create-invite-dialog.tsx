import { Plus } from 'lucide-react';
import { ButtonDialog } from '@/components/button-dialog.tsx';
import { CreateInviteForm } from './create-invite-form.tsx';

/** The 'Add Invite' button and its 'Create Invite' dialog (SPEC §2). */
export function CreateInviteDialog() {
  return (
    <ButtonDialog
      icon={Plus}
      label="Add Invite"
      title="Create Invite"
      description="We will email them a link to set up their account and verify their phone."
    >
      {(close) => <CreateInviteForm onCreated={close} />}
    </ButtonDialog>
  );
}
