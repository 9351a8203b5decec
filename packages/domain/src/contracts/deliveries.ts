import { z } from 'zod';
import { OUTBOX_CHANNELS } from '../constants.ts';

/**
 * A message of the outbox whose delivery was given up (GET /admin/failed-deliveries): its
 * attempts used up, or refused for good by the channel. The body is left out: it may carry a
 * sign-in link or a code.
 */
export const failedDeliverySchema = z.object({
  id: z.number().int(),
  channel: z.enum(OUTBOX_CHANNELS),
  recipient: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  failedAt: z.string(),
});
export type FailedDelivery = z.infer<typeof failedDeliverySchema>;
