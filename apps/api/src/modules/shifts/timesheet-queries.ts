import {
  TIMESHEET_APPROVAL_REMINDER_DAYS,
  TIMESHEET_SUBMISSION_DAYS,
  type TimesheetReminder,
  type WorkedTimes,
} from '@chairside/domain';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { shiftRequests, shifts, timesheetReminders, timesheets, users } from '../../db/schema.ts';
import { liveConfirmation, requestsWithPlace } from '../../lib/shift-place-queries.ts';
import type { ShiftRow } from './queries.ts';

const approvers = alias(users, 'approver');

/**
 * The live confirmation of a shift the actor was shown (a row of findVisibleShift), with its
 * person, part-shift window, the agreed rate (else the shift's posted one: docs/PAY.md) and its
 * timesheet when one was submitted or approved; null when nobody is confirmed.
 */
export async function findConfirmationTimesheet(db: Executor, shift: ShiftRow) {
  const [row] = await db
    .select({
      requestId: shiftRequests.id,
      userId: shiftRequests.employeeId,
      employeeName: users.name,
      email: users.email,
      windowStart: shiftRequests.startTime,
      windowEnd: shiftRequests.endTime,
      rateCents: sql<
        number | null
      >`coalesce(${shiftRequests.agreedRateCents}, ${shifts.hourlyRateCents})`,
      status: timesheets.status,
      startTime: timesheets.startTime,
      endTime: timesheets.endTime,
      lunchMinutes: timesheets.lunchMinutes,
      submittedStartTime: timesheets.submittedStartTime,
      submittedEndTime: timesheets.submittedEndTime,
      submittedLunchMinutes: timesheets.submittedLunchMinutes,
      submittedAt: timesheets.submittedAt,
      approvedAt: timesheets.approvedAt,
      approvedById: approvers.id,
      approvedByName: approvers.name,
      correctionReason: timesheets.correctionReason,
    })
    .from(shiftRequests)
    .innerJoin(shifts, eq(shifts.id, shiftRequests.shiftId))
    .innerJoin(users, eq(users.id, shiftRequests.employeeId))
    .leftJoin(timesheets, eq(timesheets.requestId, shiftRequests.id))
    .leftJoin(approvers, eq(approvers.id, timesheets.approvedBy))
    .where(and(eq(shiftRequests.shiftId, shift.id), liveConfirmation));
  return row ?? null;
}

export type ConfirmationTimesheet = NonNullable<
  Awaited<ReturnType<typeof findConfirmationTimesheet>>
>;

const instants = (times: WorkedTimes) => ({
  startTime: new Date(times.startTime),
  endTime: new Date(times.endTime),
  lunchMinutes: times.lunchMinutes,
});

/** The person's times, submitted anew: they replace those held until a manager approves. */
export async function saveSubmittedTimesheet(
  tx: Executor,
  requestId: number,
  times: WorkedTimes,
  now: Date,
) {
  const worked = instants(times);
  const submitted = {
    ...worked,
    status: 'submitted' as const,
    submittedStartTime: worked.startTime,
    submittedEndTime: worked.endTime,
    submittedLunchMinutes: worked.lunchMinutes,
    submittedAt: now,
    updatedAt: now,
  };
  await tx
    .insert(timesheets)
    .values({ requestId, ...submitted })
    .onConflictDoUpdate({ target: timesheets.requestId, set: submitted });
}

/** A manager's approval: the approved times, locked from now on, with a correction's reason. */
export async function saveApprovedTimesheet(
  tx: Executor,
  requestId: number,
  approval: { times: WorkedTimes; approvedBy: number; correctionReason: string | null },
  now: Date,
) {
  const approved = {
    ...instants(approval.times),
    status: 'approved' as const,
    approvedAt: now,
    approvedBy: approval.approvedBy,
    correctionReason: approval.correctionReason,
    updatedAt: now,
  };
  await tx
    .insert(timesheets)
    .values({ requestId, ...approved })
    .onConflictDoUpdate({ target: timesheets.requestId, set: approved });
}

const DAY = sql`interval '1 day'`;

/**
 * The worker's read (docs/PAY.md): up to `limit` live confirmations of shifts ended at `now`
 * within the submission days whose timesheet is not submitted, with the reminders already sent;
 * the worker reads which one is due (timesheetReminderMoments).
 */
export function findTimesheetsDue(db: Executor, now: Date, limit: number) {
  return requestsWithPlace(db, {
    requestId: shiftRequests.id,
    shiftId: shiftRequests.shiftId,
    employeeId: shiftRequests.employeeId,
    endsAt: shifts.endsAt,
    timezone: shifts.timezone,
    reminded: sql<TimesheetReminder[]>`coalesce((
      select array_agg(r.kind) from ${timesheetReminders} r where r.request_id = ${shiftRequests.id}
    ), '{}')`,
  })
    .where(
      and(
        liveConfirmation,
        lte(shifts.endsAt, now),
        gt(shifts.endsAt, sql`${now}::timestamptz - ${TIMESHEET_SUBMISSION_DAYS} * ${DAY}`),
        sql`not exists (select 1 from ${timesheets} t where t.request_id = ${shiftRequests.id})`,
      ),
    )
    .orderBy(asc(shifts.endsAt), asc(shiftRequests.id))
    .limit(limit);
}

/**
 * Up to `limit` submitted timesheets that have waited TIMESHEET_APPROVAL_REMINDER_DAYS at `now`
 * and whose managers were not reminded yet, longest waiting first.
 */
export function findTimesheetsWaiting(db: Executor, now: Date, limit: number) {
  return requestsWithPlace(db, {
    requestId: shiftRequests.id,
    shiftId: shiftRequests.shiftId,
    employeeName: users.name,
  })
    .innerJoin(timesheets, eq(timesheets.requestId, shiftRequests.id))
    .innerJoin(users, eq(users.id, shiftRequests.employeeId))
    .where(
      and(
        eq(timesheets.status, 'submitted'),
        lte(
          timesheets.submittedAt,
          sql`${now}::timestamptz - ${TIMESHEET_APPROVAL_REMINDER_DAYS} * ${DAY}`,
        ),
        sql`not exists (select 1 from ${timesheetReminders} r where r.request_id = ${shiftRequests.id} and r.kind = 'awaitingApproval')`,
      ),
    )
    .orderBy(asc(timesheets.submittedAt))
    .limit(limit);
}

/**
 * Claims one reminder: its row lands, or another instance's did (then nothing is answered and
 * nothing is sent). Inside the sender's transaction, so a reminder is marked sent only with it.
 */
export async function claimTimesheetReminder(
  tx: Executor,
  requestId: number,
  kind: TimesheetReminder,
): Promise<boolean> {
  const claimed = await tx
    .insert(timesheetReminders)
    .values({ requestId, kind })
    .onConflictDoNothing()
    .returning({ requestId: timesheetReminders.requestId });
  return claimed.length > 0;
}
