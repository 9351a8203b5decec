import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { arrivals } from './arrivals.ts';

/** The account the loopback provider knows: the only credentials it accepts. */
export const TWILIO_ACCOUNT = {
  accountSid: 'AC00000000000000000000000000000001',
  authToken: 'loopback-auth-token',
  from: '+15005550006',
};

export interface ReceivedText {
  to: string;
  from: string;
  body: string;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function answer(response: ServerResponse, { status, body }: Answer) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Twilio's error body, e.g. 21211 'Invalid To Phone Number'. */
export function twilioError(status: number, code: number, message: string): Answer {
  return { status, body: { code, message, more_info: '', status } };
}

/**
 * An HTTP server on loopback shaped like Twilio's Messages API: POST
 * /2010-04-01/Accounts/{sid}/Messages.json with basic authentication (sid:token) and a
 * form-encoded To, From and Body. It answers 201 with the created message, like the provider,
 * unless a test queued other answers (a 5xx outage, a 400 invalid number) with `failNext`.
 * Only the texts it accepted are in `received`.
 */
export async function startLoopbackTwilio() {
  const texts = arrivals<ReceivedText>();
  const received = texts.items;
  const queued: Answer[] = [];
  const expectedPath = `/2010-04-01/Accounts/${TWILIO_ACCOUNT.accountSid}/Messages.json`;
  const expectedAuth = `Basic ${Buffer.from(`${TWILIO_ACCOUNT.accountSid}:${TWILIO_ACCOUNT.authToken}`).toString('base64')}`;
  const server = createServer(async (request, response) => {
    const text = await readBody(request);
    if (request.method !== 'POST' || request.url !== expectedPath) {
      return answer(response, twilioError(404, 20404, 'The requested resource was not found'));
    }
    if (request.headers.authorization !== expectedAuth) {
      return answer(response, twilioError(401, 20003, 'Authentication Error'));
    }
    if (request.headers['content-type'] !== 'application/x-www-form-urlencoded') {
      return answer(response, twilioError(400, 20001, 'Unsupported content type'));
    }
    const form = new URLSearchParams(text);
    const message = {
      to: form.get('To') ?? '',
      from: form.get('From') ?? '',
      body: form.get('Body') ?? '',
    };
    if (!message.to || !message.from || !message.body) {
      return answer(response, twilioError(400, 21604, 'A required parameter is missing'));
    }
    const failure = queued.shift();
    if (failure) return answer(response, failure);
    texts.push(message);
    answer(response, {
      status: 201,
      body: {
        sid: `SM${String(received.length).padStart(32, '0')}`,
        account_sid: TWILIO_ACCOUNT.accountSid,
        to: message.to,
        from: message.from,
        body: message.body,
        status: 'queued',
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    config: { ...TWILIO_ACCOUNT, apiBase: `http://127.0.0.1:${port}` },
    received,
    /** The first `count` texts accepted, once they are there. */
    waitFor: texts.waitFor,
    /** The first text received that matches, once it is there. */
    waitForMatch: texts.waitForMatch,
    /** The next calls are answered with these, in order (then 201 again). */
    failNext: (...answers: Answer[]) => queued.push(...answers),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
