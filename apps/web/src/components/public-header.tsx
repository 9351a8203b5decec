import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants.ts';
import { BrandLogo } from './brand-logo.tsx';
import { paths } from '@/config/paths.ts';
import { useSignedIn } from '@/lib/use-signed-in.ts';

const sectionLink =
  'rounded-md px-1 py-1 text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The public pages' header: logo, landing sections, sign in and registration. A signed-in
 * visitor gets one 'Go to dashboard' instead of both, as registering means nothing to them (and
 * on a phone the three would not fit beside the logo); that is once the page is live, as the
 * prerendered header is the signed-out one.
 */
export function PublicHeader() {
  const signedIn = useSignedIn();
  return (
    <header className="sticky top-0 z-40 border-b bg-background">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <BrandLogo />
        {/* Below 640 px the section links take their own row so nothing is hidden. */}
        <nav
          aria-label="Sections"
          className="order-last flex w-full justify-center gap-6 text-sm font-medium sm:order-none sm:w-auto"
        >
          <Link to={paths.landing.href('features')} className={sectionLink}>
            Features
          </Link>
          <Link to={paths.landing.href('how-it-works')} className={sectionLink}>
            How It Works
          </Link>
        </nav>
        <div className="flex items-center gap-2">
          {signedIn ? (
            <Link to={paths.dashboard.href()} className={buttonVariants({ size: 'sm' })}>
              Go to dashboard
            </Link>
          ) : (
            <>
              <Link
                to={paths.login.href()}
                className={buttonVariants({ variant: 'ghost', size: 'sm' })}
              >
                Sign in
              </Link>
              <Link to={paths.register.href()} className={buttonVariants({ size: 'sm' })}>
                Get Started
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
