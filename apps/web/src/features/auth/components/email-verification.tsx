import { EMAIL_VERIFY_DELAY_MS } from '@chairside/domain';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useVerifyEmail } from '../api/verify-email.ts';
import { AUTH_TEXT } from '../messages.ts';
import { AuthLink } from './auth-link.tsx';
import type { ResetPasswordNotice } from './reset-password-form.tsx';
import { paths } from '@/config/paths.ts';

/**
 * Verifies `code` once, EMAIL_VERIFY_DELAY_MS after showing the waiting screen. When the address
 * was registered more than once with different passwords, none was kept: the answer carries a
 * password-reset code, and the page goes straight to choosing a password with it.
 */
export function EmailVerification({ code }: { code: string }) {
  const navigate = useNavigate();
  const { mutate, error } = useVerifyEmail();
  // A code is single use: StrictMode's second effect run must not send it again.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    const timer = setTimeout(() => {
      sent.current = true;
      mutate(code, {
        onSuccess: ({ message, passwordResetCode }) => {
          if (passwordResetCode) {
            const state: ResetPasswordNotice = { notice: message };
            navigate(paths.resetPassword.href(passwordResetCode), { replace: true, state });
            return;
          }
          toast.success(AUTH_TEXT.verificationSuccessTitle, {
            description: AUTH_TEXT.verificationSuccess,
          });
          navigate(paths.landing.href(), { replace: true });
        },
      });
    }, EMAIL_VERIFY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [code, mutate, navigate]);

  if (error) {
    return (
      <div className="grid justify-items-center gap-4 text-center">
        <p role="alert" className="text-destructive">
          {error.message}
        </p>
        <AuthLink to={paths.login.href()} className="text-sm">
          Back to login
        </AuthLink>
      </div>
    );
  }

  return (
    <div className="grid justify-items-center gap-4 py-4 text-center">
      <Spinner className="size-8 text-primary" label={AUTH_TEXT.verifying} />
      <p aria-hidden>{AUTH_TEXT.verifying}</p>
    </div>
  );
}
