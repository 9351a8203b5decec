import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Fast levels (docs/LIVE.md); bench/baseline compresses with the same ones. */
export const BROTLI_OPTIONS = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 4,
  },
};
export const GZIP_OPTIONS = { level: 5 };

const JSON_TYPE = /^application\/json\b/;
const compressors = { br: promisify(brotliCompress), gzip: promisify(gzip) };
const compressorOptions = { br: BROTLI_OPTIONS, gzip: GZIP_OPTIONS };

/**
 * The encoding @fastify/compress would pick for a plain Accept-Encoding (a list of names, as
 * browsers send it): brotli when listed, else gzip (or its alias x-gzip); null for anything else
 * (quality values, `*`, neither), which is left to the plugin's own negotiation.
 */
export function plainEncodingOf(header: string | undefined): 'br' | 'gzip' | null {
  if (!header || header.includes(';') || header.includes('*')) return null;
  const names = header
    .toLowerCase()
    .split(',')
    .map((name) => name.trim());
  if (names.includes('br')) return 'br';
  if (names.includes('gzip') || names.includes('x-gzip')) return 'gzip';
  return null;
}

/**
 * An answer held in memory (every JSON route's) is compressed in one call and sent with its
 * length, as the plugin would encode it but without its streams: for a string the plugin builds
 * a readable, a peek at its first bytes, a zlib stream and a chunked answer written piece by
 * piece, which on a dashboard cost nearly as much CPU as the compression itself
 * (docs/PERFORMANCE-HISTORY.md, issue #29). Streams, other types and unusual
 * Accept-Encoding headers still go through the plugin, which passes what this encoded.
 */
async function compressInMemory(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding') || request.headers['x-no-compression'] !== undefined)
    return payload;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !JSON_TYPE.test(type)) return payload;
  const encoding = plainEncodingOf(request.headers['accept-encoding']);
  if (!encoding) return payload;
  // Encoded once: measuring the text first and letting zlib encode it again read a month's
  // 300 KB twice (2% of its CPU, docs/PERFORMANCE-HISTORY.md).
  const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (bytes.length < COMPRESSION_THRESHOLD_BYTES) return payload;
  const compressed = await compressors[encoding](bytes, compressorOptions[encoding]);
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!String(vary).includes('accept-encoding'))
    reply.header('vary', `${vary}, accept-encoding`);
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return compressed;
}

/**
 * Compresses the JSON API's answers over 1 KB for clients that accept it (brotli first, then
 * gzip), at fast levels: a month view is compressed on every full answer, so CPU matters more
 * than the last few percent of size. Registered in the /api scope only: the web build's files
 * are precompressed on disk (plugins/web-app.ts). Server-sent events (text/event-stream) are
 * never compressed, since a compressing stream would hold events back until its buffer fills.
 */
export async function registerApiCompression(api: FastifyInstance) {
  await api.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/json\b/,
    removeContentLengthHeader: true,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
  // An instance hook: it runs before the plugin's, which each route carries.
  api.addHook('onSend', compressInMemory);
}
