import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';
import { useAuthTitle } from '../hooks/use-auth-title.ts';

export function ResetPasswordPage() {
  useAuthTitle('Reset Password');
  const [searchParams] = useSearchParams();
  return <ResetPasswordForm code={searchParams.get('code') || null} />;
}
