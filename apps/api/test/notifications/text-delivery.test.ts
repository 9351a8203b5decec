import { asc } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema.ts';
import { createDeliver } from '../../src/modules/notifications/channels.ts';
import { deliverPendingMessages, MAX_ATTEMPTS } from '../../src/modules/notifications/delivery.ts';
import { appForFile } from '../support/app.ts';
import { loopbackForFile } from '../support/loopback-file.ts';
import { startLoopbackTwilio, TWILIO_ACCOUNT, twilioError } from '../support/loopback-twilio.ts';
import { enqueueCommitted } from '../support/outbox.ts';
import { recordingLog } from '../support/recording-log.ts';

const t = appForFile();
const MINUTE = 60_000;

const twilio = loopbackForFile(startLoopbackTwilio);
beforeEach(async () => {
  await t.db.delete(outbox);
});

const queueText = (to: string, text = 'Chairside: your code is 1234') =>
  enqueueCommitted(t.db, { channel: 'sms', to, subject: 'Phone verification', text });

const outboxRows = () => t.db.select().from(outbox).orderBy(asc(outbox.id));

const textDeliver = () =>
  createDeliver(
    { ...t.config, smtpUrl: undefined, mailFrom: '', twilio: twilio.config },
    recordingLog().log,
  );

const at = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE);

describe("text messages through Twilio's Messages API (TWILIO_*)", () => {
  it('posts the text form-encoded with basic authentication: To, From and Body', async () => {
    await queueText('+15551234567', 'Chairside: your code is 4821');
    expect(await deliverPendingMessages(t.db, textDeliver())).toBe(1);
    expect(twilio.received).toEqual([
      { to: '+15551234567', from: TWILIO_ACCOUNT.from, body: 'Chairside: your code is 4821' },
    ]);
    const [row] = await outboxRows();
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('is refused by the provider with wrong credentials, and retried rather than given up', async () => {
    await queueText('+15551234567');
    const wrongToken = createDeliver(
      {
        ...t.config,
        smtpUrl: undefined,
        mailFrom: '',
        twilio: { ...twilio.config, authToken: 'wrong' },
      },
      recordingLog().log,
    );
    await deliverPendingMessages(t.db, wrongToken);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ sentAt: null, failedAt: null, attempts: 1 });
    expect(row.lastError).toBe('Twilio answered 401 (20003): Authentication Error');
    expect(twilio.received).toEqual([]);
  });

  it('retries a 5xx answer with backoff (1, then 2 minutes), then delivers the text once', async () => {
    await queueText('+15551234567');
    twilio.failNext(
      twilioError(503, 20500, 'Service Unavailable'),
      twilioError(500, 20500, 'Internal Server Error'),
    );
    const start = new Date();
    const deliver = textDeliver();
    const runs = [0, 0.5, 1, 2, 3].map((minutes) => at(start, minutes));
    const delivered: number[] = [];
    for (const now of runs) delivered.push(await deliverPendingMessages(t.db, deliver, now));

    // Tried at 0 (503), not at 0.5 (backing off), at 1 (500), not at 2, at 3 (201).
    expect(delivered).toEqual([0, 0, 0, 0, 1]);
    expect(twilio.received).toHaveLength(1);
    const [row] = await outboxRows();
    expect(row).toMatchObject({
      attempts: 3,
      lastError: 'Twilio answered 500 (20500): Internal Server Error',
    });
    expect(row.sentAt).toEqual(at(start, 3));
  });

  it('gives up at once on an invalid number (400), without retrying', async () => {
    await queueText('+1555');
    twilio.failNext(twilioError(400, 21211, "The 'To' number +1555 is not a valid phone number."));
    const start = new Date();
    await deliverPendingMessages(t.db, textDeliver(), start);
    expect(await deliverPendingMessages(t.db, textDeliver(), at(start, 60))).toBe(0);
    const [row] = await outboxRows();
    expect(row).toMatchObject({
      sentAt: null,
      attempts: 1,
      lastError: "Twilio answered 400 (21211): The 'To' number +1555 is not a valid phone number.",
    });
    expect(row.failedAt).toEqual(start);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts when the provider keeps failing`, async () => {
    await queueText('+15551234567');
    twilio.failNext(...Array.from({ length: 10 }, () => twilioError(502, 20500, 'Bad Gateway')));
    const start = new Date();
    const deliver = textDeliver();
    for (let minutes = 0; minutes <= 60; minutes += 1) {
      await deliverPendingMessages(t.db, deliver, at(start, minutes));
    }
    const [row] = await outboxRows();
    expect(row).toMatchObject({ sentAt: null, attempts: MAX_ATTEMPTS });
    expect(row.failedAt).toEqual(at(start, 15));
    expect(twilio.received).toEqual([]);
  });

  it('without TWILIO_*, logs the text and counts it delivered (as before channels)', async () => {
    await queueText('+15551234567');
    const { log, lines } = recordingLog();
    const deliver = createDeliver(
      { ...t.config, smtpUrl: 'smtp://127.0.0.1:1', mailFrom: '', twilio: null },
      log,
    );
    expect(await deliverPendingMessages(t.db, deliver)).toBe(1);
    expect(lines).toContainEqual(
      expect.objectContaining({
        channel: 'sms',
        to: '+15551234567',
        msg: 'outbox message (no TWILIO_*: logged only)',
      }),
    );
    expect(twilio.received).toEqual([]);
  });
});
