import {
  createLocationSchema,
  dropdownQuerySchema,
  idParam,
  locationDetailSchema,
  locationListQuerySchema,
  locationRowSchema,
  mapLocationSchema,
  mapLocationsQuerySchema,
  optionList,
  pageOf,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { routeSchemas } from '../../lib/http-schemas.ts';
import * as locations from './service.ts';

const schema = routeSchemas('locations', 'signed-in');

export function locationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.get(
      '/',
      {
        schema: schema({
          querystring: locationListQuerySchema,
          response: { 200: pageOf(locationRowSchema) },
        }),
      },
      async (request) => locations.list(ctx, request.actor, request.query),
    );

    app.get(
      '/dropdown',
      {
        schema: schema({ querystring: dropdownQuerySchema, response: { 200: optionList } }),
      },
      async (request) => locations.dropdown(ctx, request.actor, request.query),
    );

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

    app.get(
      '/:id',
      {
        schema: schema({ params: idParam, response: { 200: locationDetailSchema } }),
      },
      async (request) => locations.detail(ctx, request.actor, request.params.id),
    );

    app.post(
      '/',
      {
        schema: schema({ body: createLocationSchema, response: { 201: locationDetailSchema } }),
      },
      async (request, reply) =>
        reply.status(201).send(await locations.create(ctx, request.actor, request.body)),
    );
  };
}
