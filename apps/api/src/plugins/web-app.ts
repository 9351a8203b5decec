import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built SPA; client routes fall back to index.html, unknown API paths answer 404. */
export async function registerWebApp(app: FastifyInstance, distDir: string | null) {
  if (distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      setHeaders(reply, filePath) {
        const hashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'Cache-Control',
          hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' && !request.url.startsWith('/api');
    if (distDir && isPageRequest) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({ message: 'Not found' });
  });
}
