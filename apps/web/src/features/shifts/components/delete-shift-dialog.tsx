import type { ShiftDetail } from '@chairside/domain';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog.tsx';
import { paths } from '@/config/paths.ts';
import { useDeleteShift, type DeleteScope } from '../api/delete-shift.ts';
import { ChoiceRadios } from './choice-radios.tsx';

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
  return (
    <ChoiceRadios
      label="Delete which shifts"
      value={scope}
      choices={SCOPE_CHOICES}
      onChange={onChange}
      className="grid gap-2"
    >
      <p className="text-sm text-muted-foreground">
        Shifts someone is confirmed for are never deleted.
      </p>
    </ChoiceRadios>
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
      trigger={{ icon: Trash2, label: 'Delete Shift', variant: 'destructiveOutline' }}
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
