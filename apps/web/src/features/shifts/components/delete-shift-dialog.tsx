import type { ShiftDetail } from '@chairside/domain';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group.tsx';
import { paths } from '@/config/paths.ts';
import { useDeleteShift, type DeleteScope } from '../api/delete-shift.ts';

const SCOPE_CHOICES: { value: DeleteScope; label: string }[] = [
  { value: 'this', label: 'This shift' },
  { value: 'following', label: 'This and the following open shifts' },
];

/** A series shift's choice (issue #16 §1): confirmed shifts are never deleted by it. */
function ScopeChoice({
  scope,
  onChange,
}: {
  scope: DeleteScope;
  onChange: (scope: DeleteScope) => void;
}) {
  const id = useId();
  return (
    <RadioGroup
      aria-label="Delete which shifts"
      value={scope}
      onValueChange={(value) => onChange(value as DeleteScope)}
    >
      {SCOPE_CHOICES.map((choice) => (
        <div key={choice.value} className="flex items-center gap-2">
          <RadioGroupItem id={`${id}-${choice.value}`} value={choice.value} />
          <label htmlFor={`${id}-${choice.value}`} className="text-sm font-medium">
            {choice.label}
          </label>
        </div>
      ))}
      <p className="text-sm text-muted-foreground">
        Shifts someone is confirmed for are never deleted.
      </p>
    </RadioGroup>
  );
}

/**
 * The Delete Shift button and its confirmation (SPEC §2). Once deleted, the calendar opens on
 * the shift's day (SPEC §4: back to /dashboard/shifts); a refusal is shown in the dialog.
 */
export function DeleteShiftDialog({ shift }: { shift: ShiftDetail }) {
  const mutation = useDeleteShift();
  const navigate = useNavigate();
  const [scope, setScope] = useState<DeleteScope>('this');
  return (
    <ConfirmActionDialog
      trigger={
        <Button
          type="button"
          variant="outline"
          className="border-destructive/50 text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 aria-hidden />
          Delete Shift
        </Button>
      }
      title="Delete Shift"
      description="This action cannot be undone. The shift will be permanently removed."
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      action={mutation}
      variables={{ id: shift.id, scope }}
      boxedError
      onDone={() => {
        toast.success('Shift Deleted', {
          description:
            scope === 'following'
              ? `The ${shift.position} shift at ${shift.locationName} and the following open shifts of its series were removed.`
              : `The ${shift.position} shift at ${shift.locationName} was removed.`,
        });
        void navigate(paths.shifts.href({ date: shift.localDate }));
      }}
    >
      {shift.seriesId ? <ScopeChoice scope={scope} onChange={setScope} /> : null}
    </ConfirmActionDialog>
  );
}
