import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

const BATCH_SIZE = 20;
const MAX_ATTEMPTS = 5;

type Deliver = (message: typeof outbox.$inferSelect) => Promise<void>;

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

/**
 * Drains the outbox. `FOR UPDATE SKIP LOCKED` lets several API instances share the work
 * without sending a message twice.
 */
export async function deliverPendingMessages(db: Database, deliver: Deliver): Promise<number> {
  return db.transaction(async (tx) => {
    const batch = await tx
      .select()
      .from(outbox)
      .where(sql`${outbox.sentAt} is null and ${outbox.attempts} < ${MAX_ATTEMPTS}`)
      .orderBy(asc(outbox.id))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    const delivered: number[] = [];
    for (const message of batch) {
      try {
        await deliver(message);
        delivered.push(message.id);
      } catch (error) {
        await tx
          .update(outbox)
          .set({ attempts: sql`${outbox.attempts} + 1`, lastError: String(error) })
          .where(eq(outbox.id, message.id));
      }
    }
    if (delivered.length > 0) {
      await tx
        .update(outbox)
        .set({ sentAt: new Date(), attempts: sql`${outbox.attempts} + 1` })
        .where(inArray(outbox.id, delivered));
    }
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
