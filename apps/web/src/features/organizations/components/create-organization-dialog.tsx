import { Plus } from 'lucide-react';
import { ButtonDialog } from '@/components/button-dialog.tsx';
import { CreateOrganizationForm } from './create-organization-form.tsx';

/** The Create Organization button and its dialog; the form resets on every open and close. */
export function CreateOrganizationDialog() {
  return (
    <ButtonDialog
      icon={Plus}
      title="Create Organization"
      description="A dental organization that owns one or more locations."
      className="sm:max-w-2xl"
    >
      {(close) => <CreateOrganizationForm onCreated={close} />}
    </ButtonDialog>
  );
}
