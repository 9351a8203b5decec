import { ENGAGEMENT_LABELS } from '../messages/pay.ts';
import { PAYROLL_LABELS } from '../messages/payroll.ts';
import { TIMESHEET_LABELS } from '../messages/timesheets.ts';
import { formatDuration } from '../time.ts';
import { amountCents, timesheetWorkedMinutes, type WorkedTimes } from './amounts.ts';
import { decimalHours } from './invoices.ts';
import type { PayrollLine } from '../contracts/reports.ts';
import { formatCents, type Engagement } from './rates.ts';

/*
 * A shift's pay in the reports and the payroll (issue #28 §4, docs/PAY.md 'Payroll'): the rate
 * agreed with the confirmed person, else the posted one; the worked time of the approved
 * timesheet, else the submitted one, else the scheduled window less lunch; the amount of the two
 * rounded once per shift.
 */

/** Where a report row's worked time comes from. */
export const WORKED_SOURCES = ['approved', 'submitted', 'scheduled'] as const;
export type WorkedSource = (typeof WORKED_SOURCES)[number];

/** How a worked time's source reads in the CSV ('Hours Source') and on the Reports page. */
export const WORKED_SOURCE_LABELS: Record<WorkedSource, string> = {
  approved: TIMESHEET_LABELS.approved,
  ...PAYROLL_LABELS,
};

export interface ShiftPayFacts {
  hourlyRateCents: number | null;
  /** The confirmed request's agreed rate; null when nobody is confirmed (or none was agreed). */
  agreedRateCents: number | null;
  /** The confirmed person's timesheet once submitted; null while due. */
  timesheet: (WorkedTimes & { status: 'submitted' | 'approved' }) | null;
  /** The times the confirmed person was scheduled for; null when nobody is confirmed. */
  scheduled: WorkedTimes | null;
}

export interface ShiftPayLine {
  rateCents: number | null;
  workedMinutes: number | null;
  workedSource: WorkedSource | null;
  amountCents: number | null;
}

/** A shift's rate, worked time and amount; an unassigned shift has a rate and nothing worked. */
export function shiftPayLine(facts: ShiftPayFacts): ShiftPayLine {
  const rateCents = facts.agreedRateCents ?? facts.hourlyRateCents;
  const worked = facts.timesheet ?? facts.scheduled;
  if (!worked) return { rateCents, workedMinutes: null, workedSource: null, amountCents: null };
  const workedMinutes = Math.max(0, timesheetWorkedMinutes(worked));
  return {
    rateCents,
    workedMinutes,
    workedSource: facts.timesheet?.status ?? 'scheduled',
    amountCents: rateCents === null ? null : amountCents(rateCents, workedMinutes),
  };
}

/** A report row's pay as text: 'Rate' '$55.00', 'Worked Hours' '7h 45m', decimal '7.75', 'Amount'. */
export function payCells(line: ShiftPayLine & { engagement: Engagement }) {
  return {
    rate: line.rateCents === null ? '' : formatCents(line.rateCents),
    engagement: ENGAGEMENT_LABELS[line.engagement],
    workedHours: line.workedMinutes === null ? '' : formatDuration(line.workedMinutes),
    workedHoursDecimal: line.workedMinutes === null ? '' : decimalHours(line.workedMinutes),
    amount: line.amountCents === null ? '' : formatCents(line.amountCents),
  };
}

export interface PayrollShift {
  userId: number;
  name: string;
  engagement: Engagement;
  line: ShiftPayLine;
}

/**
 * Adds shifts into payroll lines, one per person and engagement (a person who worked both W-2
 * and 1099 shifts is paid two ways). Each shift's amount was rounded once; the line adds the
 * cents. A shift with no rate adds its hours and no amount; one without an approved timesheet
 * counts as unapproved.
 */
export function addToPayroll(
  lines: Map<string, PayrollLine>,
  shifts: Iterable<PayrollShift>,
): Map<string, PayrollLine> {
  for (const { userId, name, engagement, line } of shifts) {
    const key = `${userId}:${engagement}`;
    const total = lines.get(key) ?? {
      userId,
      name,
      engagement,
      shifts: 0,
      workedMinutes: 0,
      amountCents: 0,
      unapprovedShifts: 0,
    };
    total.shifts += 1;
    total.workedMinutes += line.workedMinutes ?? 0;
    total.amountCents += line.amountCents ?? 0;
    if (line.workedSource !== 'approved') total.unapprovedShifts += 1;
    lines.set(key, total);
  }
  return lines;
}

/** Payroll lines by name, then W-2 before 1099 for the same person. */
export function sortPayroll(lines: Iterable<PayrollLine>): PayrollLine[] {
  return [...lines].sort(
    (a, b) =>
      a.name.localeCompare(b.name) ||
      a.userId - b.userId ||
      (a.engagement === b.engagement ? 0 : a.engagement === 'w2' ? -1 : 1),
  );
}
