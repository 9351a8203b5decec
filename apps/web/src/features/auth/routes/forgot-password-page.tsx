import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import { useAuthTitle } from '../hooks/use-auth-title.ts';

export function ForgotPasswordPage() {
  useAuthTitle('Forgot Password');
  return <ForgotPasswordForm />;
}
