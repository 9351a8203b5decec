import { z } from 'zod';

/** GET /push/public-key: the server's VAPID public key, for PushManager.subscribe. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** What one push message carries to the service worker (encrypted on the way). */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The app path to open on click, e.g. the shift's page. */
  url: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** One of the caller's devices with push on (GET /push/subscriptions), for Settings' list. */
export const subscribedDeviceSchema = z.object({
  id: z.number(),
  /** 'Chrome on Android', from the browser's User-Agent; null when it said nothing we know. */
  label: z.string().nullable(),
  /** When push was turned on there (ISO-8601 UTC). */
  createdAt: z.string(),
});
export type SubscribedDevice = z.infer<typeof subscribedDeviceSchema>;
export const subscribedDeviceListSchema = z.array(subscribedDeviceSchema);
