import { Navigate, useLocation } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { PhoneVerificationForm } from '../components/phone-verification-form.tsx';
import { readPhoneVerificationState } from '../lib/phone-verification-state.ts';
import { paths } from '@/config/paths.ts';

/**
 * SPEC §2 verify-phone: only reached from verify-invite, which passes userId and phoneNumber,
 * and the pending-verification token that lets this page verify and resend.
 */
export function VerifyPhonePage() {
  const target = readPhoneVerificationState(useLocation().state);
  if (!target) return <Navigate to={paths.login.href()} replace />;
  return (
    <AuthCard title="Verify Your Phone">
      <PhoneVerificationForm
        key={target.verificationToken}
        userId={target.userId}
        phoneNumber={target.phoneNumber}
        verificationToken={target.verificationToken}
      />
    </AuthCard>
  );
}
