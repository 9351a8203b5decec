import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants.ts';
import { paths } from '@/config/paths.ts';

/** Any address no route answers. In the first bundle, so styled without <Button> (DESIGN §10). */
export function NotFoundPage({ homePath = paths.landing.path }: { homePath?: string }) {
  return (
    <div className="flex min-h-[60svh] flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Compass aria-hidden className="size-6" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">Page not found</h1>
      <p className="max-w-md text-muted-foreground">
        The page you are looking for does not exist or has moved.
      </p>
      <Link to={homePath} className={buttonVariants()}>
        {homePath === paths.landing.path ? 'Go to the home page' : 'Back to dashboard'}
      </Link>
    </div>
  );
}
