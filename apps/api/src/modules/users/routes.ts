import {
  idParam,
  messageBody,
  userDetailSchema,
  userListQuerySchema,
  userRowSchema,
  userUpdateSchema,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { signedInArea } from '../../lib/area-routes.ts';
import * as usersService from './service.ts';

export function userRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return signedInArea('users', ctx, ({ app, schema, list, detail }) => {
    list(userListQuerySchema, userRowSchema, usersService.list, { revalidated: true });
    detail(userDetailSchema, usersService.detail);

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
  });
}
