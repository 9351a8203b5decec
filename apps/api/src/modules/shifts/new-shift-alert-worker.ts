import type { Database } from '../../db/client.ts';
import { runNewShiftAlerts } from './new-shift-alert-batches.ts';
import { startTickWorker, type TickWorkerOptions } from './tick-worker.ts';

/** Sends closed batching windows and due digests of new-shift alerts (claimed with SKIP LOCKED). */
export function startNewShiftAlertWorker(db: Database, options: TickWorkerOptions): () => void {
  return startTickWorker('new-shift alerts', runNewShiftAlerts, db, options);
}
