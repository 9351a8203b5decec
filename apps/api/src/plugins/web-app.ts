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
 * Whether a path names a file rather than a client route: anything under /assets/, or a last
 * segment with an extension ('/favicon.ico', '/old-chunk.js'). Client routes have neither.
 */
function isFilePath(pathname: string): boolean {
  return pathname.startsWith('/assets/') || /\.[A-Za-z0-9]{1,10}$/.test(pathname);
}

/**
 * Serves the built SPA; client routes fall back to the shell, unknown API paths answer 404.
 * The web build writes a .br and a .gz beside each text file (apps/web/vite/precompress.ts):
 * they are sent to browsers that accept them, with Vary: Accept-Encoding, and nothing is
 * compressed per request.
 *
 * Files are looked up on disk at each request (wildcard), not listed once at start: a build
 * under a running server (trust issue #11, item 17) serves its new chunks at once. A file that
 * is not there (a chunk an older page asks for after a release) answers 404, never the page:
 * a script tag that got HTML would fail to parse and leave a blank app; a 404 lets the web app
 * notice the release and reload (apps/web/src/app/stale-chunks.ts).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null) {
  if (distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
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
    const pathname = request.url.split('?')[0] ?? '';
    const isFile = isFilePath(pathname);
    const isPageRequest = request.method === 'GET' && !pathname.startsWith('/api') && !isFile;
    if (pages && isPageRequest) {
      return reply.type('text/html').sendFile(pages.prerendered.get(pathname) ?? pages.shell);
    }
    // A missing file may appear a moment later (a build still writing): never cache its 404.
    if (isFile) reply.header('Cache-Control', 'no-store');
    return reply.status(404).send({ message: 'Not found' });
  });
}
