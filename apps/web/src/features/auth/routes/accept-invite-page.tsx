import { MESSAGES } from '@chairside/domain';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { getAccessToken } from '@/lib/session.ts';
import { AcceptInvitePanel } from '../components/accept-invite-panel.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLink } from '../components/auth-link.tsx';
import { paths } from '@/config/paths.ts';

/**
 * /auth/accept-invite?code=: an invite emailed to someone who already has an account. Signed
 * out, it sends them to sign in first and back here; signed in, they accept and join.
 */
export function AcceptInvitePage() {
  const [searchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const code = searchParams.get('code');
  const here = `${pathname}${search}`;
  if (code && !getAccessToken()) return <Navigate to={paths.login.href(here)} replace />;
  return (
    <AuthCard title="Join Your Team">
      {code ? (
        <AcceptInvitePanel key={code} code={code} returnTo={here} />
      ) : (
        <div role="alert" className="grid gap-1 rounded-md border border-destructive p-3 text-sm">
          <p className="font-medium text-destructive">{MESSAGES.invalidVerificationLink}</p>
          <p className="text-muted-foreground">
            Open the link from your invitation email, or ask your manager to send a new invite.{' '}
            <AuthLink to={paths.login.href()}>Back to login</AuthLink>
          </p>
        </div>
      )}
    </AuthCard>
  );
}
