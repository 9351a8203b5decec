import { UNSUBSCRIBE_MESSAGES } from '@chairside/domain';
import type { ParsedMail } from 'mailparser';
import { beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema.ts';
import { createDeliver } from '../../src/modules/notifications/channels.ts';
import { deliverPendingMessages } from '../../src/modules/notifications/delivery.ts';
import { dispatch } from '../../src/modules/notifications/dispatch.ts';
import { findNotificationPreferencesAcrossOrganizations } from '../../src/modules/notifications/notification-preferences-queries.ts';
import { appForFile } from '../support/app.ts';
import { makeUser } from '../support/factories.ts';
import { loopbackForFile } from '../support/loopback-file.ts';
import { startLoopbackSmtp } from '../support/loopback-smtp.ts';
import { enqueueCommitted, readOutbox } from '../support/outbox.ts';
import { recordingLog } from '../support/recording-log.ts';

/** Issue #14 §2: every event's email carries its unsubscribe link and headers; account emails do not. */
const t = appForFile({ publicUrl: 'https://chairside.example' });

const smtp = loopbackForFile(startLoopbackSmtp);
beforeEach(async () => {
  await t.db.delete(outbox);
});

const deliver = () =>
  deliverPendingMessages(
    t.db,
    createDeliver({ ...t.config, smtpUrl: smtp.url }, recordingLog().log),
  );

/** The header as it arrived on the wire, unfolded. */
const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((header) => header.key === name.toLowerCase())
    ?.line.replace(/\r?\n\s+/g, ' ')
    .slice(name.length + 1)
    .trim();

async function offerEmailTo(person: { id: number; email: string }) {
  await t.db.transaction((tx) =>
    dispatch(
      tx,
      {
        userId: person.id,
        type: 'offer_received',
        body: 'You are offered a shift.',
        shiftId: null,
      },
      {
        channel: 'email',
        to: person.email,
        subject: 'You have a shift offer',
        text: 'Hi,\n\nAn offer.',
      },
    ),
  );
  await deliver();
  const [mail] = await smtp.waitFor(1);
  return mail;
}

describe('unsubscribe in the emails', () => {
  it("ends an event's email with its group's unsubscribe link and sends RFC 8058's headers", async () => {
    const person = await makeUser(t.db);
    const mail = await offerEmailTo(person);

    const oneClick = rawHeader(mail, 'List-Unsubscribe')?.match(/^<(.+)>$/)?.[1];
    expect(oneClick).toMatch(/^https:\/\/chairside\.example\/api\/unsubscribe\?token=[\w.-]+$/);
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const token = new URL(oneClick ?? '').searchParams.get('token');
    expect(mail.text?.trim()).toBe(
      `Hi,\n\nAn offer.\n\n${UNSUBSCRIBE_MESSAGES.emailFooter(`https://chairside.example/unsubscribe?token=${token}`)}`,
    );
  });

  it("the header's one-click POST turns off that group's email for that person", async () => {
    const person = await makeUser(t.db);
    const mail = await offerEmailTo(person);
    const oneClick = new URL(rawHeader(mail, 'List-Unsubscribe')?.slice(1, -1) ?? '');

    const response = await t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

    expect(response.statusCode).toBe(200);
    expect(
      (await findNotificationPreferencesAcrossOrganizations(t.db, person.id))?.channels.offers,
    ).toEqual({
      email: false,
      sms: true,
      push: true,
    });
  });

  it('sends account emails (codes, resets, invites) without any unsubscribe', async () => {
    await enqueueCommitted(t.db, {
      channel: 'email',
      to: 'new@example.test',
      subject: 'Verify your email',
      text: 'Hi,\n\nYour link.',
    });
    await deliver();
    const [mail] = await smtp.waitFor(1);

    expect(rawHeader(mail, 'List-Unsubscribe')).toBeUndefined();
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBeUndefined();
    expect(mail.text?.trim()).toBe('Hi,\n\nYour link.');
  });

  it('shows the email in the dev outbox as it is sent, link included', async () => {
    const person = await makeUser(t.db);
    const mail = await offerEmailTo(person);
    const [shown] = await readOutbox(t.app, person.email);
    expect(shown.text.trim()).toBe(mail.text?.trim());
  });
});
