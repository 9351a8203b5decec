import { FORGOT_PASSWORD_REDIRECT_MS, forgotPasswordSchema, MESSAGES } from '@chairside/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { useRequestPasswordReset } from '../api/forgot-password.ts';
import { toastApiError } from '@/lib/toast-api-error.ts';
import { AUTH_TEXT } from '../messages.ts';
import { AuthLink } from './auth-link.tsx';
import { paths } from '@/config/paths.ts';
import { AuthSubmit } from './auth-submit.tsx';

/** SPEC §2 forgot password: one answer for every address, then the login page after 3 s. */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const resetRequest = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(forgotPasswordSchema, { email: '' });

  const sent = resetRequest.isSuccess;
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => navigate(paths.login.href()), FORGOT_PASSWORD_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [sent, navigate]);

  const onSubmit = handleSubmit(({ email }) =>
    resetRequest.mutate(email, {
      onSuccess: () =>
        toast.success(AUTH_TEXT.resetLinkSentTitle, { description: MESSAGES.forgotPasswordSent }),
      onError: toastApiError,
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Enter the email address of your account and we will send you a link to reset your password.
      </p>
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" required {...register('email')} />
      </Field>
      <AuthSubmit
        pending={resetRequest.isPending}
        idle="Request Reset Link"
        busy="Sending..."
        disabled={sent}
      />
      <p className="text-center text-sm">
        <AuthLink to={paths.login.href()}>Back to login</AuthLink>
      </p>
    </form>
  );
}
