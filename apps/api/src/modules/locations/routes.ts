import {
  createLocationSchema,
  dropdownQuerySchema,
  idParam,
  locationListQuerySchema,
  mapLocationsQuerySchema,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { errorResponses, optionList, pageOf } from '../../lib/http-schemas.ts';
import * as locations from './service.ts';

const locationRow = z.object({
  id: z.number(),
  name: z.string(),
  locationNumber: z.string(),
  organization: z.string(),
  organizationId: z.number(),
});

const locationDetail = z.object({
  id: z.number(),
  name: z.string(),
  locationNumber: z.string(),
  organizationId: z.number(),
  organizationName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  stateCode: z.string(),
  zipCode: z.string(),
  countryCode: z.string(),
  timezone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  users: z.array(z.object({ id: z.number(), name: z.string(), position: z.string() })),
});

const mapLocation = z.object({
  id: z.number(),
  name: z.string(),
  locationNumber: z.string(),
  organizationId: z.number(),
  organizationName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  distanceMiles: z.number().nullable(),
});

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
          response: { 200: pageOf(locationRow), ...errorResponses },
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
          response: { 200: z.array(mapLocation), ...errorResponses },
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
          response: { 200: locationDetail, ...errorResponses },
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
          response: { 201: locationDetail, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await locations.create(ctx, request.actor, request.body)),
    );
  };
}
