import {
  batchWindowEnd,
  defaultNotificationPreferences,
  isInBatchWindow,
  localDayBounds,
  mayTextNewShift,
  nextDigestAt,
} from '@chairside/domain';
import type { Executor } from '../../db/client.ts';
import {
  findRecipientsChannelsAcrossOrganizations,
  type InAppNotice,
  newShiftEmail,
  notifyAll,
  type RecipientChannels,
  sendBeyondApp,
  shiftNotice,
  type ShiftSummary,
} from '../notifications/index.ts';
import {
  findPeopleToNotifyAcrossOrganizations,
  findShiftForAudienceAcrossOrganizations,
} from './shift-audience-queries.ts';
import {
  findNewShiftTextTimes,
  findOpenWindowEnds,
  insertNewShiftAlerts,
  lockAlertedPeople,
  type NewShiftAlertRow,
} from './new-shift-alert-queries.ts';
import {
  advanceFanoutJob,
  claimFanoutJob,
  deleteFanoutJob,
  insertFanoutJobs,
  type FanoutJob,
} from './new-shift-fanout-queries.ts';
import { KEEP_SENT_MS, type AlertContext } from './new-shift-alert-batches.ts';
import { findShiftAcrossOrganizations } from './queries.ts';
import { shiftSummary } from './shift-summary.ts';

/** People alerted per transaction: each slice holds their locks only while it writes. */
const FANOUT_SLICE = 1000;

type Person = Awaited<ReturnType<typeof findPeopleToNotifyAcrossOrganizations>>[number];

/**
 * Issue #24 §2: what a posting does for its new-shift alerts, in its own transaction: one job
 * row per shift posted (one statement) and a wake-up for the fan-out workers, nothing per person.
 * `now` is the posting's clock, by which the alerts' windows and text cap are reckoned.
 */
export async function queueNewShiftAlerts(
  tx: Executor,
  posted: { shiftId: number; posterId: number }[],
  now: Date = new Date(),
): Promise<void> {
  await insertFanoutJobs(
    tx,
    posted.map((shift) => ({ ...shift, postedAt: now })),
  );
}

/**
 * One slice of the oldest unclaimed job, in one transaction (issue #14 §2, issue #24 §2): the
 * next `sliceSize` people the shift is for (never its poster), by id after those done, each
 * told in-app and beyond the app as `beyondApp` decides. Answers false when no job was left.
 */
export async function runFanoutSlice(
  ctx: AlertContext,
  sliceSize = FANOUT_SLICE,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const job = await claimFanoutJob(tx);
    if (!job) return false;
    const audienceShift = await findShiftForAudienceAcrossOrganizations(tx, job.shiftId);
    const shift = await findShiftAcrossOrganizations(tx, job.shiftId);
    // A shift filled or started before its turn came tells no one.
    if (!audienceShift || !shift || shift.confirmed > 0 || shift.startsAt <= job.postedAt) {
      await deleteFanoutJob(tx, job.id);
      return true;
    }
    // findPeopleToNotifyAcrossOrganizations answers in id order: the order slices go in and lock people in.
    const remaining = (await findPeopleToNotifyAcrossOrganizations(tx, audienceShift)).filter(
      (person) => person.id > job.afterUserId && person.id !== job.posterId,
    );
    const slice = remaining.slice(0, sliceSize);
    if (slice.length > 0) await alertSlice(tx, job, slice, shiftSummary(ctx, shift));
    if (remaining.length > slice.length) await advanceFanoutJob(tx, job.id, slice.at(-1)!.id);
    else await deleteFanoutJob(tx, job.id);
    return true;
  });
}

/** Runs slices until no job is left (or another worker holds the rest); answers how many ran. */
export async function drainFanout(ctx: AlertContext, sliceSize = FANOUT_SLICE): Promise<number> {
  let slices = 0;
  while (await runFanoutSlice(ctx, sliceSize)) slices += 1;
  return slices;
}

/**
 * The slice's in-app notifications and alert rows in one statement each; the person's state
 * (channels, open window, texts today) read for the whole slice under its locks.
 */
async function alertSlice(tx: Executor, job: FanoutJob, people: Person[], summary: ShiftSummary) {
  const ids = people.map((person) => person.id);
  const now = job.postedAt;
  await lockAlertedPeople(tx, ids);
  const channels = await findRecipientsChannelsAcrossOrganizations(tx, ids);
  const windowEnds = await findOpenWindowEnds(tx, ids, now);
  const textTimes = await findNewShiftTextTimes(tx, ids, new Date(now.getTime() - KEEP_SENT_MS));
  const lead = 'A shift that fits your work profile was just posted';
  const notices = people.map((person) =>
    shiftNotice(person.id, 'new_shift', job.shiftId, summary, lead),
  );
  await notifyAll(tx, notices);
  const alerts: NewShiftAlertRow[] = [];
  for (const [index, person] of people.entries()) {
    const state = {
      channels: channels.get(person.id),
      windowEnd: windowEnds.get(person.id) ?? null,
      textTimes: textTimes.get(person.id) ?? [],
    };
    alerts.push(await beyondApp(tx, notices[index], person, summary, state, now));
  }
  await insertNewShiftAlerts(tx, alerts);
}

/**
 * A daily-digest reader's alert waits for their next 7:00; an alert inside the window opened by
 * the person's last one waits for the window to close (runNewShiftAlerts sends them as one);
 * else it leaves at once and opens a window, texted only under the daily cap.
 */
async function beyondApp(
  tx: Executor,
  notice: InAppNotice,
  person: Person,
  summary: ShiftSummary,
  state: {
    channels: RecipientChannels | undefined;
    windowEnd: Date | null;
    textTimes: Date[];
  },
  now: Date,
): Promise<NewShiftAlertRow> {
  const alert = { userId: person.id, shiftId: notice.shiftId };
  const preferences = state.channels?.preferences ?? defaultNotificationPreferences();
  if (preferences.newShiftsDigest === 'daily') {
    return { ...alert, kind: 'digest', dueAt: nextDigestAt(now, preferences.timeZone) };
  }
  if (state.windowEnd && isInBatchWindow(now, state.windowEnd)) {
    return { ...alert, kind: 'instant', dueAt: state.windowEnd };
  }
  const day = localDayBounds(now, preferences.timeZone);
  const texts = state.textTimes.filter((at) => at >= day.start && at < day.end).length;
  const { texted } = state.channels
    ? await sendBeyondApp(tx, notice, newShiftEmail(person, summary), now, {
        text: mayTextNewShift(texts),
        recipient: state.channels,
      })
    : { texted: false };
  return { ...alert, kind: 'instant', dueAt: batchWindowEnd(now), sentAt: now, texted };
}
