import {
  forgotPasswordSchema,
  loginPayloadSchema,
  resendPhoneVerificationSchema,
  verifyPhonePayloadSchema,
  loginResponseSchema,
  messageBody,
  registerPayloadSchema,
  resetPasswordPayloadSchema,
  verifyEmailPayloadSchema,
  verifyEmailResponseSchema,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { routeSchemas } from '../../lib/http-schemas.ts';
import * as phone from './phone-verification.ts';
import * as auth from './service.ts';

const schema = routeSchemas('auth', 'public');

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/register',
      {
        schema: schema({ body: registerPayloadSchema, response: { 201: messageBody } }),
      },
      async (request, reply) =>
        reply.status(201).send(await auth.register(ctx, request.body, request.ip)),
    );

    app.post(
      '/verify',
      {
        schema: schema({
          body: verifyEmailPayloadSchema,
          response: { 200: verifyEmailResponseSchema },
        }),
      },
      async (request) => auth.verifyEmail(ctx, request.body.code),
    );

    app.post(
      '/login',
      {
        schema: schema({ body: loginPayloadSchema, response: { 200: loginResponseSchema } }),
      },
      async (request) => auth.login(ctx, request.body, request.ip),
    );

    app.post(
      '/forgot-password',
      {
        schema: schema({ body: forgotPasswordSchema, response: { 200: messageBody } }),
      },
      async (request) => auth.forgotPassword(ctx, request.body, request.ip),
    );

    app.post(
      '/reset-password',
      {
        schema: schema({ body: resetPasswordPayloadSchema, response: { 200: messageBody } }),
      },
      async (request) => auth.resetPassword(ctx, request.body),
    );

    app.post(
      '/verify-phone',
      {
        schema: schema({ body: verifyPhonePayloadSchema, response: { 200: messageBody } }),
      },
      async (request) => phone.verifyPhone(ctx, request.body),
    );

    app.post(
      '/resend-phone-verification',
      {
        schema: schema({ body: resendPhoneVerificationSchema, response: { 200: messageBody } }),
      },
      async (request) => phone.resendPhoneCode(ctx, request.body),
    );
  };
}
