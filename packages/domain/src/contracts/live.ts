import { z } from 'zod';

/** POST /events/ticket (issue #15 §1): opens one live-updates stream within this many seconds. */
export const EVENT_TICKET_TTL_SECONDS = 30;
/** Streams one person may hold open at once (one per signed-in tab). */
export const MAX_STREAMS_PER_USER = 10;

export const eventTicketSchema = z.object({ ticket: z.string() });
export type EventTicket = z.infer<typeof eventTicketSchema>;

export const eventStreamQuerySchema = z.object({ ticket: z.string().min(1).max(200) });

/**
 * What one live event names (GET /events): a shift, a request (with its shift) or a
 * notification changed; `resync` asks the client to refetch everything it shows.
 */
export const liveEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('shift'), id: z.number().int() }),
  z.object({ kind: z.literal('request'), id: z.number().int(), shiftId: z.number().int() }),
  z.object({ kind: z.literal('notification'), id: z.number().int() }),
  z.object({ kind: z.literal('resync') }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
