import {
  batchWindowEnd,
  defaultNotificationPreferences,
  isInBatchWindow,
  localDayBounds,
  mayTextNewShift,
  newShiftsPostingLabel,
  nextDigestAt,
} from '@chairside/domain';
import type { Executor } from '../../db/client.ts';
import {
  findPushEndpoints,
  findRecipientsChannelsAcrossOrganizations,
  type InAppNotice,
  insertMessages,
  messagesBeyondApp,
  notifyAll,
  type QueuedMessage,
  type RecipientChannels,
  shiftNotice,
} from '../notifications/index.ts';
import {
  type Audience,
  findPeopleToNotifyAfterAcrossOrganizations,
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
  insertFanoutJob,
  type FanoutJob,
} from './new-shift-fanout-queries.ts';
import {
  groupedAlert,
  KEEP_SENT_MS,
  type AlertContext,
  type OpenShift,
} from './new-shift-alert-batches.ts';
import { findShiftAcrossOrganizations, type ShiftRow } from './queries.ts';
import { newShiftSummary } from './shift-summary.ts';

/**
 * People alerted per transaction: each slice holds their locks only while it writes, and reads
 * at most this many candidates of each shift's audience.
 */
const FANOUT_SLICE = 1000;

type PostedShift = OpenShift & { row: ShiftRow };
/** A person and the shifts of the posting that fit them, in the posting's order. */
type Fit = { person: Audience[number]; shifts: PostedShift[] };

/**
 * Issue #24 §2: what a posting does for its new-shift alerts, in its own transaction: one job
 * row for the posting's shifts (issue #26 §7: a person hears of them in one alert) and a wake-up
 * for the fan-out workers, nothing per person. `now` is the posting's clock, by which the
 * alerts' windows and text cap are reckoned.
 */
export async function queueNewShiftAlerts(
  tx: Executor,
  posting: { shiftIds: number[]; posterId: number },
  now: Date = new Date(),
): Promise<void> {
  if (posting.shiftIds.length > 0) await insertFanoutJob(tx, { ...posting, postedAt: now });
}

/**
 * The posting's shifts still worth telling about (a shift deleted, filled or started before its
 * turn came tells no one), each with a window of its audience after the people done: up to
 * `limit` candidates by id. `through` is the last person every window reaches (Infinity when
 * every audience ran out): up to them the slice knows everyone the posting is for.
 */
async function postedShifts(ctx: AlertContext, tx: Executor, job: FanoutJob, limit: number) {
  const posted: { shift: PostedShift; people: Audience }[] = [];
  let through = Infinity;
  for (const shiftId of job.shiftIds) {
    const audienceShift = await findShiftForAudienceAcrossOrganizations(tx, shiftId);
    const row = await findShiftAcrossOrganizations(tx, shiftId);
    if (!audienceShift || !row || row.confirmed > 0 || row.startsAt <= job.postedAt) continue;
    const window = { afterId: job.afterUserId, limit };
    const audience = await findPeopleToNotifyAfterAcrossOrganizations(tx, audienceShift, window);
    if (audience.through !== null) through = Math.min(through, audience.through);
    posted.push({
      shift: { id: shiftId, summary: newShiftSummary(ctx, row), row },
      people: audience.people,
    });
  }
  return { posted, through };
}

/**
 * The next slice: the people the posting's shifts are for (never its poster) after those done,
 * up to `through` and at most `sliceSize` of them, in id order (the order slices go in and lock
 * people in), each with the shifts that fit them; and the last person it reaches (Infinity
 * when it is the job's last slice).
 */
function nextSlice(
  job: FanoutJob,
  { posted, through }: Awaited<ReturnType<typeof postedShifts>>,
  sliceSize: number,
): { fits: Fit[]; through: number } {
  const fits = new Map<number, Fit>();
  for (const { shift, people } of posted) {
    for (const person of people) {
      if (person.id > through || person.id === job.posterId) continue;
      const fit = fits.get(person.id) ?? { person, shifts: [] };
      fit.shifts.push(shift);
      fits.set(person.id, fit);
    }
  }
  const sorted = [...fits.values()].sort((a, b) => a.person.id - b.person.id);
  if (sorted.length <= sliceSize) return { fits: sorted, through };
  const slice = sorted.slice(0, sliceSize);
  return { fits: slice, through: slice[slice.length - 1].person.id };
}

/**
 * One slice of the oldest unclaimed job, in one transaction (issue #14 §2, issue #24 §2): the
 * next people the posting's shifts are for, by id after those done, each told once of the
 * shifts that fit them (issue #26 §7), in-app and beyond the app as `beyondApp` decides.
 * Answers false when no job was left.
 */
export async function runFanoutSlice(
  ctx: AlertContext,
  sliceSize = FANOUT_SLICE,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const job = await claimFanoutJob(tx);
    if (!job) return false;
    const { fits, through } = nextSlice(
      job,
      await postedShifts(ctx, tx, job, sliceSize),
      sliceSize,
    );
    if (fits.length > 0) await alertSlice(tx, job, fits);
    if (through === Infinity) await deleteFanoutJob(tx, job.id);
    else await advanceFanoutJob(tx, job.id, through);
    return true;
  });
}

/** Runs slices until no job is left (or another worker holds the rest); answers how many ran. */
export async function drainFanout(ctx: AlertContext, sliceSize = FANOUT_SLICE): Promise<number> {
  let slices = 0;
  while (await runFanoutSlice(ctx, sliceSize)) slices += 1;
  return slices;
}

/** The label of a list of the posting's shifts, made once per list a slice meets. */
function postingLabels() {
  const labels = new Map<string, string>();
  return (shifts: PostedShift[]) => {
    const key = shifts.map((shift) => shift.id).join(',');
    let label = labels.get(key);
    if (label === undefined) {
      label = newShiftsPostingLabel(shifts.map((shift) => shift.row));
      labels.set(key, label);
    }
    return label;
  };
}

/**
 * The in-app notice of a posting's shifts for one person: a single shift as before, several as
 * one line ('4 new Hygienist shifts at SF Clinic, Dec 3-6') linking to the first.
 */
function postingNotice({ person, shifts }: Fit, label: string): InAppNotice {
  const [first] = shifts;
  if (shifts.length === 1) {
    const lead = 'A shift that fits your work profile was just posted';
    return shiftNotice(person.id, 'new_shift', first.id, first.summary, lead);
  }
  return { userId: person.id, type: 'new_shift', shiftId: first.id, body: label };
}

/**
 * The slice's in-app notifications, alert rows and messages in one statement each (DESIGN §6);
 * the people's state (channels, push devices, open window, texts today) read for the whole
 * slice under its locks.
 */
async function alertSlice(tx: Executor, job: FanoutJob, fits: Fit[]) {
  const ids = fits.map((fit) => fit.person.id);
  const now = job.postedAt;
  await lockAlertedPeople(tx, ids);
  const channels = await findRecipientsChannelsAcrossOrganizations(tx, ids);
  const devices = await findPushEndpoints(tx, ids);
  const windowEnds = await findOpenWindowEnds(tx, ids, now);
  const textTimes = await findNewShiftTextTimes(tx, ids, new Date(now.getTime() - KEEP_SENT_MS));
  const labelOf = postingLabels();
  await notifyAll(
    tx,
    fits.map((fit) => postingNotice(fit, labelOf(fit.shifts))),
  );
  const alerts: NewShiftAlertRow[] = [];
  const messages: QueuedMessage[] = [];
  for (const fit of fits) {
    const state = {
      channels: channels.get(fit.person.id),
      devices: devices.get(fit.person.id) ?? [],
      windowEnd: windowEnds.get(fit.person.id) ?? null,
      textTimes: textTimes.get(fit.person.id) ?? [],
    };
    const told = beyondApp(fit, labelOf(fit.shifts), state, now);
    alerts.push(...told.alerts);
    messages.push(...told.messages);
  }
  await insertMessages(tx, messages);
  await insertNewShiftAlerts(tx, alerts);
}

/**
 * A daily-digest reader's alerts wait for their next 7:00; alerts inside the window opened by
 * the person's last one wait for the window to close (runNewShiftAlerts sends them as one);
 * else the posting's shifts leave at once as one message and open a window, texted only under
 * the daily cap (the message counts as one text: only its first row is marked texted). Answers
 * the person's alert rows and the messages to queue.
 */
function beyondApp(
  { person, shifts }: Fit,
  label: string,
  state: {
    channels: RecipientChannels | undefined;
    devices: string[];
    windowEnd: Date | null;
    textTimes: Date[];
  },
  now: Date,
): { alerts: NewShiftAlertRow[]; messages: QueuedMessage[] } {
  const rows = (dueAt: Date, sent?: { texted: boolean }) =>
    shifts.map(({ id }, index) => ({
      userId: person.id,
      shiftId: id,
      kind: 'instant' as const,
      dueAt,
      ...(sent ? { sentAt: now, texted: sent.texted && index === 0 } : {}),
    }));
  const preferences = state.channels?.preferences ?? defaultNotificationPreferences();
  if (preferences.newShiftsDigest === 'daily') {
    const dueAt = nextDigestAt(now, preferences.timeZone);
    const alerts = shifts.map(({ id }) => ({
      userId: person.id,
      shiftId: id,
      kind: 'digest' as const,
      dueAt,
    }));
    return { alerts, messages: [] };
  }
  if (state.windowEnd && isInBatchWindow(now, state.windowEnd)) {
    return { alerts: rows(state.windowEnd), messages: [] };
  }
  const day = localDayBounds(now, preferences.timeZone);
  const texts = state.textTimes.filter((at) => at >= day.start && at < day.end).length;
  const { notice, message } = groupedAlert({ ...person, userId: person.id }, shifts, label);
  const { messages, texted } = state.channels
    ? messagesBeyondApp(notice, message, now, {
        recipient: state.channels,
        devices: state.devices,
        text: mayTextNewShift(texts),
      })
    : { messages: [], texted: false };
  return { alerts: rows(batchWindowEnd(now), { texted }), messages };
}
