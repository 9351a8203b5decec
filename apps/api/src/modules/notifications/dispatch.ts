import {
  defaultNotificationPreferences,
  NOTIFICATION_TYPES,
  quietHoursRelease,
  shiftPagePath,
  toSingleLine,
} from '@chairside/domain';
import type { Executor } from '../../db/client.ts';
import { pushMessages } from './enqueue-push.ts';
import {
  findPushEndpoints,
  findRecipientChannelsAcrossOrganizations,
  type RecipientChannels,
} from './dispatch-queries.ts';
import { notify, type InAppNotice } from './in-app.ts';
import { insertMessages, type QueuedMessage } from './outbox-queries.ts';
import { queuedMessage, type OutgoingMessage } from './outbox.ts';

/**
 * The one way an event reaches a person (issue #14 §2), in the caller's transaction: the in-app
 * notification always, then by the recipient's preferences for the event's group the email (the
 * event's own template), a text (to a verified phone only) and a push to every device the person
 * turned Web Push on in. Messages outside the app wait until the recipient's quiet hours end.
 * The email carries the person and group, so that it leaves with their unsubscribe link.
 */
export async function dispatch(
  db: Executor,
  notice: InAppNotice,
  email: OutgoingMessage | null,
  now: Date = new Date(),
): Promise<void> {
  await notify(db, notice);
  await sendBeyondApp(db, notice, email, now);
}

/**
 * dispatch without the in-app notification: the email, text and push a notice's group wants,
 * held through quiet hours. `text: false` leaves the text out (the new-shift text cap);
 * `recipient` is their channels when the caller read them already. Answers whether a text was
 * queued.
 */
export async function sendBeyondApp(
  db: Executor,
  notice: InAppNotice,
  email: OutgoingMessage | null,
  now: Date,
  options: { text?: boolean; recipient?: RecipientChannels } = {},
): Promise<{ texted: boolean }> {
  const recipient =
    options.recipient ?? (await findRecipientChannelsAcrossOrganizations(db, notice.userId));
  if (!recipient) return { texted: false };
  const devices = wantedChannels(recipient, notice).push
    ? ((await findPushEndpoints(db, [notice.userId])).get(notice.userId) ?? [])
    : [];
  const { messages, texted } = messagesBeyondApp(notice, email, now, {
    recipient,
    devices,
    text: options.text,
  });
  await insertMessages(db, messages);
  return { texted };
}

function wantedChannels(recipient: RecipientChannels, notice: InAppNotice) {
  const preferences = recipient.preferences ?? defaultNotificationPreferences();
  return preferences.channels[NOTIFICATION_TYPES[notice.type].group];
}

/**
 * What sendBeyondApp queues for one person, as outbox rows, for a caller that queues many
 * people's in one statement (a new shift's audience, DESIGN §6): `devices` are the endpoints of
 * their push subscriptions.
 */
export function messagesBeyondApp(
  notice: InAppNotice,
  email: OutgoingMessage | null,
  now: Date,
  options: { recipient: RecipientChannels; devices: readonly string[]; text?: boolean },
): { messages: QueuedMessage[]; texted: boolean } {
  const { recipient } = options;
  const preferences = recipient.preferences ?? defaultNotificationPreferences();
  const group = NOTIFICATION_TYPES[notice.type].group;
  const wanted = wantedChannels(recipient, notice);
  const release = quietHoursRelease(now, preferences.quietHours, preferences.timeZone);
  // Outside quiet hours a message is due at once by the worker's clock, as before.
  const notBefore = release > now ? release : undefined;
  const messages: QueuedMessage[] = [];
  if (wanted.email && email) {
    messages.push(
      queuedMessage({ ...email, unsubscribe: { userId: notice.userId, group } }, notBefore),
    );
  }
  const phone =
    options.text !== false && wanted.sms && recipient.phoneVerifiedAt
      ? recipient.phoneNumber
      : null;
  if (phone) messages.push(queuedMessage(textOf(notice, phone), notBefore));
  if (wanted.push) messages.push(...pushMessages(options.devices, pushOf(notice), notBefore));
  return { messages, texted: phone !== null };
}

/** A push opens the notice's shift on click (the dashboard when it has none). */
function pushOf(notice: InAppNotice) {
  const url = notice.shiftId === null ? '/dashboard' : shiftPagePath(notice.shiftId);
  return { title: NOTIFICATION_TYPES[notice.type].title, body: notice.body, url };
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
