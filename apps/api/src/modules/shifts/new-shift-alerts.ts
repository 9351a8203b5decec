import {
  batchWindowEnd,
  defaultNotificationPreferences,
  isInBatchWindow,
  localDayBounds,
  mayTextNewShift,
  nextDigestAt,
} from '@chairside/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import {
  findRecipientChannelsAcrossOrganizations,
  type InAppNotice,
  newShiftEmail,
  notify,
  type OutgoingMessage,
  sendBeyondApp,
  shiftNotice,
} from '../notifications/index.ts';
import {
  findPeopleToNotifyAcrossOrganizations,
  findShiftForAudienceAcrossOrganizations,
} from './shift-audience-queries.ts';
import {
  countNewShiftTexts,
  findOpenWindowEndAcrossOrganizations,
  insertNewShiftAlert,
  lockAlertedPerson,
} from './new-shift-alert-queries.ts';
import { findShiftAcrossOrganizations } from './queries.ts';
import { shiftSummary } from './shift-summary.ts';

/**
 * Issue #14 §2: tells everyone a just-posted shift is for (never its poster), in the posting's
 * transaction: the in-app notification at once, and beyond the app as `alertBeyondApp` decides.
 */
export async function alertNewShift(
  ctx: Pick<AppContext, 'config'>,
  tx: Executor,
  shiftId: number,
  posterId: number,
  now: Date = new Date(),
): Promise<void> {
  const audienceShift = await findShiftForAudienceAcrossOrganizations(tx, shiftId);
  const shift = await findShiftAcrossOrganizations(tx, shiftId);
  if (!audienceShift || !shift) return;
  const summary = shiftSummary(ctx, shift);
  const lead = 'A shift that fits your work profile was just posted';
  // findPeopleToNotifyAcrossOrganizations answers in id order: the order postings lock people in.
  for (const person of await findPeopleToNotifyAcrossOrganizations(tx, audienceShift)) {
    if (person.id === posterId) continue;
    const notice = shiftNotice(person.id, 'new_shift', shift.id, summary, lead);
    await notify(tx, notice);
    await alertBeyondApp(tx, notice, shift.id, newShiftEmail(person, summary), now);
  }
}

/**
 * A daily-digest reader's alert waits for their next 7:00; an alert inside the window opened by
 * the person's last one waits for the window to close (runNewShiftAlerts sends them as one);
 * else it leaves at once and opens a window, texted only under the daily cap.
 */
async function alertBeyondApp(
  tx: Executor,
  notice: InAppNotice,
  shiftId: number,
  email: OutgoingMessage,
  now: Date,
): Promise<void> {
  const { userId } = notice;
  await lockAlertedPerson(tx, userId);
  const recipient = await findRecipientChannelsAcrossOrganizations(tx, userId);
  const preferences = recipient?.preferences ?? defaultNotificationPreferences();
  if (preferences.newShiftsDigest === 'daily') {
    const dueAt = nextDigestAt(now, preferences.timeZone);
    return insertNewShiftAlert(tx, { userId, shiftId, kind: 'digest', dueAt });
  }
  const windowEnd = await findOpenWindowEndAcrossOrganizations(tx, userId, now);
  if (isInBatchWindow(now, windowEnd) && windowEnd) {
    return insertNewShiftAlert(tx, { userId, shiftId, kind: 'instant', dueAt: windowEnd });
  }
  const texts = await countNewShiftTexts(tx, userId, localDayBounds(now, preferences.timeZone));
  const { texted } = await sendBeyondApp(tx, notice, email, now, { text: mayTextNewShift(texts) });
  const dueAt = batchWindowEnd(now);
  await insertNewShiftAlert(tx, { userId, shiftId, kind: 'instant', dueAt, sentAt: now, texted });
}
