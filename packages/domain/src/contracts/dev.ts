import { z } from 'zod';
import { OUTBOX_CHANNELS } from '../constants.ts';

/** A message of GET /dev/outbox (DESIGN §6): links and codes appear in `text`. */
export const outboxMessageSchema = z.object({
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
