import Fastify from 'fastify';

/** A real Fastify logger whose JSON lines are kept, to read what the server logged. */
export function recordingLog() {
  const lines: Record<string, unknown>[] = [];
  const { log } = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  return { log, lines };
}
