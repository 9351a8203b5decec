import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';

export interface TickWorkerOptions {
  config: AppConfig;
  log: FastifyBaseLogger;
  intervalMs?: number;
  now?: () => Date;
}

/**
 * Runs `tick` every `intervalMs` (15 s by default), one round at a time, beside the outbox
 * worker; any number of instances may run it together when the tick claims with SKIP LOCKED.
 * `now` is the clock it asks, a parameter so that tests can drive it.
 */
export function startTickWorker(
  name: string,
  tick: (ctx: { db: Database; config: AppConfig }, now: Date) => Promise<unknown>,
  db: Database,
  options: TickWorkerOptions,
): () => void {
  const now = options.now ?? (() => new Date());
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await tick({ db, config: options.config }, now());
    } catch (error) {
      options.log.error({ err: error }, `${name} failed`);
    } finally {
      running = false;
    }
  }, options.intervalMs ?? 15_000);
  timer.unref();
  return () => clearInterval(timer);
}
