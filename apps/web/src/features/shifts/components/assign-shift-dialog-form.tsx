import {
  ASSIGN_MODE_LABELS,
  ASSIGN_MODES,
  assignUserSchema,
  NOTES_MAX_LENGTH,
  offerDeadlineLabel,
  type AssignMode,
  type AssignUserForm,
  type ShiftDetail,
  type ShiftRequest,
} from '@chairside/domain';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/forms/form-field.tsx';
import { DialogFormFooter, type SubmitLabels } from '@/components/forms/dialog-form-footer.tsx';
import { ChoiceFormField } from '@/components/forms/choice-form-field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { submitThrough } from '@/components/forms/submit-through.ts';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { useAssignUser } from '../api/assign-user.ts';
import { useAssignableUsers, useKnownAssignableUser } from '../api/get-assignable-users.ts';
import { assignableUserOption } from './assignable-user-option.ts';
import { ChoiceRadios } from './choice-radios.tsx';

/** Issue #26 §10: confirm the person now, or offer them the shift with a deadline. */
const MODES = ASSIGN_MODES.map((value) => ({ value, label: ASSIGN_MODE_LABELS[value] }));

const SUBMIT_LABELS: Record<AssignMode, SubmitLabels> = {
  confirm: { idle: 'Assign Shift', busy: 'Assigning...' },
  offer: { idle: 'Send Offer', busy: 'Sending offer...' },
};

const EMPTY_ASSIGNMENT: AssignUserForm = { userId: '', notes: '', mode: 'confirm' };

/** What the toast says of the assignment or the offer made. */
function announce(request: ShiftRequest, timeZone: string) {
  if (request.status === 'Offered' && request.offerExpiresAt) {
    toast.success('Shift Offered', {
      description: `Offered to ${request.employeeName}. ${offerDeadlineLabel(request.offerExpiresAt, timeZone, new Date())}.`,
    });
    return;
  }
  toast.success('Shift Assigned', {
    description: `${request.employeeName} is confirmed for this shift.`,
  });
}

interface AssignShiftDialogFormProps {
  shift: ShiftDetail;
  onAssigned: () => void;
}

/**
 * The Assign Shift to User form (SPEC §5): one of the active users of the shift's organization,
 * and optional notes. The server searches the people as the manager types and puts the best
 * fits first (issue #13 item 10). Server refusals show above the buttons.
 */
export function AssignShiftDialogForm({ shift, onAssigned }: AssignShiftDialogFormProps) {
  const [search, setSearch] = useState('');
  const users = useAssignableUsers(shift.id, search);
  const mutation = useAssignUser(shift.id);
  const form = useSchemaForm(assignUserSchema, EMPTY_ASSIGNMENT);
  const [notes, userId, mode = 'confirm'] = useWatch({
    control: form.control,
    name: ['notes', 'userId', 'mode'],
  });
  const found = users.data ?? [];
  const chosen = useKnownAssignableUser(shift.id, userId == null ? '' : String(userId));
  const people =
    chosen && !found.some((person) => person.id === chosen.id) ? [chosen, ...found] : found;
  const options = people.map(assignableUserOption);

  const onSubmit = submitThrough(
    form,
    (values) => mutation.mutateAsync(values),
    (request) => {
      announce(request, shift.timezone);
      onAssigned();
    },
  );

  const { isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <ChoiceRadios
        label="How"
        value={mode}
        choices={MODES}
        onChange={(value) => form.setValue('mode', value)}
      />
      <ChoiceFormField
        control={form.control}
        name="userId"
        label="User"
        hint="Matching job titles first, then those who requested this shift."
        fallbackError={users.error?.message}
        options={options}
        placeholder={users.isPending ? 'Loading users...' : 'Select a user'}
        search={{
          placeholder: 'Search users...',
          emptyText: users.isFetching ? 'Searching...' : 'No active users found.',
          onChange: setSearch,
        }}
      />
      <FormField
        control={form.control}
        name="notes"
        label="Notes"
        hint={`Optional. ${(notes ?? '').length}/${NOTES_MAX_LENGTH} characters`}
      >
        {(field) => <Textarea rows={3} {...field} value={field.value ?? ''} />}
      </FormField>
      <DialogFormFooter
        error={mutation.error}
        submitting={isSubmitting}
        labels={SUBMIT_LABELS[mode]}
      />
    </form>
  );
}
