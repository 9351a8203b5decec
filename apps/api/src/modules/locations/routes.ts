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
import { errorResponses } from '../../lib/http-schemas.ts';
import * as locations from './service.ts';

export function locationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);
    const tags = ['locations'];
    const security = [{ bearerAuth: [] }];

    app.get(
      '/',
      {
        schema: {
          tags,
          security,
          querystring: locationListQuerySchema,
          response: { 200: pageOf(locationRowSchema), ...errorResponses },
        },
      },
      async (request) => locations.list(ctx, request.actor, request.query),
    );

    app.get(
      '/dropdown',
      {
        schema: {
          tags,
          security,
          querystring: dropdownQuerySchema,
          response: { 200: optionList, ...errorResponses },
        },
      },
      async (request) => locations.dropdown(ctx, request.actor, request.query),
    );

    app.get(
      '/map',
      {
        schema: {
          tags,
          security,
          querystring: mapLocationsQuerySchema,
          response: { 200: z.array(mapLocationSchema), ...errorResponses },
        },
      },
      async (request) => locations.forMap(ctx, request.actor, request.query),
    );

    app.get(
      '/:id',
      {
        schema: {
          tags,
          security,
          params: idParam,
          response: { 200: locationDetailSchema, ...errorResponses },
        },
      },
      async (request) => locations.detail(ctx, request.actor, request.params.id),
    );

    app.post(
      '/',
      {
        schema: {
          tags,
          security,
          body: createLocationSchema,
          response: { 201: locationDetailSchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await locations.create(ctx, request.actor, request.body)),
    );
  };
}
