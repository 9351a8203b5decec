import { vi } from 'vitest';

export interface StubbedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

type Reply = { status?: number; body?: unknown };
type Handler = Reply | ((call: StubbedCall) => Reply | Promise<Reply>);

/** Answers keyed by 'METHOD /api/path'. */
export type ApiHandlers = Record<string, Handler>;

/**
 * Replaces the network (global fetch) with answers keyed by 'METHOD /api/path'. Unknown
 * calls answer 404 like the server would. Returns the calls made, in order.
 */
export function stubApi(handlers: ApiHandlers): StubbedCall[] {
  const calls: StubbedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      const call: StubbedCall = {
        method,
        path: url.pathname + url.search,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: { ...(init.headers as Record<string, string>) },
      };
      calls.push(call);
      const handler = handlers[`${method} ${url.pathname}`];
      const reply =
        typeof handler === 'function'
          ? await handler(call)
          : (handler ?? { status: 404, body: { message: 'Not found' } });
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** The query of every GET of `path` (e.g. '/api/locations'), in order, as URLSearchParams. */
export function searchParamsOf(calls: StubbedCall[], path: string): URLSearchParams[] {
  return calls
    .map((call) => ({ call, url: new URL(call.path, 'http://localhost') }))
    .filter(({ call, url }) => call.method === 'GET' && url.pathname === path)
    .map(({ url }) => url.searchParams);
}

/** The query of every GET of `path`, in order, as plain objects (their order does not matter). */
export function queriesOf(calls: StubbedCall[], path: string): Record<string, string>[] {
  return searchParamsOf(calls, path).map((params) => Object.fromEntries(params));
}
