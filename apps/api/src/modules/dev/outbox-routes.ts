import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { outbox } from '../../db/schema.ts';

const outboxMessage = z.object({
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

/**
 * DESIGN §6: how developers, demos and tests read the emails and texts. Never in production;
 * elsewhere only on a loopback HOST or with DEV_OUTBOX=true (config.ts devOutboxEnabled).
 */
export function devOutboxRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/outbox',
      {
        schema: {
          tags: ['dev'],
          querystring: z.object({
            to: z.string({ error: 'to is required' }).trim().min(1, 'to is required').max(254),
          }),
          response: { 200: z.array(outboxMessage) },
        },
      },
      async (request) => {
        const to = request.query.to.includes('@')
          ? request.query.to.toLowerCase()
          : request.query.to;
        const rows = await ctx.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.recipient, to)))
          .orderBy(desc(outbox.createdAt), desc(outbox.id))
          .limit(100);
        return rows.map((row) => ({
          channel: row.channel,
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          createdAt: row.createdAt.toISOString(),
        }));
      },
    );
  };
}
