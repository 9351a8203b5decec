import { asc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { oneTimeCodes, outbox, users } from '../../src/db/schema.ts';
import { PermanentDeliveryError } from '../../src/modules/notifications/delivery-errors.ts';
import { deliverPendingMessages } from '../../src/modules/notifications/delivery.ts';
import { enqueueMessage } from '../../src/modules/notifications/outbox.ts';
import { appForFile } from '../support/app.ts';
import { makeUser } from '../support/factories.ts';
import { enqueueCommitted } from '../support/outbox.ts';

type OutboxRow = typeof outbox.$inferSelect;

const t = appForFile();

/** Queues an email to `to` in a transaction that commits. */
const queueEmail = (to: string) =>
  enqueueCommitted(t.db, { channel: 'email', to, subject: 'S', text: 'T' });

const register = (email: string, password = 'Outbox-Password-1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Olly Outbox', email, jobTitle: 'Front Desk', password },
  });

const outboxRows = () => t.db.select().from(outbox).orderBy(asc(outbox.id));

describe('outbox writes', () => {
  it('writes no message for a registration that fails validation', async () => {
    const before = (await outboxRows()).length;
    const response = await register('invalid@example.test', 'short');
    expect(response.statusCode).toBe(400);
    expect(await outboxRows()).toHaveLength(before);
  });

  it('writes the message in the transaction of the change: if the message cannot be written, no account is created', async () => {
    const refused = 'refused@example.test';
    const codesBefore = (await t.db.select().from(oneTimeCodes)).length;
    await t.db.execute(
      sql.raw(
        `alter table outbox add constraint test_refuse_recipient check (recipient <> '${refused}')`,
      ),
    );
    try {
      const response = await register(refused);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        message: 'Unknown error has occurred please try again later.',
      });
    } finally {
      await t.db.execute(sql.raw('alter table outbox drop constraint test_refuse_recipient'));
    }
    expect(await t.db.select().from(users).where(eq(users.email, refused))).toEqual([]);
    expect(await t.db.select().from(oneTimeCodes)).toHaveLength(codesBefore);
    expect((await register(refused)).statusCode).toBe(201);
  });

  it('writes nothing when the transaction that enqueued it rolls back', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueMessage(tx, {
          channel: 'email',
          to: 'rollback@example.test',
          subject: 'S',
          text: 'T',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(
      await t.db.select().from(outbox).where(eq(outbox.recipient, 'rollback@example.test')),
    ).toEqual([]);
  });

  it('stores email recipients in lower case', async () => {
    await queueEmail('Upper.Case@Example.TEST');
    const rows = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'upper.case@example.test'));
    expect(rows).toHaveLength(1);
  });
});

describe('deliverPendingMessages', () => {
  beforeEach(async () => {
    await t.db.delete(outbox);
  });

  it('delivers every pending message once and marks it sent', async () => {
    await register('first@example.test');
    await register('second@example.test');
    const delivered: OutboxRow[] = [];
    const count = await deliverPendingMessages(t.db, async (message) => {
      delivered.push(message);
    });
    expect(count).toBe(2);
    expect(delivered.map((message) => message.recipient)).toEqual([
      'first@example.test',
      'second@example.test',
    ]);
    expect(delivered[0].body).toContain('/auth/verify-email?code=');
    for (const row of await outboxRows()) {
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.attempts).toBe(1);
    }
    const again: OutboxRow[] = [];
    expect(
      await deliverPendingMessages(t.db, async (message) => {
        again.push(message);
      }),
    ).toBe(0);
    expect(again).toEqual([]);
  });

  it('keeps a failed message pending, counts the attempt and retries it after a minute', async () => {
    await register('bounce@example.test');
    const start = new Date();
    const count = await deliverPendingMessages(
      t.db,
      async () => {
        throw new Error('SMTP 451 try later');
      },
      start,
    );
    expect(count).toBe(0);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ sentAt: null, failedAt: null, attempts: 1 });
    expect(row.lastError).toContain('SMTP 451 try later');
    expect(row.nextAttemptAt.getTime()).toBe(start.getTime() + 60_000);

    const tried: OutboxRow[] = [];
    const record = async (message: OutboxRow) => {
      tried.push(message);
    };
    expect(await deliverPendingMessages(t.db, record, new Date(start.getTime() + 59_000))).toBe(0);
    expect(tried).toEqual([]);
    expect(await deliverPendingMessages(t.db, record, new Date(start.getTime() + 60_000))).toBe(1);
    const [sent] = await outboxRows();
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.attempts).toBe(2);
  });

  it('delivers the other messages when one of them fails', async () => {
    await register('broken@example.test');
    await register('fine@example.test');
    const count = await deliverPendingMessages(t.db, async (message) => {
      if (message.recipient === 'broken@example.test') throw new Error('mailbox unavailable');
    });
    expect(count).toBe(1);
    const rows = await outboxRows();
    expect(rows.find((row) => row.recipient === 'broken@example.test')).toMatchObject({
      sentAt: null,
      attempts: 1,
    });
    expect(rows.find((row) => row.recipient === 'fine@example.test')?.sentAt).toBeInstanceOf(Date);
  });

  it('gives up on a message after 5 failed attempts, waiting 1, 2, 4 and 8 minutes between them', async () => {
    await makeUser(t.db, { email: 'gives-up@example.test' });
    await queueEmail('gives-up@example.test');
    const triedAt: number[] = [];
    const start = Date.now();
    let clock = start;
    const failing = async () => {
      triedAt.push(clock - start);
      throw new Error('permanent failure');
    };
    // A run every minute for half an hour: the message is tried only when its backoff is over.
    for (; clock <= start + 30 * 60_000; clock += 60_000) {
      await deliverPendingMessages(t.db, failing, new Date(clock));
    }
    const minutes = triedAt.map((elapsed) => elapsed / 60_000);
    expect(minutes).toEqual([0, 1, 3, 7, 15]);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ sentAt: null, attempts: 5, lastError: 'permanent failure' });
    expect(row.failedAt).toEqual(new Date(start + 15 * 60_000));
  });

  it('gives up at once, without retries, when the channel refuses the message for good', async () => {
    await queueEmail('no-such-mailbox@example.test');
    const start = new Date();
    let calls = 0;
    const refusing = async () => {
      calls += 1;
      throw new PermanentDeliveryError('550 no such mailbox');
    };
    await deliverPendingMessages(t.db, refusing, start);
    await deliverPendingMessages(t.db, refusing, new Date(start.getTime() + 24 * 60 * 60_000));
    expect(calls).toBe(1);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ sentAt: null, attempts: 1, lastError: '550 no such mailbox' });
    expect(row.failedAt).toEqual(start);
  });
});
