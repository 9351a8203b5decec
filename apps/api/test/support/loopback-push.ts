import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { arrivals } from './arrivals.ts';

/** A browser's side of a subscription: its P-256 key pair and auth secret, as PushManager makes. */
export function pushDevice() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    ecdh,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
  };
}
export type PushDevice = ReturnType<typeof pushDevice>;

export interface ReceivedPush {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A push service on loopback (RFC 8030): it takes POSTs to any /push/{device} endpoint and
 * answers 201 Created, unless a test queued other answers (410 Gone, 503) with `failNext`, or a
 * redirect with `redirectNext`. Only the pushes it accepted are in `received`; `requests` counts
 * every request that reached it; `decrypted` opens one with its device's keys. The server makes
 * requests to it only with PUSH_ALLOW_LOOPBACK (config `push.allowLoopback`), which production
 * refuses.
 */
export async function startLoopbackPush() {
  const pushes = arrivals<ReceivedPush>();
  const queued: { status: number; location?: string }[] = [];
  const requests: string[] = [];
  const server = createServer(async (request, response) => {
    requests.push(`${request.method} ${request.url}`);
    const body = await readBody(request);
    const { status, location } = queued.shift() ?? { status: 201 };
    if (status === 201) pushes.push({ path: request.url ?? '', headers: request.headers, body });
    response.writeHead(status, location ? { location } : {}).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let devices = 0;
  return {
    received: pushes.items,
    waitFor: pushes.waitFor,
    /** A fresh endpoint on this service, as a browser's push subscription would carry. */
    endpoint: () => `http://127.0.0.1:${port}/push/${(devices += 1)}`,
    /** Every request that reached the service, as 'POST /push/1', refused or not. */
    requests,
    failNext: (...statuses: number[]) => queued.push(...statuses.map((status) => ({ status }))),
    redirectNext: (status: number, location: string) => queued.push({ status, location }),
    decrypted(push: ReceivedPush, device: PushDevice): unknown {
      const clear = decrypt(push.body, {
        version: 'aes128gcm',
        privateKey: device.ecdh,
        authSecret: device.keys.auth,
      });
      return JSON.parse(clear.toString('utf8'));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
