import { useSearchParams } from 'react-router';
import { VerifyInviteForm } from '../components/verify-invite-form.tsx';
import { useAuthTitle } from '../hooks/use-auth-title.ts';

export function VerifyInvitePage() {
  useAuthTitle('Accept Your Invite');
  const [searchParams] = useSearchParams();
  return <VerifyInviteForm code={searchParams.get('code') || null} />;
}
