import {
  timesheetDueLead,
  timesheetReminderMoments,
  timesheetWaitingLead,
  type TimesheetReminder,
} from '@chairside/domain';
import type { AppConfig } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { dispatch, shiftNotice, timesheetEmail } from '../notifications/index.ts';
import { findShiftAcrossOrganizations, type ShiftRow } from './queries.ts';
import {
  findLocationManagerContacts,
  findNoticeContactAcrossOrganizations,
} from './request-queries.ts';
import { shiftSummary } from './shift-summary.ts';
import {
  claimTimesheetReminder,
  findTimesheetsDue,
  findTimesheetsWaiting,
} from './timesheet-queries.ts';
import { startTickWorker, type TickWorkerOptions } from './tick-worker.ts';

const BATCH_SIZE = 100;

type ReminderContext = { db: Database; config: AppConfig };

/**
 * The person's reminder due at `now` (docs/PAY.md): the latest of the morning after the shift and
 * day 5 whose moment has come, unless sent; a round that missed the first sends only the second.
 */
function dueReminder(
  due: { endsAt: Date; timezone: string; reminded: TimesheetReminder[] },
  now: Date,
): TimesheetReminder | null {
  const moments = timesheetReminderMoments(due.endsAt, due.timezone, null);
  const [latest] = (['lastDays', 'morningAfter'] as const).filter(
    (kind) => (moments[kind] ?? now) <= now,
  );
  if (!latest || due.reminded.includes(latest)) return null;
  return latest;
}

/**
 * Sends each reminder once: its claim's row lands with the notices in one transaction, and an
 * instance racing for it finds the row taken and sends nothing. Answers how many were sent.
 */
async function sendClaimed<Row extends { requestId: number; shiftId: number }>(
  ctx: ReminderContext,
  rows: Row[],
  kindOf: (row: Row) => TimesheetReminder | null,
  send: (tx: Executor, row: Row, shift: ShiftRow) => Promise<void>,
): Promise<number> {
  let sent = 0;
  for (const row of rows) {
    const kind = kindOf(row);
    if (!kind) continue;
    const done = await ctx.db.transaction(async (tx) => {
      if (!(await claimTimesheetReminder(tx, row.requestId, kind))) return false;
      const shift = await findShiftAcrossOrganizations(tx, row.shiftId);
      if (!shift) return false;
      await send(tx, row, shift);
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}

/** Issue #28 §3: reminds confirmed people of the timesheets they have not submitted. */
export async function remindTimesheetsDue(ctx: ReminderContext, now: Date): Promise<number> {
  const due = await findTimesheetsDue(ctx.db, now, BATCH_SIZE);
  return sendClaimed(
    ctx,
    due,
    (row) => dueReminder(row, now),
    async (tx, row, shift) => {
      const person = await findNoticeContactAcrossOrganizations(tx, row.employeeId);
      if (!person) return;
      const lead = timesheetDueLead(row.endsAt, row.timezone);
      const summary = shiftSummary(ctx, shift);
      await dispatch(
        tx,
        shiftNotice(person.id, 'timesheet_due', shift.id, summary, lead),
        timesheetEmail('due', person, lead, summary),
        now,
      );
    },
  );
}

/** Issue #28 §3: tells a shift's managers, once, of a timesheet waiting 3 days for approval. */
export async function remindTimesheetsWaiting(ctx: ReminderContext, now: Date): Promise<number> {
  const waiting = await findTimesheetsWaiting(ctx.db, now, BATCH_SIZE);
  return sendClaimed(
    ctx,
    waiting,
    () => 'awaitingApproval',
    async (tx, row, shift) => {
      const lead = timesheetWaitingLead(row.employeeName);
      const summary = shiftSummary(ctx, shift);
      for (const manager of await findLocationManagerContacts(tx, shift)) {
        await dispatch(
          tx,
          shiftNotice(manager.id, 'timesheet_waiting', shift.id, summary, lead),
          timesheetEmail('waiting', manager, lead, summary),
          now,
        );
      }
    },
  );
}

/** One round of the timesheet reminders: the people's, then the managers'. */
export async function runTimesheetReminders(ctx: ReminderContext, now: Date) {
  return {
    due: await remindTimesheetsDue(ctx, now),
    waiting: await remindTimesheetsWaiting(ctx, now),
  };
}

/** Sends the timesheet reminders every round (each claimed once, so instances may race). */
export function startTimesheetReminderWorker(db: Database, options: TickWorkerOptions): () => void {
  return startTickWorker('timesheet reminders', runTimesheetReminders, db, options);
}
