import {
  calendarFeedListSchema,
  calendarFeedSchema,
  calendarFeedScopeParamSchema,
  feedFileParamSchema,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { signedInArea } from '../../lib/area-routes.ts';
import * as calendar from './service.ts';

/** The signed-in side: the caller's feeds and their URLs (Settings › Calendar feeds). */
export function calendarFeedRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return signedInArea('calendar', ctx, ({ app, schema }) => {
    app.get(
      '/feeds',
      { schema: schema({ response: { 200: calendarFeedListSchema } }) },
      async (request) => calendar.listFeeds(ctx, request.actor),
    );

    app.post(
      '/feeds/:scope/regenerate',
      {
        schema: schema({
          params: calendarFeedScopeParamSchema,
          response: { 200: calendarFeedSchema },
        }),
      },
      async (request) => calendar.regenerateFeed(ctx, request.actor, request.params.scope),
    );
  });
}

/**
 * The feed itself: calendar apps fetch it without signing in, so the URL's token is the
 * credential. Like every /api answer it is `Cache-Control: no-store` (plugins/security.ts): no
 * cache keeps a feed whose link has been reset or whose owner has left.
 */
export function calendarFileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:file',
      {
        // No success schema: the answer is iCalendar text, not JSON.
        schema: {
          tags: ['calendar'],
          params: feedFileParamSchema,
          description: 'A private iCalendar feed (issue #15 §2); the token is the credential.',
        },
      },
      async (request, reply) => {
        const token = request.params.file.slice(0, -'.ics'.length);
        const text = await calendar.feedText(ctx, token, new Date());
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="chairside.ics"')
          .send(text);
      },
    );
  };
}
