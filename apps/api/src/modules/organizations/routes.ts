import {
  createOrganizationSchema,
  dropdownQuerySchema,
  idParam,
  optionList,
  organizationDetailSchema,
  organizationListQuerySchema,
  organizationRowSchema,
  pageOf,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { errorResponses } from '../../lib/http-schemas.ts';
import * as organizations from './service.ts';

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
          response: { 200: pageOf(organizationRowSchema), ...errorResponses },
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
          response: { 200: organizationDetailSchema, ...errorResponses },
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
          response: { 201: organizationDetailSchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await organizations.create(ctx, request.actor, request.body)),
    );
  };
}
