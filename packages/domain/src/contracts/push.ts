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
