import { Plus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { ButtonDialog } from '@/components/button-dialog.tsx';

// The form loads when the dialog opens, not in the page's first bundle (DESIGN §10: 250 kB).
const CreateInviteForm = lazy(async () => ({
  default: (await import('./create-invite-form.tsx')).CreateInviteForm,
}));

/** The 'Add Invite' button and its 'Create Invite' dialog (SPEC §2). */
export function CreateInviteDialog() {
  return (
    <ButtonDialog
      icon={Plus}
      label="Add Invite"
      title="Create Invite"
      description="We will email them a link to set up their account and verify their phone."
    >
      {(close) => (
        <Suspense fallback={null}>
          <CreateInviteForm onCreated={close} />
        </Suspense>
      )}
    </ButtonDialog>
  );
}
