import { healthSchema, publicConfigSchema } from '@chairside/domain';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { registerAuthentication } from './auth/authenticate.ts';
import { createTokenService } from './auth/tokens.ts';
import type { AppConfig } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { BadRequestError } from './lib/errors.ts';
import { authRoutes } from './modules/auth/index.ts';
import { devOutboxRoutes } from './modules/dev/index.ts';
import { inviteAcceptRoutes, inviteRoutes } from './modules/invites/index.ts';
import { createLiveHub, LIVE_CHANNEL, liveRoutes } from './modules/live/index.ts';
import { locationRoutes } from './modules/locations/index.ts';
import { shiftTemplateRoutes } from './modules/shift-templates/index.ts';
import {
  failedDeliveryRoutes,
  notificationRoutes,
  unsubscribeRoutes,
} from './modules/notifications/index.ts';
import { pushRoutes } from './modules/push/index.ts';
import { organizationRoutes } from './modules/organizations/index.ts';
import { reportRoutes } from './modules/reports/index.ts';
import { shiftRoutes } from './modules/shifts/index.ts';
import { meRoutes, userRoutes } from './modules/users/index.ts';
import { calendarFeedRoutes, calendarFileRoutes } from './modules/calendar/index.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { credentialReviewRoutes, credentialUserRoutes } from './modules/credentials/index.ts';
import { registerApiCompression } from './plugins/compression.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerApiRateLimit, registerSecurity } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';

const BODY_LIMIT_BYTES = 64 * 1024;
const INVALID_URL_PATH = '/api/invalid-url';

/** Builds the whole server without listening, so tests can drive it with `inject`. */
export async function buildApp(
  config: AppConfig,
  db: Database,
  options: {
    logger?: FastifyServerOptions['logger'];
    /** The database's LISTEN: live updates (issue #15 §1) hear every instance's changes by it. */
    listen?: DatabaseHandle['listen'];
  } = {},
) {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    // Malformed URLs fail before routing, so no hook has run for them: route them again to a
    // route that refuses them, for the one error body and the security headers of every answer.
    frameworkErrors: (_error, request, reply) => {
      request.raw.url = INVALID_URL_PATH;
      app.routing(request.raw, reply.raw);
    },
  }).withTypeProvider<ZodTypeProvider>();
  // SPEC §7: every call carries a JSON content type, also PATCH and DELETE without a body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    parseJson(request, body.toString(), done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    db,
    config,
    tokens: createTokenService(config.jwtSecret, config.jwtTtlSeconds),
  };

  registerErrorHandler(app);
  await registerSecurity(app, config);
  app.all(INVALID_URL_PATH, { schema: { hide: true } }, async () => {
    throw new BadRequestError('Invalid request URL');
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Chairside API', version: '1.0.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  registerAuthentication(app, db, ctx.tokens);
  const hub = createLiveHub();
  // Open streams never end by themselves: without this, closing would wait for every tab.
  app.addHook('preClose', async () => hub.endAll());
  const { listen } = options;
  if (listen) {
    let unlisten: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      unlisten = await listen(LIVE_CHANNEL, hub.publish);
    });
    app.addHook('onClose', async () => unlisten?.());
  }

  await app.register(
    async (api) => {
      // First, so that it counts every API route below, and nothing outside /api.
      await registerApiRateLimit(api, config);
      await registerApiCompression(api);
      api.get(
        '/health',
        { schema: { tags: ['health'], response: { 200: healthSchema } } },
        async () => ({ status: 'ok' as const }),
      );
      // What the browser needs to know at run time; nothing secret.
      api.get(
        '/config',
        { schema: { tags: ['health'], response: { 200: publicConfigSchema } } },
        async () => ({ tileUrl: config.tileUrl }),
      );
      await api.register(authRoutes(ctx), { prefix: '/auth' });
      await api.register(meRoutes(ctx), { prefix: '/users' });
      await api.register(userRoutes(ctx), { prefix: '/users' });
      await api.register(credentialUserRoutes(ctx), { prefix: '/users' });
      await api.register(credentialReviewRoutes(ctx), { prefix: '/credentials' });
      await api.register(organizationRoutes(ctx), { prefix: '/organizations' });
      await api.register(locationRoutes(ctx), { prefix: '/locations' });
      await api.register(shiftTemplateRoutes(ctx), { prefix: '/locations' });
      await api.register(inviteRoutes(ctx), { prefix: '/invites' });
      await api.register(shiftRoutes(ctx), { prefix: '/shifts' });
      await api.register(dashboardRoutes(ctx), { prefix: '/shifts' });
      await api.register(reportRoutes(ctx), { prefix: '/reports' });
      await api.register(inviteAcceptRoutes(ctx), { prefix: '/invites' });
      await api.register(failedDeliveryRoutes(ctx), { prefix: '/admin/failed-deliveries' });
      await api.register(notificationRoutes(ctx), { prefix: '/notifications' });
      await api.register(calendarFeedRoutes(ctx), { prefix: '/calendar' });
      await api.register(calendarFileRoutes(ctx), { prefix: '/calendar' });
      await api.register(pushRoutes(ctx), { prefix: '/push' });
      await api.register(unsubscribeRoutes(ctx), { prefix: '/unsubscribe' });
      await api.register(liveRoutes(ctx, hub), { prefix: '/events' });
      // Fail closed (config.ts devOutboxEnabled): never in production, whatever the config says.
      if (config.devOutbox && config.env !== 'production') {
        await api.register(devOutboxRoutes(ctx), { prefix: '/dev' });
      }
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
