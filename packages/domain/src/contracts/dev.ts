import { z } from 'zod';

/** A message of GET /dev/outbox (DESIGN §6): links and codes appear in `text`. */
export const outboxMessageSchema = z.object({
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
