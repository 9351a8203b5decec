import { APP_STATUS_MESSAGES } from '@chairside/domain';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { activateUpdate, SERVICE_WORKER_URL, watchForUpdates } from '@/lib/service-worker.ts';

function offerReload(worker: ServiceWorker) {
  toast(APP_STATUS_MESSAGES.newVersion, {
    id: 'new-version',
    duration: Infinity,
    action: { label: APP_STATUS_MESSAGES.reload, onClick: () => activateUpdate(worker) },
  });
}

/**
 * Issue #15 §4: the signed-in app registers its service worker (the offline shell and reading,
 * push) and, when a release's worker waits to take over, offers 'New version available':
 * Reload. The browser looks for a new worker on each visit; this also asks when the tab comes
 * back into view. Production builds only: the dev server has no precache list.
 */
export function ServiceWorkerUpdates() {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let registration: ServiceWorkerRegistration | null = null;
    const lookAgain = () => {
      if (document.visibilityState === 'visible') void registration?.update().catch(() => {});
    };
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL)
      .then((registered) => {
        registration = registered;
        watchForUpdates(registered, () => navigator.serviceWorker.controller !== null, offerReload);
      })
      .catch(() => undefined);
    document.addEventListener('visibilitychange', lookAgain);
    return () => document.removeEventListener('visibilitychange', lookAgain);
  }, []);
  return null;
}
