import { Navigate, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { EmailVerification } from '../components/email-verification.tsx';
import { paths } from '@/config/paths.ts';

/** SPEC §2 email validation screen: without a code there is nothing to verify. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  if (!code) return <Navigate to={paths.login.href()} replace />;
  return (
    <AuthCard title="Email Verification">
      <EmailVerification key={code} code={code} />
    </AuthCard>
  );
}
