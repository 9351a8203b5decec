import { Navigate, useLocation } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { PhoneVerificationForm } from '../components/phone-verification-form.tsx';
import { readPhoneVerificationState } from '../lib/phone-verification-state.ts';

/** SPEC §2 verify-phone: only reached from verify-invite, which passes userId and phoneNumber. */
export function VerifyPhonePage() {
  const target = readPhoneVerificationState(useLocation().state);
  if (!target) return <Navigate to="/auth/login" replace />;
  return (
    <AuthCard title="Verify Your Phone">
      <PhoneVerificationForm
        key={target.userId}
        userId={target.userId}
        phoneNumber={target.phoneNumber}
      />
    </AuthCard>
  );
}
