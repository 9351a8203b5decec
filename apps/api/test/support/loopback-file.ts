import { afterAll, beforeAll, beforeEach } from 'vitest';

/**
 * A loopback server (SMTP, Messages API, push service) for one test file: started before its
 * tests, closed after them, and what it received forgotten before each test. Call it at the top
 * level; the object it answers is filled in by the `beforeAll` it registers.
 */
export function loopbackForFile<Server extends { received: unknown[]; close: () => Promise<void> }>(
  start: () => Promise<Server>,
): Server {
  const server = {} as Server;
  beforeAll(async () => {
    Object.assign(server, await start());
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.received.length = 0;
  });
  return server;
}
