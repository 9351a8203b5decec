import { isRevalidatable } from '../lib/conditional-get.ts';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../config.ts';
import { BadRequestError } from '../lib/errors.ts';

/**
 * PostgreSQL text cannot hold NUL, and an unpaired UTF-16 surrogate would be stored as U+FFFD:
 * text that cannot be stored exactly is refused before it reaches a service.
 */
const UNSTORABLE_TEXT =
  // eslint-disable-next-line no-control-regex -- NUL is one of the characters refused here.
  /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether any string in a parsed body, query or params is unstorable; a loop, as bodies nest deep. */
function holdsUnstorableText(...roots: unknown[]): boolean {
  const pending = [...roots];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (UNSTORABLE_TEXT.test(value)) return true;
    } else if (value && typeof value === 'object') {
      for (const child of Object.values(value)) pending.push(child);
    }
  }
  return false;
}

/** The origin of the map tile server, the only third party the browser talks to. */
function tileOrigin(tileUrl: string): string {
  try {
    const { protocol, host } = new URL(tileUrl.replace(/\{[a-z]\}/g, 'a'));
    return `${protocol}//${host.replace(/^a\./, '*.')}`;
  } catch {
    return "'self'";
  }
}

export async function registerSecurity(app: FastifyInstance, config: AppConfig) {
  // Helmet's middleware is built once, and sets the same headers on every answer (static files,
  // errors and 404s too). @fastify/helmet built it again on every request, with the options'
  // parsing and the CSP's directives: 2.5% of a dashboard's CPU (docs/PERFORMANCE-HISTORY.md).
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Styles keep 'unsafe-inline' (trust issue #11, item 18; tried in Chromium, guarded by
        // e2e/content-security-policy.spec.ts). Attributes: Radix (floating-ui) places popovers,
        // selects and tooltips with style attributes, Leaflet places tiles and markers with them,
        // and React `style` props are attributes; the values are computed at run time, so no
        // hash can list them. Elements: sonner inserts its stylesheet as a <style> element (with
        // no nonce), and react-remove-scroll-bar, under every Radix dialog, select and menu,
        // inserts one whose text depends on the scrollbar width. Under `style-src-elem 'self'`
        // Chromium blocks both: toasts lose their layout and the page scrolls under an open
        // dialog. Dropping it would take a nonce per page (Vite's html.cspNonce, the server
        // rewriting each page instead of sending its precompressed file) plus a hash of sonner's
        // stylesheet. Scripts stay 'self' only: injected markup could never run script.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Issue #27 §4: a credential's document is fetched with the session and shown from a
        // blob: URL, an image as an image and a PDF in a frame; nothing else is framed.
        imgSrc: ["'self'", 'data:', 'blob:', tileOrigin(config.tileUrl)],
        frameSrc: ['blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.env === 'production' ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.env === 'production',
  });
  // Helmet calls `next` with no argument (since 8.1 it throws its errors instead).
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });
  app.addHook('preValidation', async (request) => {
    if (holdsUnstorableText(request.body, request.query, request.params)) {
      throw new BadRequestError(
        'The request holds characters that cannot be stored (NUL or invalid Unicode)',
      );
    }
  });
  // Trust issue #11, item 18: no answer of the API is kept by a browser or a shared cache (a
  // signed-in user's data must not outlive the session in a cache). Every /api answer, errors
  // and 404s included, not only the signed-in ones: one rule, nothing to forget on a new route.
  // Issue #15 §3: an answer carrying an ETag (conditional-get.ts) may be kept by this browser
  // only, and is revalidated every time, so it never outlives a change or another person's tag.
  app.addHook('onSend', async (request, reply) => {
    if (!isApiRequest(request)) return;
    reply.header('Cache-Control', isRevalidatable(reply) ? 'private, no-cache' : 'no-store');
  });
}

/** An answer of the API: routed to an /api route, or (unrouted) asked for under /api. */
function isApiRequest(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? request.url).startsWith('/api');
}

/**
 * The per-address limit (RATE_LIMIT_PER_MINUTE), registered inside the /api prefix so that it
 * counts API calls only. Static files and pages are never limited (trust issue #11, item 16):
 * staff sharing one public address load a dozen scripts each after a release, and a 429 for a
 * script is a blank page.
 */
export async function registerApiRateLimit(api: FastifyInstance, config: AppConfig) {
  await api.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
}
