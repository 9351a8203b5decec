import {
  meSchema,
  messageBody,
  passwordChangePayloadSchema,
  passwordChangeResponseSchema,
  profileUpdateSchema,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { errorResponses } from '../../lib/http-schemas.ts';
import * as me from './me-service.ts';

export function meRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['users'];
    app.addHook('onRequest', app.authenticate);
    const security = [{ bearerAuth: [] }];

    app.get(
      '/me',
      { schema: { tags, security, response: { 200: meSchema, ...errorResponses } } },
      async (request) => me.getMe(ctx, request.actor),
    );

    app.post(
      '/me/profile',
      {
        schema: {
          tags,
          security,
          body: profileUpdateSchema,
          response: { 200: meSchema, ...errorResponses },
        },
      },
      async (request) => me.updateProfile(ctx, request.actor, request.body),
    );

    app.post(
      '/me/password',
      {
        schema: {
          tags,
          security,
          body: passwordChangePayloadSchema,
          response: { 200: passwordChangeResponseSchema, ...errorResponses },
        },
      },
      async (request) => me.changePassword(ctx, request.actor, request.body),
    );

    app.post(
      '/me/sign-out-everywhere',
      { schema: { tags, security, response: { 200: messageBody, ...errorResponses } } },
      async (request) => me.signOutEverywhere(ctx, request.actor),
    );
  };
}
