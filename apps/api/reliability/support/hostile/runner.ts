import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test/support/app.ts';
import { changedData, digestTables, type Digest } from './digest.ts';
import { securityHeaderProblems } from './headers.ts';
import type { HostileRequest } from './requests.ts';
import type { HostileWorld } from './world.ts';

/** What a server answer must never show: stack frames, framework codes, SQL and driver text. */
const LEAK =
  /FST_[A-Z_]+|node_modules|\bat .+:\d+:\d+|SQLSTATE|syntax error at|relation "|violates|duplicate key|invalid input syntax|out of range for type|PGlite|drizzle/i;

/** Everything wrong with one answer: status, error body, headers. Empty when it is fine. */
function answerProblems(response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  if (status >= 500) problems.push(`answered ${status}`);
  problems.push(...securityHeaderProblems(response));
  if (status < 400) return problems;
  if (!/^application\/json/.test(String(response.headers['content-type']))) {
    problems.push(`error answered as ${response.headers['content-type']}`);
    return problems;
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    problems.push('error body is not JSON');
    return problems;
  }
  const message = (body as { message?: unknown } | null)?.message;
  const keys = body && typeof body === 'object' ? Object.keys(body) : [];
  const isMessage =
    (typeof message === 'string' && message.length > 0) ||
    (Array.isArray(message) &&
      message.length > 0 &&
      message.every((item) => typeof item === 'string' && item.length > 0));
  if (keys.length !== 1 || keys[0] !== 'message' || !isMessage) {
    problems.push('error body is not { message: string | string[] }');
  }
  if (LEAK.test(response.body)) problems.push('error body shows server internals');
  return problems;
}

function describeRequest(request: HostileRequest): string {
  const payload =
    request.payload === undefined
      ? ''
      : ` body ${JSON.stringify(String(request.payload).slice(0, 300))}`;
  return `[${request.kind}] ${request.method} ${request.url.slice(0, 300)} as ${request.actor ?? 'nobody'} headers ${JSON.stringify(request.headers).slice(0, 200)}${payload}`;
}

interface Tally {
  requests: number;
  accepted: number;
  refused: number;
  statuses: Record<number, number>;
}

/**
 * Sends hostile requests and checks each answer. With `digest`, it also compares a digest of
 * every table before and after: a refused request must leave the stored data as it was.
 */
export class HostileRunner {
  readonly tally: Tally = { requests: 0, accepted: 0, refused: 0, statuses: {} };
  /** True once an accepted request may have changed the world the requests rely on. */
  changedWorld = false;
  private baseline: Digest | null = null;

  constructor(
    private readonly t: TestApp,
    public world: HostileWorld,
    private readonly forgedToken: string,
  ) {}

  async snapshot(): Promise<void> {
    this.baseline = await digestTables(this.t.db);
  }

  /** Fails unless the stored data is as the last snapshot left it (bookkeeping aside). */
  async expectUnchanged(context: string): Promise<void> {
    const after = await digestTables(this.t.db);
    const changed = this.baseline ? changedData(this.baseline, after) : [];
    this.baseline = after;
    if (changed.length) throw new Error(`${context} changed ${changed.join(', ')}`);
  }

  async send(request: HostileRequest, options: { digest: boolean }) {
    const authorization =
      request.actor === null
        ? {}
        : {
            authorization: `Bearer ${
              request.actor === 'forged' ? this.forgedToken : this.world.actors[request.actor].token
            }`,
          };
    const response = await this.t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: { ...authorization, ...request.headers },
      payload: request.payload,
      remoteAddress: request.remoteAddress,
    });
    this.count(response.statusCode);
    const problems = answerProblems(response);
    // Trust issue #11, item 18: no API answer may be kept by a cache, whatever it answered;
    // issue #15 §3: but one with an ETag, which this browser alone keeps and revalidates.
    const cacheControl = response.headers['cache-control'];
    const allowed = response.headers.etag ? 'private, no-cache' : 'no-store';
    if (request.url.startsWith('/api') && cacheControl !== allowed) {
      problems.push(`Cache-Control is ${cacheControl}, not ${allowed}`);
    }
    if (options.digest) {
      const after = await digestTables(this.t.db);
      if (response.statusCode >= 400 && this.baseline) {
        const changed = changedData(this.baseline, after);
        if (changed.length) problems.push(`refused, yet changed ${changed.join(', ')}`);
      }
      if (response.statusCode < 400 && request.method !== 'GET') this.changedWorld = true;
      this.baseline = after;
    }
    if (problems.length) {
      throw new Error(
        `${problems.join('; ')}\n  request: ${describeRequest(request)}\n  answer: ${response.statusCode} ${response.body.slice(0, 500)}`,
      );
    }
    return response;
  }

  private count(status: number) {
    this.tally.requests += 1;
    this.tally.statuses[status] = (this.tally.statuses[status] ?? 0) + 1;
    if (status < 400) this.tally.accepted += 1;
    else this.tally.refused += 1;
  }
}
