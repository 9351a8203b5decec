import { passwordChangeFormSchema, type PasswordChangeForm } from '@chairside/domain';
import { toast } from 'sonner';
import { PasswordFields } from '@/components/forms/password-fields.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toastApiError } from '@/lib/toast-api-error.ts';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { useChangePassword } from '../api/change-password.ts';
import { SaveRow } from './settings-form-parts.tsx';
import { SettingsSection } from './settings-section.tsx';

const EMPTY: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/** SPEC §2 Settings: change the password; the form empties itself after a success. */
export function PasswordForm() {
  const mutation = useChangePassword();
  const form = useSchemaForm(passwordChangeFormSchema, EMPTY);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await mutation.mutateAsync({ currentPassword, newPassword });
      form.reset(EMPTY);
      toast.success('Password Updated', {
        description: 'Use your new password next time. Your other devices were signed out.',
      });
    } catch (error) {
      toastApiError(error);
    }
  });

  return (
    <SettingsSection section="password">
      <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Current Password"
          error={errors.currentPassword?.message}
          className="sm:col-span-2"
        >
          <Input
            type="password"
            autoComplete="current-password"
            {...form.register('currentPassword')}
          />
        </Field>
        <PasswordFields
          form={form}
          password={{ name: 'newPassword', label: 'New Password' }}
          confirmation={{ name: 'confirmNewPassword', label: 'Confirm New Password' }}
        />
        <SaveRow
          submitting={form.formState.isSubmitting}
          idle="Update Password"
          busy="Updating..."
          className="sm:col-span-2"
        />
      </form>
    </SettingsSection>
  );
}
