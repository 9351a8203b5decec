import { Navigate, useSearchParams } from 'react-router';
import { EmailVerification } from '../components/email-verification.tsx';
import { useAuthTitle } from '../hooks/use-auth-title.ts';

/** SPEC §2 email validation screen: without a code there is nothing to verify. */
export function VerifyEmailPage() {
  useAuthTitle('Email Verification');
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  if (!code) return <Navigate to="/auth/login" replace />;
  return <EmailVerification key={code} code={code} />;
}
