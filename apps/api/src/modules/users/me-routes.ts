import {
  meSchema,
  messageBody,
  notificationPreferencesSchema,
  passwordChangePayloadSchema,
  passwordChangeResponseSchema,
  profileUpdateSchema,
  verifyPhoneFormSchema,
  workProfilePayloadSchema,
  workProfileSchema,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { signedInArea } from '../../lib/area-routes.ts';
import { phoneVerification as phone } from '../auth/index.ts';
import * as me from './me-service.ts';
import * as notificationPreferences from './notification-preferences-service.ts';
import * as workProfile from './work-profile-service.ts';

export function meRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return signedInArea('users', ctx, ({ app, schema }) => {
    app.get('/me', { schema: schema({ response: { 200: meSchema } }) }, async (request) =>
      me.getMe(ctx, request.actor),
    );

    app.post(
      '/me/profile',
      {
        schema: schema({ body: profileUpdateSchema, response: { 200: meSchema } }),
      },
      async (request) => me.updateProfile(ctx, request.actor, request.body),
    );

    app.post(
      '/me/phone/code',
      { schema: schema({ response: { 200: messageBody } }) },
      async (request) => phone.sendOwnPhoneCode(ctx, request.actor),
    );

    app.post(
      '/me/phone/verify',
      { schema: schema({ body: verifyPhoneFormSchema, response: { 200: messageBody } }) },
      async (request) => phone.verifyOwnPhone(ctx, request.actor, request.body),
    );

    app.get(
      '/me/work-profile',
      { schema: schema({ response: { 200: workProfileSchema } }) },
      async (request) => workProfile.getWorkProfile(ctx, request.actor),
    );

    app.put(
      '/me/work-profile',
      {
        schema: schema({ body: workProfilePayloadSchema, response: { 200: workProfileSchema } }),
      },
      async (request) => workProfile.updateWorkProfile(ctx, request.actor, request.body),
    );

    app.get(
      '/me/notification-preferences',
      { schema: schema({ response: { 200: notificationPreferencesSchema } }) },
      async (request) => notificationPreferences.getNotificationPreferences(ctx, request.actor),
    );

    app.put(
      '/me/notification-preferences',
      {
        schema: schema({
          body: notificationPreferencesSchema,
          response: { 200: notificationPreferencesSchema },
        }),
      },
      async (request) =>
        notificationPreferences.updateNotificationPreferences(ctx, request.actor, request.body),
    );

    app.post(
      '/me/password',
      {
        schema: schema({
          body: passwordChangePayloadSchema,
          response: { 200: passwordChangeResponseSchema },
        }),
      },
      async (request) => me.changePassword(ctx, request.actor, request.body),
    );

    app.post(
      '/me/sign-out-everywhere',
      { schema: schema({ response: { 200: messageBody } }) },
      async (request) => me.signOutEverywhere(ctx, request.actor),
    );
  });
}
