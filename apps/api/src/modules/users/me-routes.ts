import {
  ACCOUNT_POSITIONS,
  JOB_TITLES,
  passwordChangePayloadSchema,
  passwordChangeResponseSchema,
  profileUpdateSchema,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { errorResponses, messageBody } from '../../lib/http-schemas.ts';
import * as me from './me-service.ts';

export const meResponse = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  position: z.enum(ACCOUNT_POSITIONS),
  phoneNumber: z.string().nullable(),
  jobTitle: z.enum(JOB_TITLES).or(z.string()),
  organizationId: z.number().nullable(),
  organizationName: z.string().nullable(),
  locationIds: z.array(z.number()),
  isActive: z.boolean(),
});

export function meRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['users'];
    app.addHook('onRequest', app.authenticate);
    const security = [{ bearerAuth: [] }];

    app.get(
      '/me',
      { schema: { tags, security, response: { 200: meResponse, ...errorResponses } } },
      async (request) => me.getMe(ctx, request.actor),
    );

    app.post(
      '/me/profile',
      {
        schema: {
          tags,
          security,
          body: profileUpdateSchema,
          response: { 200: meResponse, ...errorResponses },
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
