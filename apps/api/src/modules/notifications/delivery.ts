import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.ts';
import {
  claimPendingMessages,
  markDelivered,
  recordFailedDelivery,
  type OutboxRecord,
} from './outbox-queries.ts';

const BATCH_SIZE = 20;
const MAX_ATTEMPTS = 5;

type Deliver = (message: OutboxRecord) => Promise<void>;

function createDeliver(smtpUrl: string | undefined, from: string, log: FastifyBaseLogger): Deliver {
  if (!smtpUrl) {
    return async (message) => {
      log.info(
        { channel: message.channel, to: message.recipient, subject: message.subject },
        'outbox message (no SMTP_URL: logged only)',
      );
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return async (message) => {
    if (message.channel === 'sms') {
      log.info({ to: message.recipient }, 'sms message (no SMS provider configured: logged only)');
      return;
    }
    await transport.sendMail({
      from,
      to: message.recipient,
      subject: message.subject,
      text: message.body,
    });
  };
}

/** Drains the outbox, a batch at a time; several API instances may drain it together. */
export async function deliverPendingMessages(db: Database, deliver: Deliver): Promise<number> {
  return db.transaction(async (tx) => {
    const batch = await claimPendingMessages(tx, BATCH_SIZE, MAX_ATTEMPTS);
    const delivered: number[] = [];
    for (const message of batch) {
      try {
        await deliver(message);
        delivered.push(message.id);
      } catch (error) {
        await recordFailedDelivery(tx, message.id, String(error));
      }
    }
    if (delivered.length > 0) await markDelivered(tx, delivered);
    return delivered.length;
  });
}

export function startOutboxWorker(
  db: Database,
  options: {
    smtpUrl: string | undefined;
    from: string;
    log: FastifyBaseLogger;
    intervalMs?: number;
  },
): () => void {
  const deliver = createDeliver(options.smtpUrl, options.from, options.log);
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
