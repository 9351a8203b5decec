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
import { DialogFormFooter, type SubmitLabels } from '@/components/forms/dialog-form-footer.tsx';
import { ChoiceFormField } from '@/components/forms/choice-form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useOrganizationPicker } from '@/lib/pickers/use-organization-picker.ts';
import { submitThrough } from '@/components/forms/submit-through.ts';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { useCreateLocation } from '../api/create-location.ts';

const CREATE_LABELS: SubmitLabels = { idle: 'Create Location', busy: 'Creating...' };

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

  const onSubmit = submitThrough(
    form,
    (payload) =>
      mutation.mutateAsync({
        ...payload,
        organizationId: payload.organizationId ?? organizationId ?? undefined,
      }),
    (location) => {
      toast.success('Location Created', { description: `${location.name} was added.` });
      onCreated();
    },
  );

  const { isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {needsOrganization ? (
          <ChoiceFormField
            control={form.control}
            name="organizationId"
            label="Organization"
            className="sm:col-span-2"
            fallbackError={organizations.error?.message}
            options={organizations.options}
            placeholder="Select an organization"
            search={{
              placeholder: 'Search organizations...',
              emptyText: organizations.isSearching ? 'Searching...' : 'No organization found.',
              onChange: organizations.onSearchChange,
            }}
          />
        ) : null}
        <FormField control={form.control} name="name" label="Name">
          {(field) => <Input autoComplete="off" {...field} />}
        </FormField>
        <FormField control={form.control} name="locationNumber" label="Location ID">
          {(field) => <Input autoComplete="off" spellCheck={false} {...field} />}
        </FormField>
        <AddressFields control={form.control} />
        <ChoiceFormField
          control={form.control}
          name="timezone"
          label="Timezone"
          options={TIMEZONE_OPTIONS}
          placeholder="Select a timezone"
        />
      </div>
      <DialogFormFooter error={mutation.error} submitting={isSubmitting} labels={CREATE_LABELS} />
    </form>
  );
}
