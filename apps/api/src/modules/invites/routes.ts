import {
  acceptedInviteSchema,
  acceptInvitePayloadSchema,
  createInviteSchema,
  idParam,
  inviteCodeQuerySchema,
  inviteListQuerySchema,
  inviteRowSchema,
  pendingPhoneVerificationSchema,
  verifyInvitePayloadSchema,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { signedInArea } from '../../lib/area-routes.ts';
import { routeSchemas } from '../../lib/http-schemas.ts';
import * as invitesService from './service.ts';

const publicSchema = routeSchemas('invites', 'public');

export function inviteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return signedInArea('invites', ctx, ({ app, schema, list, create, remove }) => {
    list(inviteListQuerySchema, inviteRowSchema, invitesService.list, { revalidated: true });
    create(createInviteSchema, inviteRowSchema, invitesService.create);
    remove(invitesService.remove);

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
  });
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
