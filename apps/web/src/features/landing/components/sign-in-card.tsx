import { ArrowRight } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants.ts';
import { cardPartClasses, cardVariants } from '@/components/ui/card-variants.ts';
import { paths } from '@/config/paths.ts';
import { LazyLoginForm, LoginFormPlaceholder } from '@/features/auth/index.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { useSignedIn } from '@/lib/use-signed-in.ts';

/**
 * SPEC §2: the login form is also reached at '/'. It loads after the page itself, in the
 * browser only: the prerendered page (vite/prerender.ts) shows the placeholder, so that no
 * password can be submitted as a plain HTML form before the app is live. A visitor already
 * signed in gets 'Go to dashboard' instead, once the page is live (the prerendered card is the
 * signed-out one). The card is composed from the card's classes rather than <Card>, whose class
 * merging (tailwind-merge) does not fit the landing page's budget (DESIGN §10).
 */
export function SignInCard() {
  const hydrated = useHydrated();
  const signedIn = useSignedIn();
  return (
    <div
      className={`${cardVariants({ elevation: 'raised' })} w-full max-w-md justify-self-center lg:justify-self-end`}
    >
      <div className={cardPartClasses.header}>
        <h2 className={cardPartClasses.title}>
          {signedIn ? 'You are signed in' : 'Sign in to Chairside'}
        </h2>
        <p className={cardPartClasses.description}>
          Welcome back. Your shifts and requests are waiting.
        </p>
      </div>
      <div className={cardPartClasses.content}>
        {signedIn ? (
          <Link
            to={paths.dashboard.href()}
            className={buttonVariants({ size: 'lg', className: 'w-full' })}
          >
            Go to dashboard
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        ) : hydrated ? (
          <Suspense fallback={<LoginFormPlaceholder />}>
            <LazyLoginForm />
          </Suspense>
        ) : (
          <LoginFormPlaceholder />
        )}
      </div>
    </div>
  );
}
