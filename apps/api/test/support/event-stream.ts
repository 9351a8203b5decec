import type { LiveEvent } from '@chairside/domain';

/** One open live-updates stream read over real HTTP, its events collected as they come. */
export interface OpenStream {
  response: Response;
  events: LiveEvent[];
  ended(): boolean;
  close(): void;
}

/** Frames of an event stream: `data:` lines as JSON, comments and `retry:` skipped. */
function parseFrames(text: string): LiveEvent[] {
  return text
    .split('\n\n')
    .flatMap((frame) => frame.split('\n').filter((line) => line.startsWith('data: ')))
    .map((line) => JSON.parse(line.slice(6)) as LiveEvent);
}

/** GET `baseUrl`/api/events?ticket=… and keeps reading it in the background. */
export async function openStream(
  baseUrl: string,
  ticket: string,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events?ticket=${encodeURIComponent(ticket)}`, {
    headers,
    signal: controller.signal,
  });
  const events: LiveEvent[] = [];
  let ended = false;
  if (response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let pending = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          pending += value;
          const cut = pending.lastIndexOf('\n\n');
          if (cut < 0) continue;
          events.push(...parseFrames(pending.slice(0, cut)));
          pending = pending.slice(cut + 2);
        }
      } catch {
        // Aborted by close(): the stream is over either way.
      }
      ended = true;
    })();
  } else {
    ended = true;
  }
  return { response, events, ended: () => ended, close: () => controller.abort() };
}
