import { dashboardSchema } from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { errorResponses, plainJsonSerializer } from '../../lib/http-schemas.ts';
import { dashboard } from './service.ts';

type RoutesOf = Parameters<FastifyPluginAsyncZod>[0];

/**
 * GET /shifts/dashboard: SPEC §7 puts it under /shifts, so shiftRoutes adds it to its own routes
 * (right after the calendar's, where the OpenAPI document has always listed it), behind their
 * authentication hook.
 */
export function addDashboardRoute(app: RoutesOf, ctx: AppContext) {
  app.get(
    '/dashboard',
    {
      ...plainJsonSerializer,
      schema: {
        tags: ['shifts'],
        security: [{ bearerAuth: [] }],
        response: { 200: dashboardSchema, ...errorResponses },
      },
    },
    async (request) => dashboard(ctx, request.actor),
  );
}
