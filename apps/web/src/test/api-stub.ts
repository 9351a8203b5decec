import { vi } from 'vitest';

export interface StubbedCall {
  method: string;
  path: string;
  /** The JSON body parsed, or an upload's FormData as sent. */
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
        body: typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined),
        headers: { ...(init.headers as Record<string, string>) },
      };
      calls.push(call);
      const handler = handlers[`${method} ${url.pathname}`];
      const reply =
        typeof handler === 'function'
          ? await handler(call)
          : (handler ?? { status: 404, body: { message: 'Not found' } });
      // A Blob is answered as its bytes (a stored document), anything else as JSON.
      if (reply.body instanceof Blob) {
        return new Response(await reply.body.arrayBuffer(), {
          status: reply.status ?? 200,
          headers: { 'Content-Type': reply.body.type },
        });
      }
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

/** `count` rows numbered from `from`: row n is `makeRow(n)`. */
export function numberedRows<Row>(count: number, makeRow: (n: number) => Row, from = 1): Row[] {
  return Array.from({ length: count }, (_, index) => makeRow(from + index));
}

/**
 * A list endpoint holding `total` numbered rows (row n is `makeRow(n)`), answered a page at a
 * time as the server pages them, by limit and offset. Pages after the first wait for `later`.
 */
export function pagedList<Row>(
  total: number,
  makeRow: (n: number) => Row,
  later?: Promise<void>,
): Handler {
  return async (call) => {
    const query = new URL(call.path, 'http://localhost').searchParams;
    const offset = Number(query.get('offset') ?? 0);
    const limit = Number(query.get('limit') ?? total);
    if (offset > 0) await later;
    const count = Math.max(0, Math.min(limit, total - offset));
    return { body: { items: numberedRows(count, makeRow, offset + 1), total } };
  };
}

/** A promise held back until `release()`: an answer that arrives when the test says so. */
export function deferred(): { promise: Promise<void>; release: () => void } {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
