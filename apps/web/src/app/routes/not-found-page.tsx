import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';

/** Any address no route answers. */
export function NotFoundPage({ homePath = '/' }: { homePath?: string }) {
  return (
    <div className="flex min-h-[60svh] flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Compass aria-hidden className="size-6" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">Page not found</h1>
      <p className="max-w-md text-muted-foreground">
        The page you are looking for does not exist or has moved.
      </p>
      <Button asChild>
        <Link to={homePath}>{homePath === '/' ? 'Go to the home page' : 'Back to dashboard'}</Link>
      </Button>
    </div>
  );
}
