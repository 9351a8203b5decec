import { AuthCard } from '../components/auth-card.tsx';
import { RegisterForm } from '../components/register-form.tsx';

export function RegisterPage() {
  return (
    <AuthCard title="Create an Account">
      <RegisterForm />
    </AuthCard>
  );
}
