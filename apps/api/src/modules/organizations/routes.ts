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
import { routeSchemas } from '../../lib/http-schemas.ts';
import * as organizations from './service.ts';

const schema = routeSchemas('organizations', 'signed-in');

export function organizationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.get(
      '/',
      {
        schema: schema({
          querystring: organizationListQuerySchema,
          response: { 200: pageOf(organizationRowSchema) },
        }),
      },
      async (request) => organizations.list(ctx, request.actor, request.query),
    );

    app.get(
      '/dropdown',
      { schema: schema({ querystring: dropdownQuerySchema, response: { 200: optionList } }) },
      async (request) => organizations.dropdown(ctx, request.actor, request.query),
    );

    app.get(
      '/:id',
      { schema: schema({ params: idParam, response: { 200: organizationDetailSchema } }) },
      async (request) => organizations.detail(ctx, request.actor, request.params.id),
    );

    app.post(
      '/',
      {
        schema: schema({
          body: createOrganizationSchema,
          response: { 201: organizationDetailSchema },
        }),
      },
      async (request, reply) =>
        reply.status(201).send(await organizations.create(ctx, request.actor, request.body)),
    );
  };
}
