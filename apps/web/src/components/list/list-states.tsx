import { MESSAGES } from '@chairside/domain';
import { CircleAlert, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/cn.ts';

const boxClass =
  'flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed bg-card px-6 py-12 text-center';

/** Shown while a list's first page loads. */
export function ListLoading({
  label = 'Loading...',
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div className={cn(boxClass, className)}>
      <Spinner className="size-6 text-primary" label={label} />
      <p aria-hidden className="text-sm text-muted-foreground">
        {label}
      </p>
    </div>
  );
}

/** A failed list: the message is the ApiError's, already in SPEC §8 form. */
export function ListError({ error, className }: { error: Error | null; className?: string }) {
  return (
    <div role="alert" className={cn(boxClass, 'border-destructive/40', className)}>
      <CircleAlert aria-hidden className="size-6 text-destructive" />
      <p className="text-sm font-medium text-destructive">
        {error?.message || MESSAGES.unknownError}
      </p>
    </div>
  );
}

/** No rows for these filters. */
export function ListEmpty({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn(boxClass, className)}>
      <Inbox aria-hidden className="size-6 text-muted-foreground" />
      <p className="text-sm text-muted-foreground">{children}</p>
    </div>
  );
}
