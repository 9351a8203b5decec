import {
  defaultNotificationPreferences,
  NOTIFICATION_TYPES,
  quietHoursRelease,
  toSingleLine,
} from '@chairside/domain';
import type { Executor } from '../../db/client.ts';
import { findRecipientChannels } from './dispatch-queries.ts';
import { notify, type InAppNotice } from './in-app.ts';
import { enqueueMessage, type OutgoingMessage } from './outbox.ts';

/**
 * The one way an event reaches a person (issue #14 §2), in the caller's transaction: the in-app
 * notification always, then by the recipient's preferences for the event's group the email (the
 * event's own template) and a text (to a verified phone only). Messages outside the app wait
 * until the recipient's quiet hours end.
 */
export async function dispatch(
  db: Executor,
  notice: InAppNotice,
  email: OutgoingMessage | null,
  now: Date = new Date(),
): Promise<void> {
  await notify(db, notice);
  const recipient = await findRecipientChannels(db, notice.userId);
  if (!recipient) return;
  const preferences = recipient.preferences ?? defaultNotificationPreferences();
  const wanted = preferences.channels[NOTIFICATION_TYPES[notice.type].group];
  const release = quietHoursRelease(now, preferences.quietHours, preferences.timeZone);
  // Outside quiet hours a message is due at once by the worker's clock, as before.
  const notBefore = release > now ? release : undefined;
  if (wanted.email && email) await enqueueMessage(db, email, notBefore);
  if (wanted.sms && recipient.phoneNumber && recipient.phoneVerifiedAt) {
    await enqueueMessage(db, textOf(notice, recipient.phoneNumber), notBefore);
  }
  // The push channel (Web Push, built beside this) is queued here when `wanted.push`.
}

function textOf(notice: InAppNotice, phoneNumber: string): OutgoingMessage {
  const title = NOTIFICATION_TYPES[notice.type].title;
  return {
    channel: 'sms',
    to: phoneNumber,
    subject: title,
    text: toSingleLine(`Chairside: ${title}. ${notice.body}`),
  };
}
