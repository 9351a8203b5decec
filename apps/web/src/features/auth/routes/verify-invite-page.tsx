import { useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { VerifyInviteForm } from '../components/verify-invite-form.tsx';

export function VerifyInvitePage() {
  const [searchParams] = useSearchParams();
  return (
    <AuthCard title="Accept Your Invite">
      <VerifyInviteForm code={searchParams.get('code') || null} />
    </AuthCard>
  );
}
