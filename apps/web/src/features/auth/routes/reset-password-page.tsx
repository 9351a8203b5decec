import { useLocation, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { ResetPasswordForm, type ResetPasswordNotice } from '../components/reset-password-form.tsx';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const state = useLocation().state as Partial<ResetPasswordNotice> | null;
  return (
    <AuthCard title="Reset Password">
      <ResetPasswordForm
        code={searchParams.get('code') || null}
        notice={typeof state?.notice === 'string' ? state.notice : null}
      />
    </AuthCard>
  );
}
