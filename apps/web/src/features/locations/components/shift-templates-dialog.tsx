import { canManageShiftTemplates } from '@chairside/domain';
import { LayoutTemplate } from 'lucide-react';
import { ButtonDialog } from '@/components/button-dialog.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';
import { lazyWithPreload } from '@/lib/lazy-with-preload.ts';

/* The list and its forms load when the dialog is about to open (DESIGN §10 shell budget). */
const TemplatesList = lazyWithPreload(
  () => import('./shift-templates-list.tsx'),
  'ShiftTemplatesList',
);

/**
 * A location's 'Shift Templates' action, for those who may post shifts there: on the Locations
 * page, and as 'Manage Templates' in Add Shift (issue #26 §8, `label`).
 */
export function ShiftTemplatesDialog({
  location,
  label,
}: {
  location: { id: number; name: string };
  label?: string;
}) {
  const user = useSignedInUser();
  if (!canManageShiftTemplates(user, { locationId: location.id })) return null;
  return (
    <ButtonDialog
      icon={LayoutTemplate}
      // One button per row on the Locations page names its location; Add Shift has one.
      buttonName={label ? undefined : `Shift Templates of ${location.name}`}
      label={label}
      variant="outline"
      size="sm"
      preload={TemplatesList.preload}
      title="Shift Templates"
      description={`Shifts ${location.name} posts often, to start Add Shift from.`}
      className="sm:max-w-xl"
    >
      {() => <TemplatesList.Component locationId={location.id} />}
    </ButtonDialog>
  );
}
