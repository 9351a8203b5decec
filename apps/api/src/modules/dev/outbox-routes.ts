import { outboxMessageSchema } from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { readOutbox } from './outbox-service.ts';

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
          response: { 200: z.array(outboxMessageSchema) },
        },
      },
      async (request) => readOutbox(ctx, request.query.to),
    );
  };
}
