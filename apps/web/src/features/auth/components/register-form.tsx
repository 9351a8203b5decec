import { DEFAULT_JOB_TITLE, registerFormSchema } from '@chairside/domain';
import { useNavigate } from 'react-router';
import { PasswordFields } from '@/components/forms/password-fields.tsx';
import { JobTitleField } from '@/components/forms/job-title-field.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { useRegister } from '../api/register.ts';
import { toastApiError } from '@/lib/toast-api-error.ts';
import { AuthLink } from './auth-link.tsx';
import { paths } from '@/config/paths.ts';
import { AuthSubmit } from './auth-submit.tsx';

/** SPEC §2 registration form; success leads to /auth/register-success. */
export function RegisterForm() {
  const navigate = useNavigate();
  const registration = useRegister();
  const form = useSchemaForm(registerFormSchema, {
    name: '',
    email: '',
    confirmEmail: '',
    jobTitle: DEFAULT_JOB_TITLE,
    password: '',
    confirmPassword: '',
  });
  const { register, control, handleSubmit } = form;
  const { errors } = form.formState;

  const onSubmit = handleSubmit(({ name, email, jobTitle, password }) =>
    registration.mutate(
      { name, email, jobTitle, password },
      { onSuccess: () => navigate(paths.registerSuccess.href()), onError: toastApiError },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <Field label="Full Name" error={errors.name?.message}>
        <Input autoComplete="name" required {...register('name')} />
      </Field>
      <Field label="Email Address" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          required
          {...register('email', { deps: ['confirmEmail'] })}
        />
      </Field>
      <Field label="Validate Email Address" error={errors.confirmEmail?.message}>
        <Input type="email" autoComplete="email" required {...register('confirmEmail')} />
      </Field>
      <JobTitleField control={control} />
      <PasswordFields
        form={form}
        password={{ name: 'password', label: 'Password' }}
        confirmation={{ name: 'confirmPassword', label: 'Validate Password' }}
        required
      />
      <AuthSubmit pending={registration.isPending} idle="Register" busy="Registering..." />
      <p className="text-center text-sm text-muted-foreground">
        Already have an account? <AuthLink to={paths.login.href()}>Login</AuthLink>
      </p>
    </form>
  );
}
