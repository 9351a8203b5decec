import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { runOfferDeadlines } from './offer-deadlines.ts';

/**
 * Sends offer reminders and expires unanswered offers every `intervalMs`, beside the outbox
 * worker; any number of instances may run it together (runOfferDeadlines claims with SKIP
 * LOCKED). `now` is the clock it asks, a parameter so that tests can drive it.
 */
export function startOfferExpiryWorker(
  db: Database,
  options: {
    config: AppConfig;
    log: FastifyBaseLogger;
    intervalMs?: number;
    now?: () => Date;
  },
): () => void {
  const now = options.now ?? (() => new Date());
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await runOfferDeadlines({ db, config: options.config }, now());
    } catch (error) {
      options.log.error({ err: error }, 'offer deadlines failed');
    } finally {
      running = false;
    }
  }, options.intervalMs ?? 15_000);
  timer.unref();
  return () => clearInterval(timer);
}
