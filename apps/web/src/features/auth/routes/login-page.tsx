import { LoginForm } from '../components/login-form.tsx';
import { useAuthTitle } from '../hooks/use-auth-title.ts';

export function LoginPage() {
  useAuthTitle('Sign In');
  return <LoginForm />;
}
