import { Navigate, useLocation } from 'react-router';
import { PhoneVerificationForm } from '../components/phone-verification-form.tsx';
import { useAuthTitle } from '../hooks/use-auth-title.ts';
import { readPhoneVerificationState } from '../lib/phone-verification-state.ts';

/** SPEC §2 verify-phone: only reached from verify-invite, which passes userId and phoneNumber. */
export function VerifyPhonePage() {
  useAuthTitle('Verify Your Phone');
  const target = readPhoneVerificationState(useLocation().state);
  if (!target) return <Navigate to="/auth/login" replace />;
  return (
    <PhoneVerificationForm
      key={target.userId}
      userId={target.userId}
      phoneNumber={target.phoneNumber}
    />
  );
}
