import {
  defaultNotificationPreferences,
  localDayBounds,
  mayTextNewShift,
  newShiftsCountLabel,
  quietHoursRelease,
} from '@chairside/domain';
import type { AppContext } from '../../context.ts';
import type { Database, Executor } from '../../db/client.ts';
import {
  describe,
  enqueueMessage,
  findRecipientChannelsAcrossOrganizations,
  newShiftEmail,
  newShiftsBatchEmail,
  newShiftsDigestEmail,
  sendBeyondApp,
  type ShiftSummary,
} from '../notifications/index.ts';
import {
  claimDueNewShiftAlerts,
  countNewShiftTexts,
  deleteSentNewShiftAlerts,
  markNewShiftAlertsSent,
  type DueNewShiftAlert,
} from './new-shift-alert-queries.ts';
import { findShiftAcrossOrganizations } from './queries.ts';
import { newShiftSummary } from './shift-summary.ts';

const BATCH_SIZE = 500;
/** Sent alerts are kept past the batching window and any local day, for the cap's count. */
export const KEEP_SENT_MS = 2 * 24 * 60 * 60 * 1000;

export type AlertContext = Pick<AppContext, 'config'> & { db: Database };

/** The alerts' shifts still worth telling about at `now`: not deleted, not filled, not started. */
async function openShifts(ctx: AlertContext, tx: Executor, alerts: DueNewShiftAlert[], now: Date) {
  const open: OpenShift[] = [];
  for (const { shiftId } of alerts) {
    const shift = shiftId === null ? null : await findShiftAcrossOrganizations(tx, shiftId);
    if (shift && shift.confirmed === 0 && shift.startsAt > now) {
      open.push({ id: shift.id, summary: newShiftSummary(ctx, shift) });
    }
  }
  return open;
}

/**
 * Shifts told together beyond the app (a batching window, or one posting's shifts: issue #26 §7)
 * as one notice and email: a single shift's own alert, else `title` and each shift with its link.
 */
export function groupedAlert(
  to: { userId: number; email: string; name: string },
  open: OpenShift[],
  title: string,
) {
  const single = open.length === 1 ? open[0] : null;
  const body = single
    ? `A shift that fits your work profile was just posted: ${describe(single.summary)}`
    : `${title}: ${open.map(({ summary }) => `${describe(summary)} ${summary.link}`).join('; ')}`;
  const notice = {
    userId: to.userId,
    type: 'new_shift' as const,
    shiftId: single?.id ?? null,
    body,
  };
  const message = single
    ? newShiftEmail(to, single.summary)
    : newShiftsBatchEmail(
        to,
        title,
        open.map(({ summary }) => summary),
      );
  return { notice, message };
}

/** The shifts a batching window held, as one email, text and push; texted under the cap only. */
async function sendBatch(tx: Executor, alerts: DueNewShiftAlert[], open: OpenShift[], now: Date) {
  const [{ userId }] = alerts;
  const recipient = await findRecipientChannelsAcrossOrganizations(tx, userId);
  const preferences = recipient?.preferences ?? defaultNotificationPreferences();
  const texts = await countNewShiftTexts(tx, userId, localDayBounds(now, preferences.timeZone));
  const { notice, message } = groupedAlert(alerts[0], open, newShiftsCountLabel(open.length));
  return sendBeyondApp(tx, notice, message, now, { text: mayTextNewShift(texts) });
}

export type OpenShift = { id: number; summary: ShiftSummary };

/** The daily digest email, when the person still wants new shifts by email. */
async function sendDigest(tx: Executor, alerts: DueNewShiftAlert[], open: OpenShift[], now: Date) {
  const [{ userId, email, name }] = alerts;
  const recipient = await findRecipientChannelsAcrossOrganizations(tx, userId);
  const preferences = recipient?.preferences ?? defaultNotificationPreferences();
  if (!preferences.channels.newShifts.email) return;
  const release = quietHoursRelease(now, preferences.quietHours, preferences.timeZone);
  const digest = newShiftsDigestEmail(
    { email, name },
    newShiftsCountLabel(open.length),
    open.map(({ summary }) => summary),
  );
  await enqueueMessage(
    tx,
    { ...digest, unsubscribe: { userId, group: 'newShifts' } },
    release > now ? release : undefined,
  );
}

/** Splits claimed rows (ordered by person) into one group per person and kind. */
function groupsOf(alerts: DueNewShiftAlert[]): DueNewShiftAlert[][] {
  const groups = new Map<string, DueNewShiftAlert[]>();
  for (const alert of alerts) {
    const key = `${alert.userId}:${alert.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), alert]);
  }
  return [...groups.values()];
}

/**
 * One round of the new-shift alert worker (issue #14 §2): sends each batching window that has
 * closed and each digest due at `now` as one message per person, leaving out shifts no longer
 * open; a person with none left gets nothing. The rows are claimed with SKIP LOCKED in one
 * transaction, so instances ticking together send each once.
 */
export async function runNewShiftAlerts(ctx: AlertContext, now: Date) {
  let messages = 0;
  await ctx.db.transaction(async (tx) => {
    const due = await claimDueNewShiftAlerts(tx, now, BATCH_SIZE);
    for (const alerts of groupsOf(due)) {
      const open = await openShifts(ctx, tx, alerts, now);
      let textedId: number | null = null;
      if (open.length > 0 && alerts[0].kind === 'digest') await sendDigest(tx, alerts, open, now);
      if (open.length > 0 && alerts[0].kind === 'instant') {
        const { texted } = await sendBatch(tx, alerts, open, now);
        if (texted) textedId = alerts[0].id;
      }
      if (open.length > 0) messages += 1;
      const ids = alerts.map((alert) => alert.id);
      await markNewShiftAlertsSent(tx, ids, now, textedId);
    }
    await deleteSentNewShiftAlerts(tx, new Date(now.getTime() - KEEP_SENT_MS));
  });
  return { messages };
}
