import { DEFAULT_JOB_TITLE, JOB_TITLES, registerFormSchema } from '@chairside/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Combobox } from '@/components/ui/combobox.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useRegister } from '../api/register.ts';
import { toastApiError } from '../lib/toast-api-error.ts';
import { AuthLink } from './auth-link.tsx';

const JOB_TITLE_OPTIONS = JOB_TITLES.map((title) => ({ value: title, label: title }));

/** SPEC §2 registration form; success leads to /auth/register-success. */
export function RegisterForm() {
  const navigate = useNavigate();
  const registration = useRegister();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      name: '',
      email: '',
      confirmEmail: '',
      jobTitle: DEFAULT_JOB_TITLE,
      password: '',
      confirmPassword: '',
    },
  });

  const onSubmit = handleSubmit(({ name, email, jobTitle, password }) =>
    registration.mutate(
      { name, email, jobTitle, password },
      { onSuccess: () => navigate('/auth/register-success'), onError: toastApiError },
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
      <Controller
        control={control}
        name="jobTitle"
        render={({ field }) => (
          <Field label="Job Title" error={errors.jobTitle?.message}>
            <Combobox
              options={JOB_TITLE_OPTIONS}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder="Select a job title"
              searchPlaceholder="Search job titles..."
              emptyText="No job title found."
            />
          </Field>
        )}
      />
      <Field label="Password" error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          required
          {...register('password', { deps: ['confirmPassword'] })}
        />
      </Field>
      <Field label="Validate Password" error={errors.confirmPassword?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          required
          {...register('confirmPassword')}
        />
      </Field>
      <Button type="submit" disabled={registration.isPending} className="w-full">
        {registration.isPending ? 'Registering...' : 'Register'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account? <AuthLink to="/auth/login">Login</AuthLink>
      </p>
    </form>
  );
}
