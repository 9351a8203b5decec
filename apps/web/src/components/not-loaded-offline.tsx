import { APP_STATUS_MESSAGES } from '@chairside/domain';
import { CloudOff } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { useOnline } from '@/lib/use-online.ts';

/**
 * Issue #26 §9: offline, whether something on screen was never loaded on this device (its query
 * has no answer), so that it says so instead of showing as empty or loading for ever.
 */
export function useNotLoadedOffline(...answers: unknown[]): boolean {
  const online = useOnline();
  return !online && answers.some((answer) => answer === undefined);
}

/** In place of what was never loaded, offline: says so, and that it shows once back online. */
export function NotLoadedOffline({ className }: { className?: string }) {
  return (
    <p
      role="status"
      className={cn(
        'flex items-center justify-center gap-2 rounded-md border border-dashed px-3 py-4 text-center text-sm text-muted-foreground',
        className,
      )}
    >
      <CloudOff aria-hidden className="size-4 shrink-0" />
      {APP_STATUS_MESSAGES.notLoadedOffline}
    </p>
  );
}
