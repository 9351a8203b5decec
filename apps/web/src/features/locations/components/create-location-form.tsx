import {
  createLocationFormSchema,
  TIMEZONES,
  type CreateLocationForm as CreateLocationValues,
} from '@chairside/domain';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/forms/form-field.tsx';
import { AddressFields } from '@/components/forms/address-fields.tsx';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer.tsx';
import { Combobox } from '@/components/ui/combobox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { OptionSelect } from '@/components/ui/select.tsx';
import { useOrganizationPicker } from '@/lib/pickers/use-organization-picker.ts';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
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
  const form = useSchemaForm(schema, EMPTY_LOCATION);
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
          <FormField
            control={form.control}
            name="organizationId"
            label="Organization"
            className="sm:col-span-2"
            fallbackError={organizations.error?.message}
          >
            {(field) => (
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
            )}
          </FormField>
        ) : null}
        <FormField control={form.control} name="name" label="Name">
          {(field) => <Input autoComplete="off" {...field} />}
        </FormField>
        <FormField control={form.control} name="locationNumber" label="Location ID">
          {(field) => <Input autoComplete="off" spellCheck={false} {...field} />}
        </FormField>
        <AddressFields control={form.control} />
        <FormField control={form.control} name="timezone" label="Timezone">
          {(field) => (
            <OptionSelect
              options={TIMEZONE_OPTIONS}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              placeholder="Select a timezone"
            />
          )}
        </FormField>
      </div>
      <DialogFormFooter
        error={mutation.error}
        submitting={form.formState.isSubmitting}
        submitLabel="Create Location"
        submittingLabel="Creating..."
      />
    </form>
  );
}
