import {
  ACCOUNT_POSITIONS,
  idParam,
  userListQuerySchema,
  userUpdateSchema,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { errorResponses, messageBody, pageOf } from '../../lib/http-schemas.ts';
import * as usersService from './service.ts';

const userRow = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  position: z.enum(ACCOUNT_POSITIONS),
  jobTitle: z.string(),
  isActive: z.boolean(),
  organizationNames: z.array(z.string()),
  positionNames: z.array(z.string()),
});

const userDetail = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  jobTitle: z.string(),
  position: z.enum(ACCOUNT_POSITIONS),
  organizationId: z.number().nullable(),
  organizationName: z.string().nullable(),
  organizationNames: z.array(z.string()),
  positionNames: z.array(z.string()),
  locationIds: z.array(z.number()),
  isActive: z.boolean(),
  recentShifts: z.array(
    z.object({
      id: z.number(),
      date: z.string(),
      locationName: z.string(),
      position: z.string(),
      totalMinutes: z.number(),
    }),
  ),
});

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
          response: { 200: pageOf(userRow), ...errorResponses },
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
          response: { 200: userDetail, ...errorResponses },
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
          response: { 200: userDetail, ...errorResponses },
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
