import { eventStreamQuerySchema, eventTicketSchema } from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { routeSchemas } from '../../lib/http-schemas.ts';
import type { LiveHub } from './hub.ts';
import { assertRoomForStream, serveStream } from './stream.ts';
import { issueTicket, redeemTicket } from './ticket-service.ts';

/** Issue #15 §1 live updates: a ticket (signed in), then the event stream it opens. */
export function liveRoutes(ctx: AppContext, hub: LiveHub): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/ticket',
      {
        onRequest: app.authenticate,
        schema: routeSchemas('events', 'signed-in')({ response: { 200: eventTicketSchema } }),
      },
      async (request) => issueTicket(ctx, request.actor),
    );

    // The ticket stands in for the access token, which never goes in a URL.
    app.get(
      '/',
      {
        schema: routeSchemas(
          'events',
          'public',
        )({ querystring: eventStreamQuerySchema, response: {} }),
      },
      async (request, reply) => {
        const user = await redeemTicket(ctx, request.query.ticket);
        assertRoomForStream(hub, user);
        const lastEventId = request.headers['last-event-id'];
        reply.hijack();
        serveStream(
          ctx,
          hub,
          user,
          reply.raw,
          typeof lastEventId === 'string' ? lastEventId : undefined,
        );
      },
    );
  };
}
