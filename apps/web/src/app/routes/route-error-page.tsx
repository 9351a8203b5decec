import { TriangleAlert } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonVariants } from '@/components/ui/button-variants.ts';
import { isReloadingForUpdate, UPDATE_RELOADING } from '../stale-chunks.ts';

/**
 * Shown when a route fails to render or its code fails to load (e.g. after a deploy). In the
 * first bundle, so styled without <Button> (DESIGN §10). When the code failed to load because a
 * new version was released, the page is already reloading (stale-chunks.ts): it says so.
 */
export function RouteErrorPage() {
  if (isReloadingForUpdate()) {
    return (
      <div className="flex min-h-svh flex-col items-center justify-center gap-4 bg-background px-4 text-center text-foreground">
        <Spinner label={UPDATE_RELOADING} className="size-8 text-primary" />
        <p aria-hidden className="text-lg font-medium">
          {UPDATE_RELOADING}
        </p>
      </div>
    );
  }
  return (
    <div
      role="alert"
      className="flex min-h-svh flex-col items-center justify-center gap-4 bg-background px-4 text-center text-foreground"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <TriangleAlert aria-hidden className="size-6" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">
        This page could not be displayed. Reloading usually fixes it.
      </p>
      <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </div>
  );
}
