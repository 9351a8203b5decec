import {
  unsubscribePayloadSchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { routeSchemas } from '../../lib/http-schemas.ts';
import { unsubscribe } from './unsubscribe-service.ts';

const schema = routeSchemas('notifications', 'public');

/** Mail clients post RFC 8058's one-click form in either of these encodings. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * POST /unsubscribe (issue #14 §2): public, the signed token is the credential. The web page
 * sends `{token}`; a mail client's one-click POST sends the token in the query and the form
 * `List-Unsubscribe=One-Click`, whose content is not needed beyond being a POST.
 */
export function unsubscribeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(FORM_TYPES, { parseAs: 'string' }, (request, body, done) => {
      const form = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
        ? Object.fromEntries(new URLSearchParams(String(body)))
        : {};
      done(null, form);
    });

    app.post(
      '/',
      {
        schema: schema({
          body: unsubscribePayloadSchema,
          querystring: unsubscribeQuerySchema,
          response: { 200: unsubscribeResponseSchema },
        }),
      },
      async (request) => unsubscribe(ctx, request.body.token ?? request.query.token),
    );
  };
}
