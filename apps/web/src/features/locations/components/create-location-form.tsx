import {
  createLocationFormSchema,
  TIMEZONES,
  type CreateLocationForm as CreateLocationValues,
  type CreateLocationPayload,
} from '@chairside/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { AddressFields } from '@/components/forms/address-fields.tsx';
import { FormError } from '@/components/forms/form-error.tsx';
import { useOrganizationPicker } from '@/components/list/use-organization-picker.ts';
import { Button } from '@/components/ui/button.tsx';
import { Combobox } from '@/components/ui/combobox.tsx';
import { DialogClose, DialogFooter } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { OptionSelect } from '@/components/ui/select.tsx';
import { useCreateLocation } from '../api/create-location.ts';

const TIMEZONE_OPTIONS = TIMEZONES.map((zone) => ({ value: zone.value, label: zone.label }));

const EMPTY_LOCATION: Partial<CreateLocationValues> = {
  organizationId: undefined,
  name: '',
  locationNumber: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  stateCode: undefined,
  zipCode: '',
  timezone: undefined,
};

interface CreateLocationFormProps {
  /** The signed-in user's organization; null means they choose one (SPEC §5). */
  organizationId: number | null;
  onCreated: () => void;
}

/**
 * The Create Location form (SPEC §5 messages from the domain schema). It lives inside the
 * dialog's content, so every opening starts from empty fields and no server error; a failure
 * such as 'Unknown Zip Code' is shown in red above the buttons (SPEC §8).
 */
export function CreateLocationForm({ organizationId, onCreated }: CreateLocationFormProps) {
  const needsOrganization = organizationId === null;
  const schema = useMemo(() => createLocationFormSchema(needsOrganization), [needsOrganization]);
  const mutation = useCreateLocation();
  const form = useForm<CreateLocationValues, unknown, CreateLocationPayload>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_LOCATION,
    // SPEC §5: checked on submit, then each field again as it changes.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const chosenOrganization = useWatch({ control: form.control, name: 'organizationId' });
  const organizations = useOrganizationPicker(
    chosenOrganization == null ? '' : String(chosenOrganization),
    needsOrganization,
  );

  const onSubmit = form.handleSubmit((payload) =>
    mutation
      .mutateAsync({
        ...payload,
        organizationId: payload.organizationId ?? organizationId ?? undefined,
      })
      .then(
        (location) => {
          toast.success('Location Created', { description: `${location.name} was added.` });
          onCreated();
        },
        // The message is shown in the form (mutation.error); nothing else to do.
        () => undefined,
      ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {needsOrganization ? (
          <Controller
            control={form.control}
            name="organizationId"
            render={({ field, fieldState }) => (
              <Field
                label="Organization"
                error={fieldState.error?.message ?? organizations.error?.message}
                className="sm:col-span-2"
              >
                <Combobox
                  options={organizations.options}
                  value={field.value == null ? '' : String(field.value)}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  onSearchChange={organizations.onSearchChange}
                  placeholder="Select an organization"
                  searchPlaceholder="Search organizations..."
                  emptyText={organizations.isSearching ? 'Searching...' : 'No organization found.'}
                />
              </Field>
            )}
          />
        ) : null}
        <Controller
          control={form.control}
          name="name"
          render={({ field, fieldState }) => (
            <Field label="Name" error={fieldState.error?.message}>
              <Input autoComplete="off" {...field} />
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="locationNumber"
          render={({ field, fieldState }) => (
            <Field label="Location ID" error={fieldState.error?.message}>
              <Input autoComplete="off" spellCheck={false} {...field} />
            </Field>
          )}
        />
        <AddressFields control={form.control} />
        <Controller
          control={form.control}
          name="timezone"
          render={({ field, fieldState }) => (
            <Field label="Timezone" error={fieldState.error?.message}>
              <OptionSelect
                options={TIMEZONE_OPTIONS}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="Select a timezone"
              />
            </Field>
          )}
        />
      </div>
      <FormError error={mutation.error} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Creating...' : 'Create Location'}
        </Button>
      </DialogFooter>
    </form>
  );
}
