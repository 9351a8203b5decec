import {
  createLocationSchema,
  locationDetailSchema,
  locationListQuerySchema,
  locationRowSchema,
  mapLocationSchema,
  mapLocationsQuerySchema,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { signedInArea } from '../../lib/area-routes.ts';
import * as locations from './service.ts';

export function locationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return signedInArea('locations', ctx, ({ app, schema, list, dropdown, detail, create }) => {
    list(locationListQuerySchema, locationRowSchema, locations.list, { revalidated: true });
    dropdown(locations.dropdown);

    app.get(
      '/map',
      {
        schema: schema({
          querystring: mapLocationsQuerySchema,
          response: { 200: z.array(mapLocationSchema) },
        }),
      },
      async (request) => locations.forMap(ctx, request.actor, request.query),
    );

    detail(locationDetailSchema, locations.detail);
    create(createLocationSchema, locationDetailSchema, locations.create);
  });
}
