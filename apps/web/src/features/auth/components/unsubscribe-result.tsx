import { UNSUBSCRIBE_MESSAGES } from '@chairside/domain';
import { CircleAlert, MailX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants.ts';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useUnsubscribe } from '../api/unsubscribe.ts';
import { AuthLink } from './auth-link.tsx';
import { paths } from '@/config/paths.ts';
import { getAccessToken } from '@/lib/session.ts';

/**
 * Where to choose emails again: Settings, through sign-in when signed out (the dashboard would
 * send a signed-out visitor to the landing page, losing the way back).
 */
function SettingsLinks() {
  const signedIn = getAccessToken() !== null;
  return (
    <>
      <Link
        to={signedIn ? paths.settings.href() : paths.login.href(paths.settings.path)}
        className={buttonVariants({ className: 'w-full' })}
      >
        {signedIn ? 'Open Settings' : 'Sign in to Settings'}
      </Link>
      <AuthLink to={paths.landing.href()} className="text-sm">
        Back to Chairside
      </AuthLink>
    </>
  );
}

/** Sends `token` once on opening (a one-click link needs no button) and says what happened. */
export function UnsubscribeResult({ token }: { token: string }) {
  const { mutate, data, error } = useUnsubscribe();
  // StrictMode runs the effect twice; one POST is enough.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  if (error) {
    return (
      <div className="grid justify-items-center gap-4 text-center">
        <CircleAlert aria-hidden className="size-10 text-destructive" />
        <p role="alert" className="text-destructive">
          {error.message}
        </p>
        <SettingsLinks />
      </div>
    );
  }

  if (data) {
    return (
      <div className="grid justify-items-center gap-4 text-center">
        <MailX aria-hidden className="size-10 text-primary" />
        <p role="status">{data.message}</p>
        <SettingsLinks />
      </div>
    );
  }

  return (
    <div className="grid justify-items-center gap-4 py-4 text-center">
      <Spinner className="size-8 text-primary" label={UNSUBSCRIBE_MESSAGES.unsubscribing} />
      <p aria-hidden>{UNSUBSCRIBE_MESSAGES.unsubscribing}</p>
    </div>
  );
}
