import { CircleAlert } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

/** A server failure shown inline in a form, in red (SPEC §8); renders nothing without one. */
export function FormError({ error, className }: { error: Error | null; className?: string }) {
  if (!error) return null;
  return (
    <p
      role="alert"
      className={cn(
        'flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive',
        className,
      )}
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{error.message}</span>
    </p>
  );
}
