import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema.ts';
import { createDeliver } from '../../src/modules/notifications/channels.ts';
import { deliverPendingMessages } from '../../src/modules/notifications/delivery.ts';
import { appForFile } from '../support/app.ts';
import { startLoopbackSmtp } from '../support/loopback-smtp.ts';
import { enqueueCommitted } from '../support/outbox.ts';
import { recordingLog } from '../support/recording-log.ts';

const t = appForFile();
const MAIL_FROM = 'Chairside <no-reply@chairside.app>';
const REFUSED = 'gone@example.test';

let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
beforeAll(async () => {
  smtp = await startLoopbackSmtp((recipient) => (recipient === REFUSED ? 550 : null));
});
afterAll(() => smtp.close());
beforeEach(async () => {
  await t.db.delete(outbox);
  smtp.received.length = 0;
});

const queueEmail = (to: string, subject = 'Your shift', text = 'Hi Ana,\n\nSee you Monday.') =>
  enqueueCommitted(t.db, { channel: 'email', to, subject, text });

const outboxRows = () => t.db.select().from(outbox).orderBy(asc(outbox.id));

const smtpDeliver = (smtpUrl: string) =>
  createDeliver({ ...t.config, smtpUrl, mailFrom: MAIL_FROM, twilio: null }, recordingLog().log);

describe('email over SMTP (SMTP_URL)', () => {
  it('delivers an email to the SMTP server with its sender, recipient, subject and text', async () => {
    await queueEmail('ana@example.test', 'Shift confirmed', 'Hi Ana,\n\nYour shift is confirmed.');
    expect(await deliverPendingMessages(t.db, smtpDeliver(smtp.url))).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.from?.value).toEqual([{ name: 'Chairside', address: 'no-reply@chairside.app' }]);
    expect(mail.to).toMatchObject({ value: [{ address: 'ana@example.test' }] });
    expect(mail.subject).toBe('Shift confirmed');
    expect(mail.text?.trim()).toBe('Hi Ana,\n\nYour shift is confirmed.');
    const [row] = await outboxRows();
    expect(row).toMatchObject({ attempts: 1, failedAt: null, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('keeps the email and retries it when the SMTP server is down, then delivers it', async () => {
    await queueEmail('ana@example.test');
    const down = await startLoopbackSmtp();
    const downUrl = down.url;
    await down.close();
    const start = new Date();
    expect(await deliverPendingMessages(t.db, smtpDeliver(downUrl), start)).toBe(0);
    const [pending] = await outboxRows();
    expect(pending).toMatchObject({ sentAt: null, failedAt: null, attempts: 1 });
    expect(pending.lastError).toMatch(/ECONNREFUSED|connect/i);

    const later = new Date(start.getTime() + 60_000);
    expect(await deliverPendingMessages(t.db, smtpDeliver(smtp.url), later)).toBe(1);
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Your shift']);
  });

  it('gives up at once on a recipient the server refuses for good (550)', async () => {
    await queueEmail(REFUSED);
    const start = new Date();
    await deliverPendingMessages(t.db, smtpDeliver(smtp.url), start);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ sentAt: null, attempts: 1 });
    expect(row.failedAt).toEqual(start);
    expect(row.lastError).toContain('550');
    expect(smtp.received).toEqual([]);
  });

  it('without SMTP_URL, logs the email and counts it delivered (as before channels)', async () => {
    await queueEmail('ana@example.test', 'Logged only');
    const { log, lines } = recordingLog();
    const deliver = createDeliver(
      { ...t.config, smtpUrl: undefined, mailFrom: MAIL_FROM, twilio: null },
      log,
    );
    expect(await deliverPendingMessages(t.db, deliver)).toBe(1);
    expect(lines).toContainEqual(
      expect.objectContaining({
        channel: 'email',
        to: 'ana@example.test',
        subject: 'Logged only',
        msg: 'outbox message (no SMTP_URL: logged only)',
      }),
    );
    expect(smtp.received).toEqual([]);
  });
});
