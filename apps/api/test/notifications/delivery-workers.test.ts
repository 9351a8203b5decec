import { asc } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema.ts';
import {
  deliverPendingMessages,
  LEASE_MS,
  MAX_ATTEMPTS,
} from '../../src/modules/notifications/delivery.ts';
import { claimDueMessages, markDelivered } from '../../src/modules/notifications/outbox-queries.ts';
import { appForFile } from '../support/app.ts';
import { enqueueCommitted } from '../support/outbox.ts';

const t = appForFile();

beforeEach(async () => {
  await t.db.delete(outbox);
});

async function queueEmails(count: number) {
  for (let n = 0; n < count; n += 1) {
    await enqueueCommitted(t.db, {
      channel: 'email',
      to: `worker${n}@example.test`,
      subject: `Message ${n}`,
      text: 'T',
    });
  }
}

describe('outbox workers sharing one database', () => {
  it('two workers draining at once never deliver one message twice', async () => {
    await queueEmails(45);
    const deliveries: string[] = [];
    // Each send yields to the event loop, as a real one does, so the two workers interleave.
    const worker = (name: string) => async (message: { recipient: string }) => {
      await new Promise((resolve) => setImmediate(resolve));
      deliveries.push(`${name}:${message.recipient}`);
    };
    const drain = async (name: string) => {
      while ((await deliverPendingMessages(t.db, worker(name))) > 0);
    };
    await Promise.all([drain('a'), drain('b')]);

    const recipients = deliveries.map((entry) => entry.split(':')[1]);
    expect(recipients).toHaveLength(45);
    expect(new Set(recipients).size).toBe(45);
    const rows = await t.db.select().from(outbox).orderBy(asc(outbox.id));
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });

  it("leaves a message another worker claimed alone until that worker's lease ends", async () => {
    await queueEmails(1);
    const start = new Date();
    // A worker claims the message and dies before sending it.
    const claimed = await claimDueMessages(t.db, {
      now: start,
      leaseUntil: new Date(start.getTime() + LEASE_MS),
      batchSize: 20,
      maxAttempts: MAX_ATTEMPTS,
    });
    expect(claimed).toHaveLength(1);

    const sent: string[] = [];
    const deliver = async (message: { recipient: string }) => {
      sent.push(message.recipient);
    };
    const leaseEnds = start.getTime() + LEASE_MS;
    expect(await deliverPendingMessages(t.db, deliver, new Date(leaseEnds - 1))).toBe(0);
    expect(await deliverPendingMessages(t.db, deliver, new Date(leaseEnds))).toBe(1);
    expect(sent).toEqual(['worker0@example.test']);
  });

  it('does not let a worker whose lease ran out overwrite the worker that took over', async () => {
    await queueEmails(1);
    const start = new Date();
    const [stale] = await claimDueMessages(t.db, {
      now: start,
      leaseUntil: new Date(start.getTime() + LEASE_MS),
      batchSize: 20,
      maxAttempts: MAX_ATTEMPTS,
    });
    // A second worker takes the message after the lease and fails to send it.
    await deliverPendingMessages(
      t.db,
      async () => {
        throw new Error('relay down');
      },
      new Date(start.getTime() + LEASE_MS),
    );
    await markDelivered(t.db, stale, new Date(start.getTime() + LEASE_MS + 1));
    const [row] = await t.db.select().from(outbox);
    expect(row).toMatchObject({ sentAt: null, attempts: 1, lastError: 'relay down' });
  });
});
