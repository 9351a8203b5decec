import { AuthCard } from '../components/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';

export function LoginPage() {
  return (
    <AuthCard title="Sign In">
      <LoginForm />
    </AuthCard>
  );
}
