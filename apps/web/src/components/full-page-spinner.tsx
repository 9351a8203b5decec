import { Spinner } from './ui/spinner.tsx';

/** Fills the viewport while the first data of a screen loads. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-svh items-center justify-center bg-background">
      <Spinner label={label} className="size-8 text-primary" />
    </div>
  );
}
