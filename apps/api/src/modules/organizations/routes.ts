import {
  createOrganizationSchema,
  dropdownQuerySchema,
  idParam,
  organizationListQuerySchema,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { errorResponses, optionList, pageOf } from '../../lib/http-schemas.ts';
import * as organizations from './service.ts';

const organizationRow = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string(),
  stateCode: z.string(),
  managerNames: z.array(z.string()),
});

const organizationDetail = z.object({
  id: z.number(),
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  stateCode: z.string(),
  zipCode: z.string(),
  countryCode: z.string(),
  locationNames: z.array(z.string()),
  adminNames: z.array(z.string()),
});

export function organizationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);
    const tags = ['organizations'];
    const security = [{ bearerAuth: [] }];

    app.get(
      '/',
      {
        schema: {
          tags,
          security,
          querystring: organizationListQuerySchema,
          response: { 200: pageOf(organizationRow), ...errorResponses },
        },
      },
      async (request) => organizations.list(ctx, request.actor, request.query),
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
      async (request) => organizations.dropdown(ctx, request.actor, request.query),
    );

    app.get(
      '/:id',
      {
        schema: {
          tags,
          security,
          params: idParam,
          response: { 200: organizationDetail, ...errorResponses },
        },
      },
      async (request) => organizations.detail(ctx, request.actor, request.params.id),
    );

    app.post(
      '/',
      {
        schema: {
          tags,
          security,
          body: createOrganizationSchema,
          response: { 201: organizationDetail, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await organizations.create(ctx, request.actor, request.body)),
    );
  };
}
