import { z } from 'zod';
import { PUSH_MESSAGES } from '../messages.ts';

const base64Url = z
  .string()
  .trim()
  .min(1)
  .max(512)
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_MESSAGES.keyNotBase64Url);

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A push service's address: https, as every browser's push service is. Plain http is let
 * through for a loopback host only where `allowLoopback` (outside production: the tests'
 * loopback push service), so a subscription can never make the server post to its own network.
 */
export function pushEndpointSchema(options: { allowLoopback: boolean }) {
  return z
    .string()
    .trim()
    .max(2048)
    .refine((value) => {
      const url = URL.canParse(value) ? new URL(value) : null;
      if (url?.protocol === 'https:') return true;
      return options.allowLoopback && url?.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
    }, PUSH_MESSAGES.endpointNotHttps);
}

/** POST /push/subscriptions: a browser's PushSubscription.toJSON(), as it sends it. */
export function pushSubscriptionSchema(options: { allowLoopback: boolean }) {
  return z.object({
    endpoint: pushEndpointSchema(options),
    keys: z.object({ p256dh: base64Url, auth: base64Url }),
  });
}
export type PushSubscriptionPayload = z.infer<ReturnType<typeof pushSubscriptionSchema>>;

/** DELETE /push/subscriptions: the device to forget, by its endpoint. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().trim().min(1).max(2048) });
export type PushUnsubscribe = z.infer<typeof pushUnsubscribeSchema>;
