import {
  assignUserSchema,
  NOTES_MAX_LENGTH,
  type AssignUserForm,
  type ShiftDetail,
} from '@chairside/domain';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/forms/form-field.tsx';
import { DialogFormFooter, type SubmitLabels } from '@/components/forms/dialog-form-footer.tsx';
import { ChoiceFormField } from '@/components/forms/choice-form-field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { usePickableUsers } from '@/lib/pickers/user-options.ts';
import { submitThrough } from '@/components/forms/submit-through.ts';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { useAssignUser } from '../api/assign-user.ts';

const ASSIGN_LABELS: SubmitLabels = { idle: 'Assign Shift', busy: 'Assigning...' };

const EMPTY_ASSIGNMENT: AssignUserForm = { userId: '', notes: '' };

interface AssignShiftDialogFormProps {
  shift: ShiftDetail;
  onAssigned: () => void;
}

/**
 * The Assign Shift to User form (SPEC §5): one of the active users of the shift's organization,
 * and optional notes. Server refusals show above the buttons.
 */
export function AssignShiftDialogForm({ shift, onAssigned }: AssignShiftDialogFormProps) {
  const users = usePickableUsers(shift.organizationId);
  const mutation = useAssignUser(shift.id);
  const form = useSchemaForm(assignUserSchema, EMPTY_ASSIGNMENT);
  const notes = useWatch({ control: form.control, name: 'notes' });
  const options = (users.data ?? []).map((user) => ({
    value: String(user.id),
    label: `${user.name} (${user.jobTitle})`,
  }));

  const onSubmit = submitThrough(
    form,
    (values) => mutation.mutateAsync(values),
    (request) => {
      toast.success('Shift Assigned', {
        description: `${request.employeeName} is confirmed for this shift.`,
      });
      onAssigned();
    },
  );

  const { isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <ChoiceFormField
        control={form.control}
        name="userId"
        label="User"
        fallbackError={users.error?.message}
        options={options}
        placeholder={users.isPending ? 'Loading users...' : 'Select a user'}
        search={{ placeholder: 'Search users...', emptyText: 'No active users found.' }}
      />
      <FormField
        control={form.control}
        name="notes"
        label="Notes"
        hint={`Optional. ${(notes ?? '').length}/${NOTES_MAX_LENGTH} characters`}
      >
        {(field) => <Textarea rows={3} {...field} value={field.value ?? ''} />}
      </FormField>
      <DialogFormFooter error={mutation.error} submitting={isSubmitting} labels={ASSIGN_LABELS} />
    </form>
  );
}
