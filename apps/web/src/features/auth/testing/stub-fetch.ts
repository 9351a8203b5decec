import { vi } from 'vitest';

export interface StubReply {
  status?: number;
  body?: unknown;
}

export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Replaces `fetch` (the network boundary) with one answering `reply`, or each call's reply in
 * turn. A reply that is an Error makes the call fail as a network error would.
 */
export function stubFetch(...replies: (StubReply | Error)[]) {
  const sent: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const reply = replies[Math.min(sent.length, replies.length) - 1] ?? {};
    if (reply instanceof Error) throw reply;
    const { status = 200, body = {} } = reply;
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, sent };
}
