import {
  approveTimesheetPayloadSchema,
  idParam,
  submitTimesheetPayloadSchema,
  timesheetSchema,
} from '@chairside/domain';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Routes } from '../../lib/area-routes.ts';
import type { routeSchemas } from '../../lib/http-schemas.ts';
import { approveTimesheet, getTimesheet, submitTimesheet } from './timesheet-service.ts';

/**
 * Issue #28 §3: a confirmed shift's timesheet, read by its person and its managers, submitted by
 * the person and approved by a manager (docs/PAY.md). Added to the shifts area, whose
 * preHandler loads `request.shift`.
 */
export function timesheetRoutes(
  app: Routes,
  ctx: AppContext,
  schema: ReturnType<typeof routeSchemas>,
  preHandler: preHandlerAsyncHookHandler,
) {
  const response = { 200: timesheetSchema };

  app.get(
    '/:id/timesheet',
    { preHandler, schema: schema({ params: idParam, response }) },
    async (request) => getTimesheet(ctx, request.actor, request.shift),
  );

  app.put(
    '/:id/timesheet',
    {
      preHandler,
      schema: schema({ params: idParam, body: submitTimesheetPayloadSchema, response }),
    },
    async (request) => submitTimesheet(ctx, request.actor, request.shift, request.body),
  );

  app.post(
    '/:id/timesheet/approve',
    {
      preHandler,
      schema: schema({
        params: idParam,
        // Fastify hands a missing body to the validator as null: approving as submitted.
        body: approveTimesheetPayloadSchema.nullish(),
        response,
      }),
    },
    async (request) => approveTimesheet(ctx, request.actor, request.shift, request.body ?? {}),
  );
}
