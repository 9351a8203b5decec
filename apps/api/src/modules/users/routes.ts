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
import { errorResponses } from '../../lib/http-schemas.ts';
import * as usersService from './service.ts';

export function userRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);
    const tags = ['users'];
    const security = [{ bearerAuth: [] }];

    app.get(
      '/',
      {
        schema: {
          tags,
          security,
          querystring: userListQuerySchema,
          response: { 200: pageOf(userRowSchema), ...errorResponses },
        },
      },
      async (request) => usersService.list(ctx, request.actor, request.query),
    );

    app.get(
      '/:id',
      {
        schema: {
          tags,
          security,
          params: idParam,
          response: { 200: userDetailSchema, ...errorResponses },
        },
      },
      async (request) => usersService.detail(ctx, request.actor, request.params.id),
    );

    app.patch(
      '/:id',
      {
        schema: {
          tags,
          security,
          params: idParam,
          body: userUpdateSchema,
          response: { 200: userDetailSchema, ...errorResponses },
        },
      },
      async (request) => usersService.update(ctx, request.actor, request.params.id, request.body),
    );

    app.post(
      '/:id/sign-out-everywhere',
      {
        schema: {
          tags,
          security,
          params: idParam,
          response: { 200: messageBody, ...errorResponses },
        },
      },
      async (request) => usersService.signOutEverywhere(ctx, request.actor, request.params.id),
    );
  };
}
