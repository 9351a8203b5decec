import { scheduledTimes } from '@chairside/domain';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { shiftRequests, shifts, timesheets } from '../db/schema.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The reason of the demo's corrections. */
const CORRECTION_REASON = 'Left 15 minutes early';

/**
 * Issue #28 §3: the demo's timesheets in each state, over the confirmed shifts that have ended,
 * latest first, in turn: submitted a day after the shift and waiting for approval; never
 * submitted (still due, or past the 7 days, for a manager to approve entering the hours);
 * approved two days after the shift by its poster, as a correction with its reason; approved as
 * submitted.
 */
export async function seedDemoTimesheets(tx: Transaction, today: Date): Promise<void> {
  const ended = await tx
    .select({
      requestId: shiftRequests.id,
      windowStart: shiftRequests.startTime,
      windowEnd: shiftRequests.endTime,
      date: shifts.startsAt,
      endsAt: shifts.endsAt,
      totalMinutes: shifts.totalMinutes,
      lunchMinutes: shifts.lunchMinutes,
      timezone: shifts.timezone,
      createdBy: shifts.createdBy,
    })
    .from(shiftRequests)
    .innerJoin(shifts, eq(shifts.id, shiftRequests.shiftId))
    .where(
      and(
        eq(shiftRequests.status, 'Confirmed'),
        eq(shiftRequests.declined, false),
        lt(shifts.endsAt, today),
      ),
    )
    .orderBy(desc(shifts.endsAt), desc(shiftRequests.id));
  const rows = ended.flatMap((shift, index): (typeof timesheets.$inferInsert)[] => {
    const turn = index % 4;
    if (turn === 1 || shift.createdBy === null) return [];
    const times = scheduledTimes(shift, { startTime: shift.windowStart, endTime: shift.windowEnd });
    const at = (days: number) =>
      new Date(Math.min(shift.endsAt.getTime() + days * DAY_MS, today.getTime()));
    const submitted = {
      requestId: shift.requestId,
      status: 'submitted' as const,
      ...times,
      submittedStartTime: times.startTime,
      submittedEndTime: times.endTime,
      submittedLunchMinutes: times.lunchMinutes,
      submittedAt: at(1),
    };
    if (turn === 0) return [submitted];
    const corrected = turn === 2;
    return [
      {
        ...submitted,
        status: 'approved' as const,
        endTime: corrected ? new Date(times.endTime.getTime() - HOUR_MS / 4) : times.endTime,
        approvedAt: at(2),
        approvedBy: shift.createdBy,
        correctionReason: corrected ? CORRECTION_REASON : null,
      },
    ];
  });
  if (rows.length > 0) await tx.insert(timesheets).values(rows);
}
