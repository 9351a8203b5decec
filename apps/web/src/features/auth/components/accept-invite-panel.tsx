import { ACCOUNT_POSITION_LABELS } from '@chairside/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useCurrentUserQuery } from '@/lib/current-user.ts';
import { clearAccessToken } from '@/lib/session.ts';
import { useAcceptInvite } from '../api/accept-invite.ts';
import { AuthLink } from './auth-link.tsx';
import { paths } from '@/config/paths.ts';

/**
 * The signed-in side of /auth/accept-invite: shows who is signed in and joins the organization
 * of the invite `code` on Accept Invite, then opens the dashboard. `returnTo` is this page's
 * address, for signing in with another account (or again, when the session has ended).
 */
export function AcceptInvitePanel({ code, returnTo }: { code: string; returnTo: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useCurrentUserQuery();
  const acceptance = useAcceptInvite();

  const signInAgain = () => {
    clearAccessToken();
    queryClient.clear();
    void navigate(paths.login.href(returnTo), { replace: true });
  };

  // A token the server no longer honours: sign in again and come back here.
  const sessionEnded =
    (me.error instanceof ApiError && me.error.status === 401) ||
    (acceptance.error instanceof ApiError && acceptance.error.status === 401);
  useEffect(() => {
    if (sessionEnded) signInAgain();
  });

  const accept = () =>
    acceptance.mutate(code, {
      onSuccess: ({ organizationName, position }) => {
        toast.success('Invite Accepted', {
          description: `You joined ${organizationName} as ${ACCOUNT_POSITION_LABELS[position]}.`,
        });
        void navigate(paths.dashboard.href(), { replace: true });
      },
    });

  if (me.isPending) {
    return (
      <div className="grid justify-items-center py-4">
        <Spinner className="size-8 text-primary" />
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <p className="text-center text-sm text-muted-foreground">
        An organization invited you to join its team on Chairside. Accepting makes you a member: you
        work its shifts in the position it invited you to.
      </p>
      {me.data ? (
        <p className="text-center text-sm">
          Signed in as <span className="font-medium break-all">{me.data.email}</span>
        </p>
      ) : null}
      {acceptance.isError && !sessionEnded ? (
        <p role="alert" className="text-center text-sm text-destructive">
          {acceptance.error.message}
        </p>
      ) : null}
      <Button type="button" className="w-full" disabled={acceptance.isPending} onClick={accept}>
        {acceptance.isPending ? 'Accepting...' : 'Accept Invite'}
      </Button>
      <Button type="button" variant="outline" className="w-full" onClick={signInAgain}>
        Sign in with another account
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Not ready to join? <AuthLink to={paths.dashboard.href()}>Go to the dashboard</AuthLink>
      </p>
    </div>
  );
}
