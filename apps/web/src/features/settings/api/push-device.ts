import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiRequest, apiSend } from '@/lib/api-client.ts';
import { browserPushSubscription } from '@/lib/push-subscription.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { SERVICE_WORKER_URL } from '@/lib/service-worker.ts';

/**
 * Push on this browser: it cannot do push, the person blocked notifications for the site (only
 * the browser's site settings can undo that), or it is on or off.
 */
export type PushDeviceState = 'unsupported' | 'blocked' | 'on' | 'off';

function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export async function readPushDeviceState(): Promise<PushDeviceState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await browserPushSubscription()) ? 'on' : 'off';
}

/** A VAPID public key (base64url) as PushManager.subscribe wants it: its bytes. */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Asks the browser's permission, subscribes with the server's VAPID key and sends the
 * subscription to the server. Declining the prompt is no error: the state then says so.
 */
async function turnOn(): Promise<void> {
  if ((await Notification.requestPermission()) !== 'granted') return;
  const { publicKey } = await apiRequest('/push/public-key', {
    contract: (domain) => domain.pushPublicKeySchema,
  });
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  try {
    await apiPost('/push/subscriptions', (domain) => domain.noContent, subscription.toJSON());
  } catch (error) {
    // The server refused it (say, a push service it does not post to): off here too, so this
    // browser never reads as on while the server has no device to send to.
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
}

/** Tells the server first: a browser that forgot the subscription could not say which it was. */
async function turnOff(): Promise<void> {
  const subscription = await browserPushSubscription();
  if (!subscription) return;
  await apiSend('DELETE', '/push/subscriptions', (domain) => domain.noContent, {
    endpoint: subscription.endpoint,
  }).catch((error: { status?: number }) => {
    // Already gone on the server (its push service said so): unsubscribing here still helps.
    if (error.status !== 404) throw error;
  });
  await subscription.unsubscribe();
}

/**
 * After this device's password change the server removed every push subscription of the person
 * (the intruder's among them): this browser's, if push is on here, is sent again under the new
 * session. Should that fail, it is dropped here too, so the switch never says On for nothing.
 */
export async function keepPushOnThisBrowser(): Promise<void> {
  const subscription = await browserPushSubscription().catch(() => null);
  if (!subscription) return;
  await apiPost('/push/subscriptions', (domain) => domain.noContent, subscription.toJSON()).catch(
    () => subscription.unsubscribe().catch(() => undefined),
  );
}

export function usePushDeviceState() {
  return useQuery({ queryKey: queryKeys.pushDevice, queryFn: readPushDeviceState });
}

/** Turns push on or off here; the state is read again from the browser either way. */
export function useSetPushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => (on ? turnOn() : turnOff()),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.pushDevice }),
        queryClient.invalidateQueries({ queryKey: queryKeys.pushDevices }),
      ]),
  });
}
