import { useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  return (
    <AuthCard title="Reset Password">
      <ResetPasswordForm code={searchParams.get('code') || null} />
    </AuthCard>
  );
}
