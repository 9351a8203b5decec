import { z } from 'zod';
import { PUSH_MESSAGES } from '../messages/general.ts';
import { pushEndpointProblem, type PushEndpointRules } from '../push-endpoints.ts';

const base64Url = z
  .string()
  .trim()
  .min(1)
  .max(512)
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_MESSAGES.keyNotBase64Url);

/**
 * A push service's address (issue #23 §1): https on one of the browsers' push services the
 * server is configured for, never an IP address, so a subscription can never make the server
 * post into its own network. Plain http on loopback only under `allowLoopback` (the tests).
 */
export function pushEndpointSchema(rules: PushEndpointRules) {
  return z
    .string()
    .trim()
    .max(2048)
    .superRefine((value, context) => {
      const problem = pushEndpointProblem(value, rules);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
}

/** POST /push/subscriptions: a browser's PushSubscription.toJSON(), as it sends it. */
export function pushSubscriptionSchema(rules: PushEndpointRules) {
  return z.object({
    endpoint: pushEndpointSchema(rules),
    keys: z.object({ p256dh: base64Url, auth: base64Url }),
  });
}
export type PushSubscriptionPayload = z.infer<ReturnType<typeof pushSubscriptionSchema>>;

/** DELETE /push/subscriptions: the device to forget, by its endpoint. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().trim().min(1).max(2048) });
export type PushUnsubscribe = z.infer<typeof pushUnsubscribeSchema>;
