import { Plus } from 'lucide-react';
import { ButtonDialog } from '@/components/button-dialog.tsx';
import { CreateLocationForm } from './create-location-form.tsx';

/** The Create Location button and its dialog; the form resets on every open and close. */
export function CreateLocationDialog({ organizationId }: { organizationId: number | null }) {
  return (
    <ButtonDialog
      icon={Plus}
      title="Create Location"
      description="A practice where shifts take place."
      className="sm:max-w-2xl"
    >
      {(close) => <CreateLocationForm organizationId={organizationId} onCreated={close} />}
    </ButtonDialog>
  );
}
