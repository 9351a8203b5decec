import { channel } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Runs `build` and answers every route ('METHOD /path') registered by the Fastify instances it
 * creates. Fastify publishes each new instance on its documented 'fastify.initialization'
 * channel before any plugin loads, so an onRoute hook sees every route, prefixes included: a
 * route added to the app without a matrix entry cannot go unnoticed.
 */
export async function recordingRoutes<T>(
  build: () => Promise<T>,
): Promise<{ built: T; routes: string[] }> {
  const routes = new Set<string>();
  const onInstance = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.add(`${method} ${route.url}`);
    });
  };
  const initialization = channel('fastify.initialization');
  initialization.subscribe(onInstance);
  try {
    const built = await build();
    return { built, routes: [...routes].sort() };
  } finally {
    initialization.unsubscribe(onInstance);
  }
}
