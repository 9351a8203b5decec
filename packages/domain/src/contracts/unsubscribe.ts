import { z } from 'zod';
import { NOTIFICATION_GROUPS } from '../notification-types.ts';

/** POST /unsubscribe: the event group whose emails were turned off, and the sentence to show. */
export const unsubscribeResponseSchema = z.object({
  group: z.enum(NOTIFICATION_GROUPS),
  label: z.string(),
  message: z.string(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;
