import {
  accountPositionOptions,
  createInviteFormSchema,
  invitableRoles,
  isOrganizationBound,
  MESSAGES,
  type AccountPosition,
} from '@chairside/domain';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/forms/form-field.tsx';
import { Combobox } from '@/components/ui/combobox.tsx';
import { DialogFormFooter, type SubmitLabels } from '@/components/forms/dialog-form-footer.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { MultiSelect } from '@/components/ui/multi-select.tsx';
import { OptionSelect } from '@/components/ui/select.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { useCreateInvite } from '../api/create-invite.ts';
import { useLocationOptions } from '@/lib/pickers/location-options.ts';
import { useOrganizationPicker } from '@/lib/pickers/use-organization-picker.ts';

const SEND_LABELS: SubmitLabels = { idle: 'Send Invite', busy: 'Sending...' };

/** A positive id from a form value, or null while none is chosen. */
function chosenId(value: unknown): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The Create Invite form (SPEC §2, §5). It is mounted only while its dialog is open, so every
 * opening starts empty (SPEC §4).
 */
export function CreateInviteForm({ onCreated }: { onCreated: () => void }) {
  const user = useSignedInUser();
  const needsOrganization = !isOrganizationBound(user);
  const roles = invitableRoles(user);
  const schema = useMemo(() => createInviteFormSchema(needsOrganization), [needsOrganization]);
  const mutation = useCreateInvite();

  const form = useSchemaForm(schema, {
    organizationId: needsOrganization ? '' : undefined,
    name: '',
    email: '',
    // With a single choice (a location manager invites employees only) it is preselected.
    position: roles.length === 1 ? roles[0] : undefined,
    managingLocationIds: [],
  });
  const { errors } = form.formState;
  const [position, organizationValue] = useWatch({
    control: form.control,
    name: ['position', 'organizationId'],
  });
  const organizations = useOrganizationPicker(
    organizationValue == null ? '' : String(organizationValue),
    needsOrganization,
  );
  const managesLocations = position === 'location_manager';
  const organizationId = needsOrganization ? chosenId(organizationValue) : user.organizationId;
  const locations = useLocationOptions(managesLocations ? organizationId : null);

  const onSubmit = form.handleSubmit((values) => {
    mutation.mutate(
      {
        ...values,
        organizationId: values.organizationId ?? user.organizationId ?? undefined,
        managingLocationIds:
          values.position === 'location_manager' ? values.managingLocationIds : [],
      },
      {
        onSuccess: (invite) => {
          toast.success('Invite Sent', {
            description: `An invitation was emailed to ${invite.email}.`,
          });
          onCreated();
        },
        onError: (error) => {
          // The one server message that belongs to a field is shown under that field.
          if (error.message === MESSAGES.locationManagerNeedsLocation) {
            form.setError('managingLocationIds', { message: error.message });
          }
        },
      },
    );
  });

  const serverError =
    mutation.isError && mutation.error.message !== MESSAGES.locationManagerNeedsLocation
      ? mutation.error.message
      : null;

  return (
    <form noValidate onSubmit={onSubmit} className="grid min-w-0 gap-4">
      {needsOrganization ? (
        <FormField
          control={form.control}
          name="organizationId"
          label="Organization"
          fallbackError={organizations.error?.message}
        >
          {(field) => (
            <Combobox
              options={organizations.options}
              value={field.value === undefined ? '' : String(field.value)}
              onChange={(next) => {
                field.onChange(next);
                // Managed locations belong to the organization: a new one starts over.
                form.setValue('managingLocationIds', []);
              }}
              onBlur={field.onBlur}
              onSearchChange={organizations.onSearchChange}
              placeholder="Select an organization"
              searchPlaceholder="Search organizations..."
              emptyText={organizations.isSearching ? 'Searching...' : 'No organization found.'}
              className="min-w-0"
            />
          )}
        </FormField>
      ) : null}

      <Field label="Name" error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </Field>

      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="off" inputMode="email" {...form.register('email')} />
      </Field>

      <FormField control={form.control} name="position" label="Position">
        {(field) => (
          <OptionSelect
            className="min-w-0"
            options={accountPositionOptions(roles)}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            placeholder="Select a position"
            onValueChange={(next: string) => {
              field.onChange(next as AccountPosition);
              if (next !== 'location_manager') form.setValue('managingLocationIds', []);
            }}
          />
        )}
      </FormField>

      {managesLocations ? (
        <FormField
          control={form.control}
          name="managingLocationIds"
          label="Managed Locations"
          hint={organizationId === null ? 'Select an organization first.' : undefined}
          fallbackError={locations.error?.message}
        >
          {(field) => (
            <MultiSelect
              options={locations.data ?? []}
              value={(field.value ?? []).map(Number)}
              onChange={(next) => {
                field.onChange(next);
                form.clearErrors('managingLocationIds');
              }}
              onBlur={field.onBlur}
              placeholder={locations.isLoading ? 'Loading locations...' : 'Select locations'}
              emptyText="This organization has no locations yet."
              className="min-w-0"
              disabled={organizationId === null || locations.isLoading}
            />
          )}
        </FormField>
      ) : null}

      <div aria-live="polite">
        {serverError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {serverError}
          </p>
        ) : null}
      </div>

      <DialogFormFooter submitting={mutation.isPending} lockCancel labels={SEND_LABELS} />
    </form>
  );
}
