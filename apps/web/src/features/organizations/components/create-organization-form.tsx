import {
  createOrganizationSchema,
  type CreateOrganizationForm as CreateOrganizationValues,
} from '@chairside/domain';
import { toast } from 'sonner';
import { FormField } from '@/components/forms/form-field.tsx';
import { AddressFields } from '@/components/forms/address-fields.tsx';
import { DialogFormFooter, type SubmitLabels } from '@/components/forms/dialog-form-footer.tsx';
import { Input } from '@/components/ui/input.tsx';
import { submitThrough } from '@/components/forms/submit-through.ts';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { useCreateOrganization } from '../api/create-organization.ts';

const CREATE_LABELS: SubmitLabels = { idle: 'Create Organization', busy: 'Creating...' };

const EMPTY_ORGANIZATION: Partial<CreateOrganizationValues> = {
  name: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  stateCode: undefined,
  zipCode: '',
};

/**
 * The Create Organization form (SPEC §5 messages from the domain schema). It lives inside the
 * dialog's content, so every opening starts from empty fields and no server error.
 */
export function CreateOrganizationForm({ onCreated }: { onCreated: () => void }) {
  const mutation = useCreateOrganization();
  const form = useSchemaForm(createOrganizationSchema, EMPTY_ORGANIZATION);

  const onSubmit = submitThrough(
    form,
    (payload) => mutation.mutateAsync(payload),
    (organization) => {
      toast.success('Organization Created', {
        description: `${organization.name} was added.`,
      });
      onCreated();
    },
  );

  const { isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="name" label="Name" className="sm:col-span-2">
          {(field) => <Input autoComplete="organization" {...field} />}
        </FormField>
        <AddressFields control={form.control} />
      </div>
      <DialogFormFooter error={mutation.error} submitting={isSubmitting} labels={CREATE_LABELS} />
    </form>
  );
}
