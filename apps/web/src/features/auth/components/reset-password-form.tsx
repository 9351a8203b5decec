import { MESSAGES, resetPasswordFormSchema } from '@chairside/domain';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PasswordFields } from '@/components/forms/password-fields.tsx';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { toastApiError } from '@/lib/toast-api-error.ts';
import { AUTH_TEXT } from '../messages.ts';
import { AuthLink } from './auth-link.tsx';
import { paths } from '@/config/paths.ts';
import { AuthSubmit } from './auth-submit.tsx';

/** What the email verification page passes along when it sends here to choose a password. */
export interface ResetPasswordNotice {
  notice: string;
}

/**
 * SPEC §2 reset password; `code` comes from the emailed link and is null when missing. `notice`
 * says why a conflicted email verification came here instead (the server's message).
 */
export function ResetPasswordForm({
  code,
  notice = null,
}: {
  code: string | null;
  notice?: string | null;
}) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useSchemaForm(resetPasswordFormSchema, { password: '', confirmPassword: '' });

  const onSubmit = form.handleSubmit(({ password }) => {
    if (!code) return;
    reset.mutate(
      { code, password },
      {
        onSuccess: () => {
          toast.success(AUTH_TEXT.passwordResetTitle, { description: AUTH_TEXT.passwordReset });
          navigate(paths.login.href());
        },
        onError: toastApiError,
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {code && notice ? (
        <p role="status" className="rounded-md border p-3 text-sm">
          {notice}
        </p>
      ) : null}
      {code ? null : (
        <div role="alert" className="grid gap-1 rounded-md border border-destructive p-3 text-sm">
          <p className="font-medium text-destructive">{MESSAGES.invalidResetLink}</p>
          <p className="text-muted-foreground">
            Open the link from your latest email, or{' '}
            <AuthLink to={paths.forgotPassword.href()}>request a new reset link</AuthLink>.
          </p>
        </div>
      )}
      <fieldset disabled={!code || reset.isPending} className="grid gap-4">
        <PasswordFields
          form={form}
          password={{ name: 'password', label: 'New Password' }}
          confirmation={{ name: 'confirmPassword', label: 'Confirm New Password' }}
          required
        />
        <AuthSubmit pending={reset.isPending} idle="Reset Password" busy="Resetting..." />
      </fieldset>
      <p className="text-center text-sm">
        <AuthLink to={paths.login.href()}>Back to login</AuthLink>
      </p>
    </form>
  );
}
