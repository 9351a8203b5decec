import { canManageShiftTemplates, type LocationRow } from '@chairside/domain';
import { LayoutTemplate } from 'lucide-react';
import { DialogShell } from '@/components/dialog-shell.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useLazyDialogOpen } from '@/components/ui/use-lazy-dialog-open.ts';
import { useSignedInUser } from '@/lib/current-user.ts';
import { lazyWithPreload } from '@/lib/lazy-with-preload.ts';

/* The list and its forms load when the dialog is about to open (DESIGN §10 shell budget). */
const TemplatesList = lazyWithPreload(
  () => import('./shift-templates-list.tsx'),
  (module) => module.ShiftTemplatesList,
);

interface ShiftTemplatesDialogProps {
  location: LocationRow;
  className?: string;
}

/** A location's 'Shift Templates' action, for those who may post shifts there. */
export function ShiftTemplatesDialog({ location, className }: ShiftTemplatesDialogProps) {
  const user = useSignedInUser();
  const [open, setOpen] = useLazyDialogOpen();
  if (!canManageShiftTemplates(user, { locationId: location.id })) return null;
  return (
    <DialogShell
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          type="button"
          variant="outline"
          size="sm"
          className={className}
          aria-label={`Shift Templates of ${location.name}`}
          onPointerEnter={TemplatesList.preload}
          onFocus={TemplatesList.preload}
        >
          <LayoutTemplate aria-hidden />
          Shift Templates
        </Button>
      }
      title="Shift Templates"
      description={`Shifts ${location.name} posts often, to start Add Shift from.`}
      className="sm:max-w-xl"
    >
      {open ? <TemplatesList.Component locationId={location.id} /> : null}
    </DialogShell>
  );
}
