import { shiftTemplateHours, type ShiftTemplate } from '@chairside/domain';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog.tsx';
import { DialogShell } from '@/components/dialog-shell.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useShiftTemplates } from '@/lib/shift-templates.ts';
import { useDeleteShiftTemplate } from '../api/shift-templates.ts';
import { ShiftTemplateForm } from './shift-template-form.tsx';

interface TemplateFormDialogProps {
  locationId: number;
  template?: ShiftTemplate;
  trigger: ReactNode;
}

/** Add Template or Edit, over the list: closing it returns to the list. */
function TemplateFormDialog({ locationId, template, trigger }: TemplateFormDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <DialogShell
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={template ? 'Edit Template' : 'Add Template'}
      description="Add Shift fills these fields from the template; the date is chosen each time."
      className="sm:max-w-2xl"
    >
      <ShiftTemplateForm
        locationId={locationId}
        template={template}
        onDone={() => setOpen(false)}
      />
    </DialogShell>
  );
}

function TemplateRow({ locationId, template }: { locationId: number; template: ShiftTemplate }) {
  const remove = useDeleteShiftTemplate(locationId);
  return (
    <li className="flex flex-col gap-2 rounded-lg border bg-card p-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-medium">{template.name}</p>
        <p className="text-sm text-muted-foreground">
          {template.position}
          {template.specialty ? ` (${template.specialty})` : ''} · {shiftTemplateHours(template)}
        </p>
      </div>
      <div className="flex gap-2">
        <TemplateFormDialog
          locationId={locationId}
          template={template}
          trigger={
            <Button type="button" variant="outline" size="sm" aria-label={`Edit ${template.name}`}>
              <Pencil aria-hidden />
              Edit
            </Button>
          }
        />
        <ConfirmActionDialog
          trigger={{
            icon: Trash2,
            label: 'Delete',
            name: `Delete ${template.name}`,
            variant: 'outline',
            size: 'sm',
          }}
          title="Delete this template?"
          description={`${template.name} is removed from this location. Shifts posted from it stay as they are.`}
          confirmLabel="Delete Template"
          pendingLabel="Deleting..."
          action={remove}
          variables={template.id}
          onDone={() => undefined}
        />
      </div>
    </li>
  );
}

/** The location's templates, with Add, Edit and Delete (issue #16 §1). */
export function ShiftTemplatesList({ locationId }: { locationId: number }) {
  const templates = useShiftTemplates(locationId);
  if (templates.isPending) return <Spinner label="Loading templates..." />;
  if (templates.isError) {
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        {templates.error.message}
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      {templates.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No templates yet. Add one to start Add Shift from it.
        </p>
      ) : (
        <ul className="grid gap-2" aria-label="Shift templates">
          {templates.data.map((template) => (
            <TemplateRow key={template.id} locationId={locationId} template={template} />
          ))}
        </ul>
      )}
      <TemplateFormDialog
        locationId={locationId}
        trigger={
          <Button type="button" className="justify-self-start">
            <Plus aria-hidden />
            Add Template
          </Button>
        }
      />
    </div>
  );
}
