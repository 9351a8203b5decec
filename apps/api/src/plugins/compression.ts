import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

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
}
