import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The web build renders some pages at build time (apps/web/vite/prerender.ts): the landing page
 * into index.html, others under prerendered/ (prerendered/auth/login.html for /auth/login).
 * Every other client route gets spa.html, the page with an empty app. A build without them (a
 * test's) has only index.html.
 */
function pagesOf(distDir: string): { prerendered: Map<string, string>; shell: string } {
  const prerendered = new Map<string, string>();
  const visit = (dir: string) => {
    const full = path.join(distDir, dir);
    if (!existsSync(full)) return;
    for (const entry of readdirSync(full, { withFileTypes: true })) {
      const file = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith('.html')) {
        prerendered.set(`/${file.slice('prerendered/'.length, -'.html'.length)}`, file);
      }
    }
  };
  visit('prerendered');
  const shell = existsSync(path.join(distDir, 'spa.html')) ? 'spa.html' : 'index.html';
  return { prerendered, shell };
}

/**
 * Serves the built SPA; client routes fall back to the shell, unknown API paths answer 404.
 * The web build writes a .br and a .gz beside each text file (apps/web/vite/precompress.ts):
 * they are sent to browsers that accept them, with Vary: Accept-Encoding, and nothing is
 * compressed per request.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null) {
  if (distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'Cache-Control',
          hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const pages = distDir ? pagesOf(distDir) : null;
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' && !request.url.startsWith('/api');
    if (pages && isPageRequest) {
      const pathname = request.url.split('?')[0] ?? '';
      return reply.type('text/html').sendFile(pages.prerendered.get(pathname) ?? pages.shell);
    }
    return reply.status(404).send({ message: 'Not found' });
  });
}
