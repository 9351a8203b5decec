import { Suspense } from 'react';
import { cardPartClasses, cardVariants } from '@/components/ui/card-variants.ts';
import { LazyLoginForm, LoginFormPlaceholder } from '@/features/auth/index.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';

/**
 * SPEC §2: the login form is also reached at '/'. It loads after the page itself, in the
 * browser only: the prerendered page (vite/prerender.ts) shows the placeholder, so that no
 * password can be submitted as a plain HTML form before the app is live. The card is
 * composed from the card's classes rather than <Card>, whose class merging (tailwind-merge) does
 * not fit the landing page's budget (DESIGN §10).
 */
export function SignInCard() {
  const hydrated = useHydrated();
  return (
    <div
      className={`${cardVariants({ elevation: 'raised' })} w-full max-w-md justify-self-center lg:justify-self-end`}
    >
      <div className={cardPartClasses.header}>
        <h2 className={cardPartClasses.title}>Sign in to Chairside</h2>
        <p className={cardPartClasses.description}>
          Welcome back. Your shifts and requests are waiting.
        </p>
      </div>
      <div className={cardPartClasses.content}>
        {hydrated ? (
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
