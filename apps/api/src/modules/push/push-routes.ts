import {
  idParam,
  noContent,
  pushPublicKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  subscribedDeviceListSchema,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { signedInArea } from '../../lib/area-routes.ts';
import * as push from './push-service.ts';

/**
 * Web Push on a device (issue #14 §2): the VAPID key, turning a browser on and off, and the
 * person's devices with push on (issue #23 §2), each removable from Settings.
 */
export function pushRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // The browsers' push services only (PUSH_ENDPOINT_HOSTS); loopback only under PUSH_ALLOW_LOOPBACK.
  const subscription = pushSubscriptionSchema(ctx.config.push);
  return signedInArea('push', ctx, ({ app, schema }) => {
    app.get(
      '/public-key',
      { schema: schema({ response: { 200: pushPublicKeySchema } }) },
      async () => push.publicKey(ctx),
    );

    app.get(
      '/subscriptions',
      { schema: schema({ response: { 200: subscribedDeviceListSchema } }) },
      async (request) => push.devices(ctx, request.actor),
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

    app.delete(
      '/subscriptions/:id',
      { schema: schema({ params: idParam, response: { 204: noContent } }) },
      async (request, reply) => {
        await push.removeDevice(ctx, request.actor, request.params.id);
        return reply.status(204).send(null);
      },
    );
  });
}
