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
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { errorResponses } from '../../lib/http-schemas.ts';
import * as phone from './phone-verification.ts';
import * as auth from './service.ts';

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['auth'];

    app.post(
      '/register',
      {
        schema: {
          tags,
          body: registerPayloadSchema,
          response: { 201: messageBody, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await auth.register(ctx, request.body, request.ip)),
    );

    app.post(
      '/verify',
      {
        schema: {
          tags,
          body: verifyEmailPayloadSchema,
          response: { 200: messageBody, ...errorResponses },
        },
      },
      async (request) => auth.verifyEmail(ctx, request.body.code),
    );

    app.post(
      '/login',
      {
        schema: {
          tags,
          body: loginPayloadSchema,
          response: { 200: loginResponseSchema, ...errorResponses },
        },
      },
      async (request) => auth.login(ctx, request.body, request.ip),
    );

    app.post(
      '/forgot-password',
      {
        schema: {
          tags,
          body: forgotPasswordSchema,
          response: { 200: messageBody, ...errorResponses },
        },
      },
      async (request) => auth.forgotPassword(ctx, request.body, request.ip),
    );

    app.post(
      '/reset-password',
      {
        schema: {
          tags,
          body: resetPasswordPayloadSchema,
          response: { 200: messageBody, ...errorResponses },
        },
      },
      async (request) => auth.resetPassword(ctx, request.body),
    );

    app.post(
      '/verify-phone',
      {
        schema: {
          tags,
          body: verifyPhonePayloadSchema,
          response: { 200: messageBody, ...errorResponses },
        },
      },
      async (request) => phone.verifyPhone(ctx, request.body),
    );

    app.post(
      '/resend-phone-verification',
      {
        schema: {
          tags,
          body: resendPhoneVerificationSchema,
          response: { 200: messageBody, ...errorResponses },
        },
      },
      async (request) => phone.resendPhoneCode(ctx, request.body),
    );
  };
}
