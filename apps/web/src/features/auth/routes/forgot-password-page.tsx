import { AuthCard } from '../components/auth-card.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';

export function ForgotPasswordPage() {
  return (
    <AuthCard title="Forgot Password">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
