import { Plus } from 'lucide-react';
import { ButtonDialog } from '@/components/button-dialog.tsx';
import { lazyWithPreload } from '@/lib/lazy-with-preload.ts';

/* The form loads when the dialog is about to open (DESIGN §10 budget of the Locations page). */
const LocationForm = lazyWithPreload(
  () => import('./create-location-form.tsx'),
  'CreateLocationForm',
);

/** The Create Location button and its dialog; the form resets on every open and close. */
export function CreateLocationDialog({ organizationId }: { organizationId: number | null }) {
  return (
    <ButtonDialog
      icon={Plus}
      preload={LocationForm.preload}
      title="Create Location"
      description="A practice where shifts take place."
      className="sm:max-w-2xl"
    >
      {(close) => <LocationForm.Component organizationId={organizationId} onCreated={close} />}
    </ButtonDialog>
  );
}
