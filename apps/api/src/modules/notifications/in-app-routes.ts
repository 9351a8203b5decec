import {
  markNotificationsReadSchema,
  notificationListQuerySchema,
  notificationSchema,
  unreadCountSchema,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { signedInArea } from '../../lib/area-routes.ts';
import * as inApp from './in-app-service.ts';

/** The notification centre (issue #14 §2): the caller's own in-app notifications. */
export function notificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return signedInArea('notifications', ctx, ({ app, schema, list }) => {
    list(notificationListQuerySchema, notificationSchema, inApp.list);

    app.get(
      '/unread-count',
      { schema: schema({ response: { 200: unreadCountSchema } }) },
      async (request) => inApp.unreadCount(ctx, request.actor),
    );

    app.post(
      '/read',
      {
        schema: schema({ body: markNotificationsReadSchema, response: { 200: unreadCountSchema } }),
      },
      async (request) => inApp.markRead(ctx, request.actor, request.body),
    );
  });
}
