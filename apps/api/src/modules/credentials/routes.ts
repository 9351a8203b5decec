import {
  credentialChangesSchema,
  credentialListSchema,
  credentialPayloadSchema,
  credentialReviewPageSchema,
  credentialReviewQuerySchema,
  credentialSchema,
  errorBody,
  idParam,
  noContent,
  userCredentialParams,
  userIdParam,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { signedInArea } from '../../lib/area-routes.ts';
import { acceptMultipartForms, uploadedFile } from './document-upload.ts';
import * as holders from './holder-service.ts';
import * as review from './review-service.ts';
import * as own from './service.ts';

const TAG = 'credentials';

/** Issue #27 §2, under /users: the person's own credentials, and a person's as others reach them. */
export function credentialUserRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return signedInArea(TAG, ctx, ({ app, schema }) => {
    app.get(
      '/me/credentials',
      { schema: schema({ response: { 200: credentialListSchema } }) },
      async (request) => own.listOwn(ctx, request.actor),
    );
    app.post(
      '/me/credentials',
      { schema: schema({ body: credentialPayloadSchema, response: { 201: credentialSchema } }) },
      async (request, reply) =>
        reply.status(201).send(await own.create(ctx, request.actor, request.body)),
    );
    app.patch(
      '/me/credentials/:id',
      {
        schema: schema({
          params: idParam,
          body: credentialChangesSchema,
          response: { 200: credentialSchema },
        }),
      },
      async (request) => own.update(ctx, request.actor, request.params.id, request.body),
    );
    app.delete(
      '/me/credentials/:id',
      { schema: schema({ params: idParam, response: { 204: noContent } }) },
      async (request, reply) => {
        await own.remove(ctx, request.actor, request.params.id);
        return reply.status(204).send(null);
      },
    );
    // The one route that takes a multipart form: its own plugin, so no other route parses one.
    const uploads: FastifyPluginAsyncZod = async (upload) => {
      acceptMultipartForms(upload);
      upload.put(
        '/me/credentials/:id/document',
        {
          schema: {
            ...schema({
              params: idParam,
              response: { 200: credentialSchema, 413: errorBody, 415: errorBody },
            }),
            consumes: ['multipart/form-data'],
            description:
              'One field, `file`: a PDF, PNG or JPEG of at most 5 MB, its type read from its bytes.',
          },
        },
        async (request) =>
          own.uploadDocument(
            ctx,
            request.actor,
            request.params.id,
            await uploadedFile(request.body),
          ),
      );
    };
    app.register(uploads);

    app.get(
      '/:userId/credentials',
      { schema: schema({ params: userIdParam, response: { 200: credentialListSchema } }) },
      async (request) => holders.listOf(ctx, request.actor, request.params.userId),
    );
    app.get(
      '/:userId/credentials/:id/document',
      {
        // No success schema: the answer is the document's bytes, not JSON.
        schema: {
          tags: [TAG],
          security: [{ bearerAuth: [] }],
          params: userCredentialParams,
          description: 'The document’s bytes, with the type read from them at upload.',
        },
        // After the API's own no-store (plugins/security.ts): kept by no cache, shared or not.
        onSend: async (_request, reply) => {
          if (reply.statusCode === 200) reply.header('cache-control', 'private, no-store');
        },
      },
      async (request, reply) => {
        const { userId, id } = request.params;
        const file = await holders.document(ctx, request.actor, userId, id);
        return reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('x-content-type-options', 'nosniff')
          .send(file.bytes);
      },
    );
    for (const [method, verified] of [
      ['POST', true],
      ['DELETE', false],
    ] as const) {
      app.route({
        method,
        url: '/:userId/credentials/:id/verify',
        schema: schema({ params: userCredentialParams, response: { 200: credentialSchema } }),
        handler: async (request) =>
          holders.setVerified(
            ctx,
            request.actor,
            request.params.userId,
            request.params.id,
            verified,
          ),
      });
    }
  });
}

/** GET /credentials/review (issue #27 §4): one page of the credentials that need attention. */
export function credentialReviewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return signedInArea(TAG, ctx, ({ app, schema }) => {
    app.get(
      '/review',
      {
        schema: schema({
          querystring: credentialReviewQuerySchema,
          response: { 200: credentialReviewPageSchema },
        }),
      },
      async (request) => review.review(ctx, request.actor, request.query),
    );
  });
}
