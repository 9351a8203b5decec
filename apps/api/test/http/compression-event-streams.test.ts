import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerApiCompression } from '../../src/plugins/compression.ts';

/**
 * The compression of the API's scope, in a server of its own with one event stream: no route of
 * the app streams events yet, and a later one must not be held in a compressor's buffer.
 */
const app = Fastify({ logger: false });
await app.register(async (api) => {
  await registerApiCompression(api);
  api.get('/events', (_request, reply) => {
    const stream = new PassThrough();
    reply.header('content-type', 'text/event-stream').send(stream);
    stream.end(`data: ${'x'.repeat(4096)}\n\n`);
  });
});
await app.listen({ port: 0, host: '127.0.0.1' });
afterAll(() => app.close());
const { port } = app.server.address() as { port: number };

describe('event streams are never compressed', () => {
  it('sends a text/event-stream answer over 1 KB as it is to a client that accepts gzip and brotli', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/events`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(`data: ${'x'.repeat(4096)}\n\n`);
  });
});
