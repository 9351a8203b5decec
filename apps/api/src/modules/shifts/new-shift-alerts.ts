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
  findRecipientsChannelsAcrossOrganizations,
  type InAppNotice,
  notifyAll,
  type RecipientChannels,
  sendBeyondApp,
  shiftNotice,
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

/** People alerted per transaction: each slice holds their locks only while it writes. */
const FANOUT_SLICE = 1000;

type Person = Awaited<ReturnType<typeof findPeopleToNotifyAcrossOrganizations>>[number];
type PostedShift = OpenShift & { row: ShiftRow };
/** A person and the shifts of the posting that fit them, in the posting's order. */
type Fit = { person: Person; shifts: PostedShift[] };

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
 * The posting's shifts still worth telling about: not deleted, filled or started (a shift
 * filled or started before its turn came tells no one), each with the people it is for.
 */
async function postedShifts(ctx: AlertContext, tx: Executor, job: FanoutJob) {
  const posted: { shift: PostedShift; people: Person[] }[] = [];
  for (const shiftId of job.shiftIds) {
    const audienceShift = await findShiftForAudienceAcrossOrganizations(tx, shiftId);
    const row = await findShiftAcrossOrganizations(tx, shiftId);
    if (!audienceShift || !row || row.confirmed > 0 || row.startsAt <= job.postedAt) continue;
    const people = await findPeopleToNotifyAcrossOrganizations(tx, audienceShift);
    posted.push({ shift: { id: shiftId, summary: newShiftSummary(ctx, row), row }, people });
  }
  return posted;
}

/**
 * The people the posting's shifts are for (never its poster) after those done, in id order:
 * the order slices go in and lock people in; each with the shifts that fit them.
 */
function fitsAfter(job: FanoutJob, posted: { shift: PostedShift; people: Person[] }[]): Fit[] {
  const fits = new Map<number, Fit>();
  for (const { shift, people } of posted) {
    for (const person of people) {
      if (person.id <= job.afterUserId || person.id === job.posterId) continue;
      const fit = fits.get(person.id) ?? { person, shifts: [] };
      fit.shifts.push(shift);
      fits.set(person.id, fit);
    }
  }
  return [...fits.values()].sort((a, b) => a.person.id - b.person.id);
}

/**
 * One slice of the oldest unclaimed job, in one transaction (issue #14 §2, issue #24 §2): the
 * next `sliceSize` people the posting's shifts are for, by id after those done, each told once
 * of the shifts that fit them (issue #26 §7), in-app and beyond the app as `beyondApp` decides.
 * Answers false when no job was left.
 */
export async function runFanoutSlice(
  ctx: AlertContext,
  sliceSize = FANOUT_SLICE,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const job = await claimFanoutJob(tx);
    if (!job) return false;
    const remaining = fitsAfter(job, await postedShifts(ctx, tx, job));
    const slice = remaining.slice(0, sliceSize);
    if (slice.length > 0) await alertSlice(tx, job, slice);
    if (remaining.length > slice.length)
      await advanceFanoutJob(tx, job.id, slice.at(-1)!.person.id);
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
 * The in-app notice of a posting's shifts for one person: a single shift as before, several as
 * one line ('4 new Hygienist shifts at SF Clinic, Dec 3-6') linking to the first.
 */
function postingNotice({ person, shifts }: Fit): InAppNotice {
  const [first] = shifts;
  if (shifts.length === 1) {
    const lead = 'A shift that fits your work profile was just posted';
    return shiftNotice(person.id, 'new_shift', first.id, first.summary, lead);
  }
  const label = newShiftsPostingLabel(shifts.map((shift) => shift.row));
  return { userId: person.id, type: 'new_shift', shiftId: first.id, body: label };
}

/**
 * The slice's in-app notifications and alert rows in one statement each; the person's state
 * (channels, open window, texts today) read for the whole slice under its locks.
 */
async function alertSlice(tx: Executor, job: FanoutJob, fits: Fit[]) {
  const ids = fits.map((fit) => fit.person.id);
  const now = job.postedAt;
  await lockAlertedPeople(tx, ids);
  const channels = await findRecipientsChannelsAcrossOrganizations(tx, ids);
  const windowEnds = await findOpenWindowEnds(tx, ids, now);
  const textTimes = await findNewShiftTextTimes(tx, ids, new Date(now.getTime() - KEEP_SENT_MS));
  await notifyAll(tx, fits.map(postingNotice));
  const alerts: NewShiftAlertRow[] = [];
  for (const fit of fits) {
    const state = {
      channels: channels.get(fit.person.id),
      windowEnd: windowEnds.get(fit.person.id) ?? null,
      textTimes: textTimes.get(fit.person.id) ?? [],
    };
    alerts.push(...(await beyondApp(tx, fit, state, now)));
  }
  await insertNewShiftAlerts(tx, alerts);
}

/**
 * A daily-digest reader's alerts wait for their next 7:00; alerts inside the window opened by
 * the person's last one wait for the window to close (runNewShiftAlerts sends them as one);
 * else the posting's shifts leave at once as one message and open a window, texted only under
 * the daily cap (the message counts as one text: only its first row is marked texted).
 */
async function beyondApp(
  tx: Executor,
  { person, shifts }: Fit,
  state: {
    channels: RecipientChannels | undefined;
    windowEnd: Date | null;
    textTimes: Date[];
  },
  now: Date,
): Promise<NewShiftAlertRow[]> {
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
    return shifts.map(({ id }) => ({ userId: person.id, shiftId: id, kind: 'digest', dueAt }));
  }
  if (state.windowEnd && isInBatchWindow(now, state.windowEnd)) return rows(state.windowEnd);
  const day = localDayBounds(now, preferences.timeZone);
  const texts = state.textTimes.filter((at) => at >= day.start && at < day.end).length;
  const label = newShiftsPostingLabel(shifts.map((shift) => shift.row));
  const { notice, message } = groupedAlert({ ...person, userId: person.id }, shifts, label);
  const { texted } = state.channels
    ? await sendBeyondApp(tx, notice, message, now, {
        text: mayTextNewShift(texts),
        recipient: state.channels,
      })
    : { texted: false };
  return rows(batchWindowEnd(now), { texted });
}
