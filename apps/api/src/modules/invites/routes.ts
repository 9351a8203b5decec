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
import { routeSchemas } from '../../lib/http-schemas.ts';
import * as invitesService from './service.ts';

const schema = routeSchemas('invites', 'signed-in');
const publicSchema = routeSchemas('invites', 'public');

export function inviteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.get(
      '/',
      {
        schema: schema({
          querystring: inviteListQuerySchema,
          response: { 200: pageOf(inviteRowSchema) },
        }),
      },
      async (request) => invitesService.list(ctx, request.actor, request.query),
    );

    app.post(
      '/',
      {
        schema: schema({ body: createInviteSchema, response: { 201: inviteRowSchema } }),
      },
      async (request, reply) =>
        reply.status(201).send(await invitesService.create(ctx, request.actor, request.body)),
    );

    app.delete(
      '/:id',
      {
        schema: schema({ params: idParam, response: { 204: z.null() } }),
      },
      async (request, reply) => {
        await invitesService.remove(ctx, request.actor, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/:id/resend',
      {
        schema: schema({ params: idParam, response: { 200: inviteRowSchema } }),
      },
      async (request) => invitesService.resend(ctx, request.actor, request.params.id),
    );

    // The invitee's side when they already have an account: signed in as the invited address.
    app.post(
      '/accept',
      {
        schema: schema({
          body: acceptInvitePayloadSchema,
          response: { 200: acceptedInviteSchema },
        }),
      },
      async (request) => invitesService.accept(ctx, request.actor, request.body.code),
    );
  };
}

/** The invitee's side: no account yet, so no sign-in; the emailed code is the credential. */
export function inviteAcceptRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/verify',
      {
        schema: publicSchema({
          querystring: inviteCodeQuerySchema,
          body: verifyInvitePayloadSchema,
          response: { 200: pendingPhoneVerificationSchema },
        }),
      },
      async (request) => invitesService.verify(ctx, request.query.code, request.body),
    );
  };
}
