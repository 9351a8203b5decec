import { RegisterForm } from '../components/register-form.tsx';
import { useAuthTitle } from '../hooks/use-auth-title.ts';

export function RegisterPage() {
  useAuthTitle('Create an Account');
  return <RegisterForm />;
}
