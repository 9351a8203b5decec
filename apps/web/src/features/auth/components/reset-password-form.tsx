import { MESSAGES, resetPasswordFormSchema } from '@chairside/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useResetPassword } from '../api/reset-password.ts';
import { toastApiError } from '../lib/toast-api-error.ts';
import { AUTH_TEXT } from '../messages.ts';
import { AuthLink } from './auth-link.tsx';

/** SPEC §2 reset password; `code` comes from the emailed link and is null when missing. */
export function ResetPasswordForm({ code }: { code: string | null }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ password }) => {
    if (!code) return;
    reset.mutate(
      { code, password },
      {
        onSuccess: () => {
          toast.success(AUTH_TEXT.passwordResetTitle, { description: AUTH_TEXT.passwordReset });
          navigate('/auth/login');
        },
        onError: toastApiError,
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {code ? null : (
        <div role="alert" className="grid gap-1 rounded-md border border-destructive p-3 text-sm">
          <p className="font-medium text-destructive">{MESSAGES.invalidResetLink}</p>
          <p className="text-muted-foreground">
            Open the link from your latest email, or{' '}
            <AuthLink to="/auth/forgot-password">request a new reset link</AuthLink>.
          </p>
        </div>
      )}
      <fieldset disabled={!code || reset.isPending} className="grid gap-4">
        <Field label="New Password" error={errors.password?.message}>
          <Input
            type="password"
            autoComplete="new-password"
            required
            {...register('password', { deps: ['confirmPassword'] })}
          />
        </Field>
        <Field label="Confirm New Password" error={errors.confirmPassword?.message}>
          <Input
            type="password"
            autoComplete="new-password"
            required
            {...register('confirmPassword')}
          />
        </Field>
        <Button type="submit" className="w-full">
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </fieldset>
      <p className="text-center text-sm">
        <AuthLink to="/auth/login">Back to login</AuthLink>
      </p>
    </form>
  );
}
