import { ArrowRight } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants.ts';
import { cardPartClasses, cardVariants } from '@/components/ui/card-variants.ts';
import { paths } from '@/config/paths.ts';
import { LazyLoginForm, LoginFormPlaceholder } from '@/features/auth/index.ts';
import { useSignedIn } from '@/lib/use-signed-in.ts';

/*
 * The same element on every render of the card. While the page hydrates, React keeps the
 * prerendered form on screen until the form's code has loaded; new props for the boundary
 * before then (a new element each render) would make it drop that HTML for the fallback.
 * The fallback shows only where the page is rendered in the browser (arriving from another
 * screen) and keeps the card's height until the form has loaded.
 */
const LOGIN_FORM = (
  <Suspense fallback={<LoginFormPlaceholder />}>
    <LazyLoginForm />
  </Suspense>
);

/**
 * SPEC §2: the login form is also reached at '/'. The prerendered page (vite/prerender.ts)
 * shows the real form at once: it takes typing at once and keeps it, and is sent only once the
 * app is live (LoginForm), never as a plain HTML form; its code loads after the page's own. A visitor already
 * signed in gets 'Go to dashboard' instead, once the page is live (the prerendered card is the
 * signed-out one). The card is composed from the card's classes rather than <Card>, whose class
 * merging (tailwind-merge) does not fit the landing page's budget (DESIGN §10).
 */
export function SignInCard() {
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
        ) : (
          LOGIN_FORM
        )}
      </div>
    </div>
  );
}
