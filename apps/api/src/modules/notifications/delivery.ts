import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { PermanentDeliveryError } from './delivery-errors.ts';
import {
  claimDueMessages,
  markDelivered,
  recordFailedAttempt,
  type OutboxRecord,
} from './outbox-queries.ts';

const BATCH_SIZE = 20;
export const MAX_ATTEMPTS = 5;
const MINUTE = 60_000;
/** The first retry waits a minute, each later one twice as long: 1, 2, 4, 8 minutes. */
const FIRST_RETRY_DELAY_MS = MINUTE;
const MAX_RETRY_DELAY_MS = 60 * MINUTE;
/**
 * How long a worker holds the messages it claimed: longer than a batch can take (20 messages,
 * each bounded by the channels' timeouts, channels.ts), so no other worker sends one of them
 * while it is in flight.
 */
export const LEASE_MS = 15 * MINUTE;

export type Deliver = (message: OutboxRecord) => Promise<void>;

/** When a message that has now failed `attempts` times is tried again. */
function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** (attempts - 1), MAX_RETRY_DELAY_MS);
}

function failedAttempt(message: OutboxRecord, error: unknown, now: Date) {
  const attempts = message.attempts + 1;
  const givesUp = error instanceof PermanentDeliveryError || attempts >= MAX_ATTEMPTS;
  return {
    now,
    error: error instanceof Error ? error.message : String(error),
    retryAt: givesUp ? null : new Date(now.getTime() + retryDelayMs(attempts)),
  };
}

/**
 * Sends the due messages of the outbox, a batch at a time; several API instances may drain it
 * together. A batch is claimed (leased) in one short statement, then sent with no transaction
 * or lock held while the mail server or the text provider answers, then each message is marked
 * on its own. `now` is the worker's clock (tests move it to reach the retries).
 */
export async function deliverPendingMessages(
  db: Database,
  deliver: Deliver,
  now: Date = new Date(),
): Promise<number> {
  const batch = await claimDueMessages(db, {
    now,
    leaseUntil: new Date(now.getTime() + LEASE_MS),
    batchSize: BATCH_SIZE,
    maxAttempts: MAX_ATTEMPTS,
  });
  let delivered = 0;
  for (const message of batch) {
    try {
      await deliver(message);
    } catch (error) {
      await recordFailedAttempt(db, message, failedAttempt(message, error, now));
      continue;
    }
    await markDelivered(db, message, now);
    delivered += 1;
  }
  return delivered;
}

/** Drains the outbox every `intervalMs` (one run at a time) until the returned stop is called. */
export function startOutboxWorker(
  db: Database,
  deliver: Deliver,
  options: { log: FastifyBaseLogger; intervalMs?: number },
): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await deliverPendingMessages(db, deliver);
    } catch (error) {
      options.log.error({ err: error }, 'outbox delivery failed');
    } finally {
      running = false;
    }
  }, options.intervalMs ?? 2000);
  timer.unref();
  return () => clearInterval(timer);
}
