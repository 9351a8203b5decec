import {
  DEFAULT_JOB_TITLE,
  formatUsPhone,
  isJobTitle,
  profileUpdateSchema,
  type ProfileUpdateForm,
  type Me,
} from '@chairside/domain';
import { toast } from 'sonner';
import { PhoneInput } from '@/components/forms/phone-input.tsx';
import { JobTitleField } from '@/components/forms/job-title-field.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toastApiError } from '@/lib/toast-api-error.ts';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { PhoneVerification } from './phone-verification.tsx';
import { SaveRow } from './settings-form-parts.tsx';
import { SettingsSection } from './settings-section.tsx';

function formValuesOf(user: Me): ProfileUpdateForm {
  return {
    name: user.name,
    phoneNumber: user.phoneNumber ? formatUsPhone(user.phoneNumber) : '',
    // A title stored before the list is not one of its choices: the form offers the default.
    jobTitle: isJobTitle(user.jobTitle) ? user.jobTitle : DEFAULT_JOB_TITLE,
  };
}

/** SPEC §2 Settings: name, optional phone and job title; the email is shown read-only. */
export function ProfileForm({ user }: { user: Me }) {
  const mutation = useUpdateProfile();
  const form = useSchemaForm(profileUpdateSchema, formValuesOf(user));
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      await mutation.mutateAsync(payload);
      form.reset(form.getValues());
      toast.success('Profile Updated', { description: 'Your profile information was saved.' });
    } catch (error) {
      toastApiError(error);
    }
  });

  return (
    <SettingsSection section="profile">
      <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </Field>
        <Field label="Email" hint="Your email address cannot be changed.">
          <Input type="email" value={user.email} readOnly />
        </Field>
        <Field
          label="Phone Number"
          hint="Optional. A US number."
          error={errors.phoneNumber?.message}
        >
          <PhoneInput {...form.register('phoneNumber')} />
        </Field>
        <JobTitleField control={form.control} />
        <PhoneVerification user={user} />
        <SaveRow
          submitting={form.formState.isSubmitting}
          idle="Save Changes"
          className="sm:col-span-2"
        />
      </form>
    </SettingsSection>
  );
}
