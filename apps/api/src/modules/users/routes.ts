import {
  idParam,
  messageBody,
  pageOf,
  userDetailSchema,
  userListQuerySchema,
  userRowSchema,
  userUpdateSchema,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { routeSchemas } from '../../lib/http-schemas.ts';
import * as usersService from './service.ts';

const schema = routeSchemas('users', 'signed-in');

export function userRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.get(
      '/',
      {
        schema: schema({
          querystring: userListQuerySchema,
          response: { 200: pageOf(userRowSchema) },
        }),
      },
      async (request) => usersService.list(ctx, request.actor, request.query),
    );

    app.get(
      '/:id',
      {
        schema: schema({ params: idParam, response: { 200: userDetailSchema } }),
      },
      async (request) => usersService.detail(ctx, request.actor, request.params.id),
    );

    app.patch(
      '/:id',
      {
        schema: schema({
          params: idParam,
          body: userUpdateSchema,
          response: { 200: userDetailSchema },
        }),
      },
      async (request) => usersService.update(ctx, request.actor, request.params.id, request.body),
    );

    app.post(
      '/:id/sign-out-everywhere',
      {
        schema: schema({ params: idParam, response: { 200: messageBody } }),
      },
      async (request) => usersService.signOutEverywhere(ctx, request.actor, request.params.id),
    );
  };
}
