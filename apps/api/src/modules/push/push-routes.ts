import {
  noContent,
  pushPublicKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { signedInArea } from '../../lib/area-routes.ts';
import * as push from './push-service.ts';

/** Web Push on a device (issue #14 §2): the VAPID key, and turning a browser on and off. */
export function pushRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // Plain-http loopback endpoints are the tests' push service: never accepted in production.
  const subscription = pushSubscriptionSchema({ allowLoopback: ctx.config.env !== 'production' });
  return signedInArea('push', ctx, ({ app, schema }) => {
    app.get(
      '/public-key',
      { schema: schema({ response: { 200: pushPublicKeySchema } }) },
      async () => push.publicKey(ctx),
    );

    app.post(
      '/subscriptions',
      { schema: schema({ body: subscription, response: { 204: noContent } }) },
      async (request, reply) => {
        await push.subscribe(ctx, request.actor, {
          ...request.body,
          userAgent: request.headers['user-agent'],
        });
        return reply.status(204).send(null);
      },
    );

    app.delete(
      '/subscriptions',
      { schema: schema({ body: pushUnsubscribeSchema, response: { 204: noContent } }) },
      async (request, reply) => {
        await push.unsubscribe(ctx, request.actor, request.body);
        return reply.status(204).send(null);
      },
    );
  });
}
