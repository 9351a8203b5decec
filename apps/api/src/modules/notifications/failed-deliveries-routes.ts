import { failedDeliveryListQuerySchema, failedDeliverySchema } from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { signedInArea } from '../../lib/area-routes.ts';
import * as failedDeliveries from './failed-deliveries-service.ts';

/** GET /admin/failed-deliveries: the outbox's given-up messages, for platform admins. */
export function failedDeliveryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return signedInArea('admin', ctx, ({ list }) => {
    list(failedDeliveryListQuerySchema, failedDeliverySchema, failedDeliveries.list);
  });
}
