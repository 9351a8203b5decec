import {
  acceptedInviteSchema,
  acceptInvitePayloadSchema,
  createInviteSchema,
  idParam,
  inviteCodeQuerySchema,
  inviteListQuerySchema,
  inviteRowSchema,
  pageOf,
  pendingPhoneVerificationSchema,
  verifyInvitePayloadSchema,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { errorResponses } from '../../lib/http-schemas.ts';
import * as invitesService from './service.ts';

export function inviteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['invites'];
    const security = [{ bearerAuth: [] }];

    app.addHook('onRequest', app.authenticate);

    app.get(
      '/',
      {
        schema: {
          tags,
          security,
          querystring: inviteListQuerySchema,
          response: { 200: pageOf(inviteRowSchema), ...errorResponses },
        },
      },
      async (request) => invitesService.list(ctx, request.actor, request.query),
    );

    app.post(
      '/',
      {
        schema: {
          tags,
          security,
          body: createInviteSchema,
          response: { 201: inviteRowSchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await invitesService.create(ctx, request.actor, request.body)),
    );

    app.delete(
      '/:id',
      {
        schema: {
          tags,
          security,
          params: idParam,
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        await invitesService.remove(ctx, request.actor, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/:id/resend',
      {
        schema: {
          tags,
          security,
          params: idParam,
          response: { 200: inviteRowSchema, ...errorResponses },
        },
      },
      async (request) => invitesService.resend(ctx, request.actor, request.params.id),
    );

    // The invitee's side when they already have an account: signed in as the invited address.
    app.post(
      '/accept',
      {
        schema: {
          tags,
          security,
          body: acceptInvitePayloadSchema,
          response: { 200: acceptedInviteSchema, ...errorResponses },
        },
      },
      async (request) => invitesService.accept(ctx, request.actor, request.body.code),
    );
  };
}

/** The invitee's side: no account yet, so no sign-in; the emailed code is the credential. */
export function inviteAcceptRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['invites'];
    app.post(
      '/verify',
      {
        schema: {
          tags,
          querystring: inviteCodeQuerySchema,
          body: verifyInvitePayloadSchema,
          response: { 200: pendingPhoneVerificationSchema, ...errorResponses },
        },
      },
      async (request) => invitesService.verify(ctx, request.query.code, request.body),
    );
  };
}
