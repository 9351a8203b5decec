import type { Database } from '../../db/client.ts';
import { startTickWorker, type TickWorkerOptions } from '../shifts/index.ts';
import { runCredentialExpiry } from './expiry-reminders.ts';

/**
 * Issue #27 §5: credential reminders and the managers' warnings, beside the offer-deadline
 * worker; any number of instances, each reminder and warning once (their rows are the claims).
 */
export function startCredentialExpiryWorker(db: Database, options: TickWorkerOptions): () => void {
  return startTickWorker('credential expiry', runCredentialExpiry, db, options);
}
