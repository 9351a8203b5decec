import { dashboardSchema } from '@chairside/domain';
import type { AppContext } from '../../context.ts';
import type { Routes } from '../../lib/area-routes.ts';
import { conditionalGet } from '../../lib/conditional-get.ts';
import { plainJsonSerializer, routeSchemas } from '../../lib/http-schemas.ts';
import { dashboard } from './service.ts';

const schema = routeSchemas('shifts', 'signed-in');

/**
 * GET /shifts/dashboard: SPEC §7 puts it under /shifts, so shiftRoutes adds it to its own routes
 * (right after the calendar's, where the OpenAPI document has always listed it), behind their
 * authentication hook.
 */
export function addDashboardRoute(app: Routes, ctx: AppContext) {
  app.get(
    '/dashboard',
    {
      ...plainJsonSerializer,
      ...conditionalGet(ctx),
      schema: schema({ response: { 200: dashboardSchema } }),
    },
    async (request) => dashboard(ctx, request.actor),
  );
}
