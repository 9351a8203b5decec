import { dashboardSchema } from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { signedInArea } from '../../lib/area-routes.ts';
import { conditionalGet } from '../../lib/conditional-get.ts';
import { plainJsonSerializer } from '../../lib/http-schemas.ts';
import { dashboard } from './service.ts';

/**
 * GET /shifts/dashboard: SPEC §7 puts it under /shifts, so app.ts registers these routes with
 * the shifts' prefix, behind the same authentication hook.
 */
export function dashboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return signedInArea('shifts', ctx, ({ app, schema }) => {
    app.get(
      '/dashboard',
      {
        ...plainJsonSerializer,
        ...conditionalGet(),
        schema: schema({ response: { 200: dashboardSchema } }),
      },
      async (request) => dashboard(ctx, request.actor),
    );
  });
}
