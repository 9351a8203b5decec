import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { runNewShiftAlerts } from './new-shift-alert-batches.ts';
import { drainFanout } from './new-shift-alerts.ts';
import { FANOUT_CHANNEL } from './new-shift-fanout-queries.ts';
import { startTickWorker, type TickWorkerOptions } from './tick-worker.ts';

/** Sends closed batching windows and due digests of new-shift alerts (claimed with SKIP LOCKED). */
export function startNewShiftAlertWorker(db: Database, options: TickWorkerOptions): () => void {
  return startTickWorker('new-shift alerts', runNewShiftAlerts, db, options);
}

/** How long a wake-up waits before draining, so that the posting's own request answers first. */
const WAKE_UP_DELAY_MS = 250;

/**
 * The fan-out worker (issue #24 §2, DESIGN §6): drains the new-shift jobs whenever a posting
 * commits on any instance (LISTEN on FANOUT_CHANNEL) and every `intervalMs` besides, for a
 * wake-up lost while the listening connection was down; one drain at a time, a wake-up during a
 * drain running it once more. Any number of instances may run it: jobs are claimed with SKIP
 * LOCKED. Answers the function that stops it.
 */
export async function startFanoutWorker(
  db: Database,
  listen: DatabaseHandle['listen'],
  options: { config: AppConfig; log: FastifyBaseLogger; intervalMs?: number },
): Promise<() => Promise<void>> {
  let running = false;
  let again = false;
  const drain = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await drainFanout({ db, config: options.config });
      } while (again);
    } catch (error) {
      options.log.error({ err: error }, 'new-shift fan-out failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void drain(), options.intervalMs ?? 2000);
  timer.unref();
  // The posting that woke the worker still reads its answer back in this process: the drain
  // (seconds of work for a large audience) starts once that answer has gone (issue #29).
  const unlisten = await listen(FANOUT_CHANNEL, () => {
    setTimeout(() => void drain(), WAKE_UP_DELAY_MS).unref();
  });
  void drain();
  return async () => {
    clearInterval(timer);
    await unlisten();
  };
}
