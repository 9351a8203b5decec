import type { Database } from '../../db/client.ts';
import { runOfferDeadlines } from './offer-deadlines.ts';
import { startTickWorker, type TickWorkerOptions } from './tick-worker.ts';

/** Sends offer reminders and expires unanswered offers (runOfferDeadlines claims with SKIP LOCKED). */
export function startOfferExpiryWorker(db: Database, options: TickWorkerOptions): () => void {
  return startTickWorker('offer deadlines', runOfferDeadlines, db, options);
}
