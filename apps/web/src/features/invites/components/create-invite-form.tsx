import {
  accountPositionOptions,
  createInviteFormSchema,
  invitableRoles,
  isOrganizationBound,
  MESSAGES,
  type AccountPosition,
  type CreateInviteForm as CreateInviteValues,
} from '@chairside/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useOrganizationPicker } from '@/components/list/use-organization-picker.ts';
import { Button } from '@/components/ui/button.tsx';
import { Combobox } from '@/components/ui/combobox.tsx';
import { DialogClose, DialogFooter } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { MultiSelect } from '@/components/ui/multi-select.tsx';
import { OptionSelect } from '@/components/ui/select.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';
import { useCreateInvite } from '../api/create-invite.ts';
import { useLocationOptions } from '@/lib/option-queries.ts';

type CreateInviteOutput = z.output<ReturnType<typeof createInviteFormSchema>>;

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

  const form = useForm<CreateInviteValues, unknown, CreateInviteOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      organizationId: needsOrganization ? '' : undefined,
      name: '',
      email: '',
      // With a single choice (a location manager invites employees only) it is preselected.
      position: roles.length === 1 ? roles[0] : undefined,
      managingLocationIds: [],
    },
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
        <Controller
          control={form.control}
          name="organizationId"
          render={({ field, fieldState }) => (
            <Field
              label="Organization"
              error={fieldState.error?.message ?? organizations.error?.message}
            >
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
            </Field>
          )}
        />
      ) : null}

      <Field label="Name" error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </Field>

      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="off" inputMode="email" {...form.register('email')} />
      </Field>

      <Controller
        control={form.control}
        name="position"
        render={({ field, fieldState }) => (
          <Field label="Position" error={fieldState.error?.message}>
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
          </Field>
        )}
      />

      {managesLocations ? (
        <Controller
          control={form.control}
          name="managingLocationIds"
          render={({ field, fieldState }) => (
            <Field
              label="Managed Locations"
              error={fieldState.error?.message ?? locations.error?.message}
              hint={organizationId === null ? 'Select an organization first.' : undefined}
            >
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
            </Field>
          )}
        />
      ) : null}

      <div aria-live="polite">
        {serverError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {serverError}
          </p>
        ) : null}
      </div>

      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={mutation.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Sending...' : 'Send Invite'}
        </Button>
      </DialogFooter>
    </form>
  );
}
