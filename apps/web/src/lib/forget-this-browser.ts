import { unsubscribeThisBrowser } from './push-subscription.ts';

/**
 * What this browser keeps of the signed-in person ends with their session (DESIGN §6): its push
 * subscription, and what sw.js kept for reading offline (`/api/users/me`, the dashboard, shift
 * pages), so that the next person at the same computer reads none of it. Logout runs it, and so
 * does a session the server ended (a 401 to the stored token: a password reset or change
 * elsewhere, 'Sign out of all devices', a deactivation), through endSession. The server already
 * deleted its push rows in that case; after a Logout they go at the push service's next 410.
 * Never fails: at worst something is left that the next sign-out removes.
 */
export async function forgetThisBrowser(): Promise<void> {
  await Promise.all([
    unsubscribeThisBrowser().catch(() => undefined),
    import('./service-worker.ts')
      .then((worker) => worker.forgetOfflineData())
      .catch(() => undefined),
  ]);
}
