import {
  idParam,
  noContent,
  shiftTemplatePayloadSchema,
  shiftTemplateSchema,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { signedInArea } from '../../lib/area-routes.ts';
import * as templates from './service.ts';

const locationParams = z.object({ locationId: idParam.shape.id });
const templateParams = z.object({
  locationId: idParam.shape.id,
  templateId: idParam.shape.id,
});

/**
 * Issue #16 §1: a location's shift templates, under the location as a shift's requests are
 * under the shift (/locations/:locationId/shift-templates[/:templateId]).
 */
export function shiftTemplateRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return signedInArea('shift-templates', ctx, ({ app, schema }) => {
    app.get(
      '/:locationId/shift-templates',
      {
        schema: schema({ params: locationParams, response: { 200: z.array(shiftTemplateSchema) } }),
      },
      async (request) => templates.list(ctx, request.actor, request.params.locationId),
    );

    app.post(
      '/:locationId/shift-templates',
      {
        schema: schema({
          params: locationParams,
          body: shiftTemplatePayloadSchema,
          response: { 201: shiftTemplateSchema },
        }),
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await templates.create(ctx, request.actor, request.params.locationId, request.body),
          ),
    );

    app.patch(
      '/:locationId/shift-templates/:templateId',
      {
        schema: schema({
          params: templateParams,
          body: shiftTemplatePayloadSchema,
          response: { 200: shiftTemplateSchema },
        }),
      },
      async (request) => templates.update(ctx, request.actor, request.params, request.body),
    );

    app.delete(
      '/:locationId/shift-templates/:templateId',
      { schema: schema({ params: templateParams, response: { 204: noContent } }) },
      async (request, reply) => {
        await templates.remove(ctx, request.actor, request.params);
        return reply.status(204).send(null);
      },
    );
  });
}
