import { APP_STATUS_MESSAGES } from '@chairside/domain';
import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useOnline } from '@/lib/use-online.ts';

/**
 * Issue #15 §4: while the browser is offline, a banner says so; pages show what the service
 * worker kept, read only. Back online, everything shown is fetched again.
 */
export function OfflineBanner() {
  const online = useOnline();
  const queryClient = useQueryClient();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) void queryClient.invalidateQueries();
    wasOnline.current = online;
  }, [online, queryClient]);

  if (online) return null;
  return (
    <div
      role="status"
      className="mb-6 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <WifiOff aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-medium">{APP_STATUS_MESSAGES.offline}.</span>{' '}
        {APP_STATUS_MESSAGES.offlineDetail}
      </p>
    </div>
  );
}
