/** The one service worker of the app (apps/web/public/sw.js): push, offline shell, updates. */
export const SERVICE_WORKER_URL = '/sw.js';

/** A registration as far as updates go (the browser's, or a test's stand-in). */
export interface UpdatableRegistration extends EventTarget {
  waiting: ServiceWorker | null;
  installing: ServiceWorker | null;
}

/**
 * Calls `onWaiting` with a new release's worker once it is installed and waits to take over:
 * one waiting already, or one that finishes installing later. The first install of all (no
 * worker controls the page yet) is no update: it simply starts serving.
 */
export function watchForUpdates(
  registration: UpdatableRegistration,
  controlled: () => boolean,
  onWaiting: (worker: ServiceWorker) => void,
): void {
  if (registration.waiting && controlled()) onWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && controlled()) onWaiting(worker);
    });
  });
}

/** The waiting worker takes over; the page reloads once it controls it, on the new release. */
export function activateUpdate(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  worker.postMessage({ type: 'skipWaiting' });
}

/** Sign-out forgets what this browser kept for reading offline (sw.js's per-person caches). */
export async function forgetOfflineData(): Promise<void> {
  if (!('caches' in window)) return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith('chairside-data-')).map((name) => caches.delete(name)),
  );
}
